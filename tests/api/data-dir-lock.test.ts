import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "../../src/server/db/data-dir-lock";
import { bundledEntry, TEST_SERVER_NODE_FLAGS } from "../support/server-bundle";
import { onFreePort } from "../support/test-app";

type Outcome = { kind: "running" } | { kind: "exited"; code: number | null; signal: string | null; stderr: string };

/**
 * The server (src/server/main.ts, bundled) as a real process on `dataDir`, once it listens or has
 * exited; started again on another port if its port was taken before it bound it.
 */
function startApp(dataDir: string, children: ChildProcess[]): Promise<{ child: ChildProcess; outcome: Outcome }> {
  return onFreePort(
    async (port) => {
      const started = spawnApp(dataDir, port);
      // Listed at once, so the suite stops it even if this test times out waiting.
      children.push(started.child);
      return { child: started.child, outcome: await started.outcome };
    },
    ({ outcome }) => outcome.kind === "exited" && outcome.stderr.includes("EADDRINUSE"),
  );
}

function spawnApp(dataDir: string, port: number) {
  const child = spawn(process.execPath, [...TEST_SERVER_NODE_FLAGS, bundledEntry("main")], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const outcome = new Promise<Outcome>((resolve) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Listcraft is running")) resolve({ kind: "running" });
    });
    child.once("exit", (code, signal) => resolve({ kind: "exited", code, signal, stderr }));
  });
  return { child, outcome };
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve)));

// One data directory for every case, holding a copy of the migrated template database the run
// built once (tests/support/global-setup.ts): a new directory would make the first process run
// initdb, seconds of CPU that say nothing about the lock.
describe("one process per PGlite data directory", () => {
  let dataDir: string;
  let lockFile: string;
  const children: ChildProcess[] = [];
  /** The first test's running server, which the second kills. */
  let holder: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "listcraft-lock-"));
    lockFile = path.join(dataDir, "db.lock");
    const template = process.env.LISTCRAFT_TEST_PGLITE_TEMPLATE;
    if (template) await (await PGlite.create(path.join(dataDir, "db"), { loadDataDir: new Blob([readFileSync(template)]) })).close();
  });
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a second process with a clear message and exit code 75", async () => {
    const first = await startApp(dataDir, children);
    expect(first.outcome).toEqual({ kind: "running" });
    holder = first.child;

    const second = await startApp(dataDir, children);
    const { outcome } = second;
    expect(outcome).toMatchObject({ kind: "exited", code: 75 });
    expect(outcome.kind === "exited" && outcome.stderr).toContain(`is in use by another Listcraft process (pid ${first.child.pid}`);
    // The refused process leaves the holder's lock alone.
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: first.child.pid });
  }, 150_000);

  it("a lock left by a SIGKILLed holder does not block the restart", async () => {
    holder?.kill("SIGKILL");
    if (holder) await exited(holder);
    expect(existsSync(lockFile)).toBe(true);

    const restarted = await startApp(dataDir, children);
    expect(restarted.outcome).toEqual({ kind: "running" });
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: restarted.child.pid });

    // A clean stop removes the lock.
    restarted.child.kill("SIGTERM");
    await exited(restarted.child);
    expect(existsSync(lockFile)).toBe(false);
  }, 150_000);

  it("a lock naming a live pid that has since been reused is stale; one naming its live holder is not", () => {
    const dir = path.join(dataDir, "reuse");
    const lock = (startTicks: number | null) => JSON.stringify({ pid: process.ppid, startTicks, startedAt: "then", host: os.hostname(), nonce: "n" });
    // The parent process is alive but did not start at tick 1: the holder died and its pid was reused.
    writeFileSync(`${dir}.lock`, lock(1));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    writeFileSync(`${dir}.lock`, "{half a lock");
    lockDataDir(dir)();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    // Without a start time to compare, a live pid counts as the holder.
    writeFileSync(`${dir}.lock`, lock(null));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
