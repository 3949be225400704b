import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";

/**
 * Serves the built SPA: hashed assets cached for a year, everything else falls back to
 * index.html (never cached) so client-side routes work on reload.
 */
export function spaRoutes(webRoot: string) {
  const app = new Hono();
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built yet: run `npm run build` (npm start does it for you).", 503),
    );
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const relativeRoot = path.relative(process.cwd(), webRoot) || ".";
  return app
    .use(
      "/assets/*",
      serveStatic({
        root: relativeRoot,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use("*", serveStatic({ root: relativeRoot, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }))
    .get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(indexHtml);
    });
}
