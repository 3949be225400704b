import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { TEST_SERVER_NODE_FLAGS } from "./tests/support/server-bundle";

type ProjectOptions = NonNullable<TestProjectInlineConfiguration["test"]>;

/** Test files under `dir` whose names end with one of `suffixes`, relative to the root. */
function testFiles(dir: string, suffixes: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => suffixes.some((suffix) => file.endsWith(suffix)))
    .map((file) => path.join(dir, file).split(path.sep).join("/"));
}

/**
 * Each kind of test runs in two projects (decision 068): files run one after another in a worker
 * that keeps its loaded modules (isolate: false), which spares every file re-importing the server
 * or React (2-3 s per API file); a file that replaces a module with vi.mock gets a module registry
 * of its own, so its mock never reaches another file.
 */
function projects(name: string, files: string[], options: ProjectOptions): TestProjectInlineConfiguration[] {
  const mocking = files.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")));
  const shared = files.filter((file) => !mocking.includes(file));
  // An empty include would fall back to Vitest's default pattern, so a project without files is left out.
  return [{ test: { ...options, name, include: shared, isolate: false } }, { test: { ...options, name: `${name}-isolated`, include: mocking } }].filter(
    (project) => project.test.include.length > 0,
  );
}

export default defineConfig({
  test: {
    // One worker per core. A third worker on this two-core machine kept both cores busy while API
    // files waited on PostgreSQL, SMTP and HTTP (decision 068), but each worker loads the server or
    // React afresh: the whole Vitest run took 140-150 CPU-s with three and 126-134 with two, in
    // about the same time once the other stages of `npm test` fill the idle core (decision 068).
    maxWorkers: availableParallelism(),
    projects: [
      ...projects("unit", testFiles("src", [".test.ts"]), { environment: "node" }),
      ...projects("web", testFiles("src/web", [".test.tsx"]), { environment: "happy-dom", setupFiles: ["tests/support/web-setup.ts"] }),
      ...projects("api", testFiles("tests/api", [".test.ts"]), {
        environment: "node",
        // The workers open PGlite too: the same WebAssembly compiler setting as the servers they start.
        execArgv: TEST_SERVER_NODE_FLAGS,
        globalSetup: ["tests/support/global-setup.ts"],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
    ],
  },
});
