import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import type { Coding } from "./accept-encoding";

export interface Representation {
  body: Uint8Array<ArrayBuffer>;
  /** Strong validator of these exact bytes, so each coding has its own. */
  etag: string;
}

export interface StaticFile {
  type: string;
  /** Always has identity; br and gzip when the build wrote `.br` / `.gz` beside the file. */
  codings: Partial<Record<Coding, Representation>> & { identity: Representation };
}

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

const represent = (bytes: Buffer): Representation => ({
  // A view of the file's own memory: responses send it without copying.
  body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
  etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
});

function* filesUnder(root: string, dir = root): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot entries (Vite's .vite/manifest.json) are build metadata, not part of the site.
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, full);
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) yield full;
  }
}

/** Read into memory once, so serving never touches the file system and no request path can reach outside the build. */
export function loadStaticFiles(webRoot: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(webRoot)) {
    const urlPath = `/${path.relative(webRoot, file).split(path.sep).join("/")}`;
    const codings: StaticFile["codings"] = { identity: represent(readFileSync(file)) };
    for (const coding of ["br", "gzip"] as const) {
      const variant = file + SUFFIX[coding];
      if (existsSync(variant)) codings[coding] = represent(readFileSync(variant));
    }
    files.set(urlPath, { type: getMimeType(file) ?? "application/octet-stream", codings });
  }
  return files;
}
