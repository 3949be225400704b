import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
/** Below this the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `name.br` (brotli at its best quality) and `name.gz` (gzip level 9) beside every text
 * asset of at least 1 kB under `dir`, when they come out smaller. Done once at build time, so
 * the server never compresses per request. Returns how many variants it wrote.
 */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const variants = {
      br: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: gzipSync(bytes, { level: 9 }),
    };
    for (const [suffix, compressed] of Object.entries(variants)) {
      if (compressed.length >= bytes.length) continue;
      writeFileSync(`${file}.${suffix}`, compressed);
      written += 1;
    }
  }
  return written;
}

/** Vite plugin: precompresses the build output once it is written (decision 033). */
export function precompress(): Plugin {
  return {
    name: "listcraft:precompress",
    apply: "build",
    writeBundle(options) {
      if (options.dir) precompressDir(options.dir);
    },
  };
}
