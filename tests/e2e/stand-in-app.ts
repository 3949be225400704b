import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { expect } from "@playwright/test";
import { bundleServer, TEST_SERVER_NODE_FLAGS } from "../support/server-bundle";
import { appEnv } from "./server-env";

/**
 * An app of a spec's own on `port`, its marketplaces' addresses pointing at local stand-ins (`env`),
 * started from a bundle of the server on a fresh data directory; resolves once it answers.
 */
export async function startStandInApp(name: string, port: number, env: Record<string, string>): Promise<{ base: string; app: ChildProcess }> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/${name}`;
  const [bundle] = await Promise.all([bundleServer(`.tmp/${name}-server`), rm(dataDir, { recursive: true, force: true })]);
  const app = spawn(process.execPath, [...TEST_SERVER_NODE_FLAGS, bundle.main], { env: appEnv(port, dataDir, env), stdio: ["ignore", "inherit", "inherit"] });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 45_000, intervals: [100] },
    )
    .toBe(true);
  return { base, app };
}
