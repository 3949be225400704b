import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** One entry of Vite's build manifest (build.manifest: true). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialBytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  css: number;
}

/** The files a chunk pulls in before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript index.html loads (its module script and everything that imports statically: the
 * app shell every page needs), and with `routeModule` also that route's lazy chunk and its static
 * imports: what a first visit to the route downloads before the page can render. Other dynamic
 * imports (dialogs, charts, the toaster) are not counted: they load on demand.
 */
export function initialJs(webRoot: string, routeModule?: string): InitialBytes {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, ".vite/manifest.json"), "utf8")) as Manifest;
  const keys = new Set([...staticClosure(manifest, "index.html"), ...(routeModule ? staticClosure(manifest, routeModule) : [])]);
  const totals: InitialBytes = { files: 0, raw: 0, gzip: 0, brotli: 0, css: 0 };
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key] as ManifestChunk;
    for (const css of chunk.css ?? []) cssFiles.add(css);
    if (!chunk.file.endsWith(".js")) continue;
    const bytes = readFileSync(path.join(webRoot, chunk.file));
    totals.files += 1;
    totals.raw += bytes.length;
    totals.gzip += gzipSync(bytes, { level: 9 }).length;
    totals.brotli += brotliCompressSync(bytes).length;
  }
  for (const css of cssFiles) totals.css += gzipSync(readFileSync(path.join(webRoot, css)), { level: 9 }).length;
  return totals;
}
