// `npm test`: every stage of the suite, the independent ones side by side (decision 068). A stage
// starts once the stages it comes after have passed; its lines stream with its name in front, and a
// stage that fails has its whole output printed again at the end so it reads in one piece. Prints
// each stage's time and exits non-zero if any stage failed (or could not start).
import { spawn } from "node:child_process";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

interface Stage {
  name: string;
  /** A shell command, run with node_modules/.bin on PATH as `npm run` would. */
  command: string;
  /** Stages that must have passed first. */
  after?: string[];
  /**
   * Stages the command may start beside but must hear the outcome of before its main work: it gets
   * a file's path in TEST_STAGE_GATE, which is written once they have all finished: "pass", or
   * "fail: " and the names of those that failed.
   */
  gate?: string[];
}

/**
 * The browser tests wait for the build, and their tests for the unit and API tests: both are
 * CPU-bound, and on this two-core machine running them together made each slower and their timeouts
 * flaky. Their servers start beside the unit and API tests, which leave a core partly idle, and the
 * tests begin when those pass (the `gate` fixture in tests/e2e/test-fixtures.ts; decision 068).
 * Adding a stage is one line here.
 */
const STAGES: Stage[] = [
  { name: "unit+api", command: "vitest run" },
  // One checker: TypeScript 7's default four each check part of the program and repeat the shared
  // work, twice the CPU here (12.6 against 6.4 CPU-s), taken from the tests running beside it.
  { name: "typecheck", command: "tsc --noEmit -p . --checkers 1" },
  { name: "lint", command: "oxlint --deny-warnings src tests scripts eval" },
  { name: "format", command: "oxfmt --check ." },
  { name: "build", command: "vite build" },
  { name: "e2e", command: "playwright test", after: ["build"], gate: ["unit+api"] },
];

interface Outcome {
  stage: string;
  code: number;
  seconds: number;
  output: string;
}

const root = path.resolve(import.meta.dirname, "..");
const width = Math.max(...STAGES.map((stage) => stage.name.length));
const env = {
  ...process.env,
  PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
  FORCE_COLOR: process.env.FORCE_COLOR ?? "0",
};

function run({ name, command }: Stage, gateFile?: string): Promise<Outcome> {
  const started = performance.now();
  const prefix = `[${name.padEnd(width)}] `;
  const child = spawn(command, { cwd: root, shell: true, stdio: ["ignore", "pipe", "pipe"], env: gateFile ? { ...env, TEST_STAGE_GATE: gateFile } : env });
  let output = "";
  let partial = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output += text;
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    if (lines.length > 0) process.stdout.write(lines.map((line) => `${prefix}${line}\n`).join(""));
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ stage: name, code: 1, seconds: 0, output: `could not start: ${error.message}\n` }));
    child.on("close", (code, signal) => {
      if (partial) process.stdout.write(`${prefix}${partial}\n`);
      resolve({ stage: name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000, output });
    });
  });
}

const started = performance.now();
const gates = await mkdtemp(path.join(tmpdir(), "listcraft-test-gates-"));
const outcomes = new Map<string, Promise<Outcome>>();
const failedOf = (results: Outcome[]) => results.filter((result) => result.code !== 0).map((result) => result.stage);
function outcomesOf(names: string[] = []): Promise<Outcome[]> {
  return Promise.all(names.map((name) => outcomeOf(STAGES.find((other) => other.name === name)!)));
}
/** The gate file of `stage`, written once its gate stages have finished. */
function gateFor(stage: Stage): string | undefined {
  if (!stage.gate) return undefined;
  const file = path.join(gates, stage.name.replace(/\W/g, "_"));
  void outcomesOf(stage.gate).then(async (results) => {
    const failed = failedOf(results);
    // Written whole, then renamed into place: the reader never sees half a verdict.
    await writeFile(`${file}.partial`, failed.length === 0 ? "pass" : `fail: ${failed.join(", ")}`);
    await rename(`${file}.partial`, file);
  });
  return file;
}
function outcomeOf(stage: Stage): Promise<Outcome> {
  let outcome = outcomes.get(stage.name);
  if (!outcome) {
    outcome = outcomesOf(stage.after).then(async (before) => {
      const failed = failedOf(before);
      if (failed.length > 0) return { stage: stage.name, code: 1, seconds: 0, output: `not run: ${failed.join(", ")} failed\n` };
      const result = await run(stage, gateFor(stage));
      // A gated stage that stopped because a gate stage failed says so, as an `after` stage would.
      const gateFailed = failedOf(await outcomesOf(stage.gate));
      return gateFailed.length > 0 ? { ...result, code: result.code || 1, output: `${result.output}not run: ${gateFailed.join(", ")} failed\n` } : result;
    });
    outcomes.set(stage.name, outcome);
  }
  return outcome;
}

const results = await Promise.all(STAGES.map(outcomeOf));
const failed = results.filter((result) => result.code !== 0);
for (const result of failed) process.stdout.write(`\n===== ${result.stage} failed (exit ${result.code}): its output =====\n${result.output}`);
process.stdout.write("\n");
for (const { stage, code, seconds } of results)
  process.stdout.write(`${stage.padEnd(width)}  ${code === 0 ? "ok    " : "FAILED"}  ${seconds.toFixed(1).padStart(6)} s\n`);
process.stdout.write(
  `${"total".padEnd(width)}  ${failed.length === 0 ? "ok    " : "FAILED"}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s\n`,
);
await rm(gates, { recursive: true, force: true });
process.exitCode = failed.length === 0 ? 0 : 1;
