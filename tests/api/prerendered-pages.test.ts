import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spaRoutes } from "../../src/server/http/spa";

// Decision 060: the build writes public pages beside index.html; the server answers each path with its page.
const page = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;

let root: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "listcraft-prerendered-"));
  await mkdir(path.join(root, "sign-in"));
  await mkdir(path.join(root, "legal/terms"), { recursive: true });
  await writeFile(path.join(root, "index.html"), page("skeleton"));
  await writeFile(path.join(root, "sign-in/index.html"), page("sign-in"));
  await writeFile(path.join(root, "legal/terms/index.html"), page("terms"));
  await writeFile(path.join(root, "404.html"), page("not found"));
  const server = serve({ fetch: spaRoutes(root).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, { recursive: true, force: true });
});

describe("prerendered pages", () => {
  it.each([
    ["/sign-in", 200, "sign-in"],
    ["/sign-in/", 200, "sign-in"],
    ["/sign-in?redirect=%2Fgallery", 200, "sign-in"],
    ["/legal/terms", 200, "terms"],
    ["/legal/unknown", 200, "skeleton"],
    ["/", 200, "skeleton"],
    ["/gallery", 200, "skeleton"],
    ["/product/0b6f7c1e-0000-4000-8000-000000000000", 200, "skeleton"],
    ["/no/such/page", 404, "not found"],
    ["/sign-in/extra", 404, "not found"],
  ])("%s is answered %i with the %s page, never cached", async (target, status, name) => {
    const response = await fetch(base + target);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(page(name));
  });

  it("answers HEAD for an unknown path with the 404 and no body", async () => {
    const response = await fetch(`${base}/no/such/page`, { method: "HEAD" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });
});
