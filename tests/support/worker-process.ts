import { spawn, type ChildProcess } from "node:child_process";
import { bundledEntry } from "./server-bundle";
import type { TestApp } from "./test-app";

/**
 * The environment of a worker process beside a test app on PostgreSQL: its database, address, data
 * folder and mail, and heartbeats fast enough that a killed worker's job is put back within seconds
 * (a beat every second, stale after three). `extra` adds the test's own settings.
 */
export function workerEnv(app: TestApp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: app.databaseUrl ?? "",
    APP_URL: app.url,
    DATA_DIR: app.dataDir,
    SMTP_URL: app.mail.url,
    BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
    QUEUE_HEARTBEAT_SECONDS: "1",
    QUEUE_STALE_SECONDS: "3",
    LOG_LEVEL: "info",
    ...extra,
  };
}

/** The bundled worker (src/server/worker.ts) as a child process, once its log says it takes jobs. */
export function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundledEntry("worker")], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("worker did not start")), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("worker started")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
  });
}
