import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress";
import { spaRoutes } from "../../src/server/http/spa";

const APP_JS = `export const message = ${JSON.stringify("listing ".repeat(500))};\n`;
const VENDOR_JS = `export const vendor = ${JSON.stringify("vendor ".repeat(500))};\n`;
const TINY_JS = "export const x = 1;\n";
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Listcraft</title></head><body>${"<!-- padding -->".repeat(80)}<div id="root"></div></body></html>`;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, so the path goes out exactly as written and the body arrives still encoded. */
function request(port: number, target: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

let root: string;
let port: number;
let close: () => void;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "listcraft-static-"));
  const web = path.join(root, "web");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await mkdir(path.join(web, ".vite"));
  await writeFile(path.join(web, "index.html"), INDEX_HTML);
  await writeFile(path.join(web, "assets/app-abc123.js"), APP_JS);
  await writeFile(path.join(web, "assets/vendor-def456.js"), VENDOR_JS);
  await writeFile(path.join(web, "assets/tiny-aaa111.js"), TINY_JS);
  await writeFile(path.join(web, "assets/photo-bbb222.png"), randomBytes(4096));
  await writeFile(path.join(web, ".vite/manifest.json"), JSON.stringify({ secret: "build metadata" }).repeat(100));
  await writeFile(path.join(root, "outside.txt"), "outside the web root");
  precompressDir(web);
  // A build that lost one variant still serves the other and the original.
  await rm(path.join(web, "assets/vendor-def456.js.br"));
  const server = serve({ fetch: spaRoutes(web).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as { port: number }).port;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, { recursive: true, force: true });
});

describe("build-time precompression", () => {
  it("writes .br and .gz beside text assets of 1 kB or more, and nothing for small or binary files", () => {
    const web = path.join(root, "web");
    for (const file of ["index.html", "assets/app-abc123.js"]) {
      expect(existsSync(path.join(web, `${file}.br`))).toBe(true);
      expect(existsSync(path.join(web, `${file}.gz`))).toBe(true);
    }
    for (const file of ["assets/tiny-aaa111.js", "assets/photo-bbb222.png", ".vite/manifest.json"]) {
      expect(existsSync(path.join(web, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(web, `${file}.gz`))).toBe(false);
    }
  });
});

describe("serving the built web app", () => {
  it("sends brotli to a browser that accepts it, with the headers a cache needs", async () => {
    const response = await request(port, "/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(APP_JS.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(APP_JS);
  });

  it("sends gzip to a client that accepts only gzip, and identity to one that accepts neither", async () => {
    const gzip = await request(port, "/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(APP_JS);
    const identity = await request(port, "/assets/app-abc123.js");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toBe("Accept-Encoding");
    expect(identity.body.toString()).toBe(APP_JS);
    expect(new Set([gzip.headers.etag, identity.headers.etag]).size).toBe(2);
  });

  it("honours q=0: a refused coding is never sent, and refusing everything is a 406", async () => {
    const noBrotli = await request(port, "/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
    const refused = await request(port, "/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0, identity;q=0" });
    expect(refused.status).toBe(406);
  });

  it("answers HEAD with the headers of the GET and no body", async () => {
    const head = await request(port, "/assets/app-abc123.js", { "accept-encoding": "br" }, "HEAD");
    const get = await request(port, "/assets/app-abc123.js", { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("falls back to gzip when the .br file is missing, and serves small files as they are", async () => {
    const vendor = await request(port, "/assets/vendor-def456.js", { "accept-encoding": "br, gzip" });
    expect(vendor.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(vendor.body).toString()).toBe(VENDOR_JS);
    const tiny = await request(port, "/assets/tiny-aaa111.js", { "accept-encoding": "br, gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY_JS);
  });

  it("revalidates by ETag: a matching If-None-Match gets a 304 without a body", async () => {
    const first = await request(port, "/assets/app-abc123.js", { "accept-encoding": "br" });
    const again = await request(port, "/assets/app-abc123.js", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherCoding = await request(port, "/assets/app-abc123.js", { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) });
    expect(otherCoding.status).toBe(200);
  });

  it("serves index.html, compressed and never cached, for the root and for client-side routes", async () => {
    for (const route of ["/", "/index.html", "/product/123", "/sign-in?next=%2Fgallery"]) {
      const response = await request(port, route, { "accept-encoding": "br" });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(response.body).toString()).toBe(INDEX_HTML);
    }
  });

  it("answers a missing asset with a 404, not the HTML page", async () => {
    const response = await request(port, "/assets/app-old999.js", { "accept-encoding": "br" });
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).not.toContain("javascript");
  });

  it.each([
    "/../outside.txt",
    "/assets/../../outside.txt",
    "/%2e%2e/outside.txt",
    "/assets/%2e%2e%2f%2e%2e%2foutside.txt",
    "/assets/..%5c..%5coutside.txt",
    "//outside.txt",
    "/.vite/manifest.json",
    "/assets/app-abc123.js.br",
  ])("never serves files outside the site or build metadata: %s", async (target) => {
    const response = await request(port, target);
    expect(response.body.toString()).not.toContain("outside the web root");
    expect(response.body.toString()).not.toContain("build metadata");
    expect([200, 404]).toContain(response.status);
    if (response.status === 200) expect(response.body.toString()).toBe(INDEX_HTML);
  });

  it("refuses to change anything: other methods are not served", async () => {
    const response = await request(port, "/assets/app-abc123.js", {}, "POST");
    expect(response.status).toBe(404);
    expect(await readFile(path.join(root, "web/assets/app-abc123.js"), "utf8")).toBe(APP_JS);
  });
});
