import { existsSync } from "node:fs";
import path from "node:path";
import { Hono, type Context } from "hono";
import { ROUTE_ACCESS } from "../../core/routes";
import { negotiateEncoding, type Coding } from "./accept-encoding";
import { loadStaticFiles, type StaticFile } from "./static-files";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Pages name the hashed assets of their build, so they are revalidated every time. */
const cacheControl = (urlPath: string) => (urlPath.startsWith("/assets/") ? IMMUTABLE : urlPath.endsWith(".html") ? "no-cache" : "public, max-age=3600");

/** The SPA's routes as patterns (`:param` is one segment); a trailing slash matches too, as in the router. */
const ROUTES = Object.keys(ROUTE_ACCESS).map((route) => new RegExp(`^${route.replace(/:[^/]+/g, "[^/]+")}/?$`));
const isAppRoute = (urlPath: string) => ROUTES.some((route) => route.test(urlPath));

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag);

/** One file in the coding the client prefers (decision 033), revalidated by its ETag. */
function send(c: Context, file: StaticFile, cache: string, status: 200 | 404 = 200) {
  const available = (Object.keys(file.codings) as Coding[]).filter((coding) => coding !== "identity");
  if (available.length > 0) c.header("Vary", "Accept-Encoding");
  const coding = negotiateEncoding(c.req.header("accept-encoding"), available);
  if (coding === null) return c.text("None of the accepted content codings is available.", 406);
  const representation = file.codings[coding] ?? file.codings.identity;
  c.header("Cache-Control", cache);
  c.header("ETag", representation.etag);
  if (status === 200 && matches(c.req.header("if-none-match"), representation.etag)) return c.body(null, 304);
  c.header("Content-Type", file.type);
  if (coding !== "identity") c.header("Content-Encoding", coding);
  c.header("Content-Length", String(representation.body.length));
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(representation.body, status);
}

/**
 * Serves the built SPA from memory. A page the build prerendered (decision 060) is sent as it is, a
 * path no route has the prerendered not-found page with a 404, and every other path index.html, so
 * client-side routes work on reload.
 */
export function spaRoutes(webRoot: string) {
  const app = new Hono();
  if (!existsSync(path.join(webRoot, "index.html"))) {
    return app.get("*", (c) => c.text("The web app is not built yet: run `npm run build` (npm start does it for you).", 503));
  }
  const files = loadStaticFiles(webRoot);
  const index = files.get("/index.html") as StaticFile;
  const notFound = files.get("/404.html");
  return app.on(["GET", "HEAD"], "*", (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file, cacheControl(c.req.path));
    // An old page asking for a chunk a newer build replaced must fail loudly, not get HTML.
    if (c.req.path.startsWith("/assets/")) return c.text("Not found", 404);
    const prerendered = files.get(`${c.req.path.replace(/\/$/, "")}/index.html`);
    if (prerendered) return send(c, prerendered, "no-cache");
    if (notFound && !isAppRoute(c.req.path)) return send(c, notFound, "no-cache", 404);
    return send(c, index, "no-cache");
  });
}
