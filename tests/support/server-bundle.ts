import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerBundle {
  /** src/server/main.ts: the web server. */
  main: string;
  /** src/server/worker.ts: a job worker on its own. */
  worker: string;
}

/**
 * Bundles the server's two entry points into `outdir`, which must lie inside the project so the
 * bundle finds node_modules and the files the server reads (decision 068). Packages stay external,
 * so the bundle holds only our own code, compiled the way tsx compiles it (both use esbuild); a
 * process started from it skips tsx's loader, about 1.4 of the 4 CPU-seconds a start costs.
 * Takes about 0.3 s, so every run bundles the code as it is now.
 */
export async function bundleServer(outdir: string): Promise<ServerBundle> {
  const folder = path.resolve(root, outdir);
  if (path.relative(root, folder).startsWith("..")) throw new Error(`the server bundle must lie inside ${root}, not in ${folder}`);
  await build({
    absWorkingDir: root,
    entryPoints: { main: "src/server/main.ts", worker: "src/server/worker.ts" },
    outdir: folder,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
  return { main: path.join(folder, "main.mjs"), worker: path.join(folder, "worker.mjs") };
}

/**
 * `node` flags for a server a test starts: V8 compiles PGlite's WebAssembly with its baseline
 * compiler only. The optimising tier recompiled the module's hot part in every process, 1.4 CPU-s
 * each, more than a short-lived test server gains from the faster code (decision 068).
 */
export const TEST_SERVER_NODE_FLAGS = ["--liftoff-only"];

/**
 * `node` arguments that start `entry` from the bundle tests/support/global-setup.ts built for this
 * run. Relative to the project root, the working directory the tests spawn from.
 */
export function bundledEntry(entry: keyof ServerBundle): string {
  const dir = process.env.LISTCRAFT_TEST_SERVER_BUNDLE;
  if (!dir) throw new Error("LISTCRAFT_TEST_SERVER_BUNDLE is not set: run the API tests through their Vitest project, whose global setup bundles the server");
  return path.resolve(root, dir, `${entry}.mjs`);
}
