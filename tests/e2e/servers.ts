// Started by playwright.config.ts (its one webServer): everything the browser tests talk to, side by
// side rather than one after another as separate webServer entries would be (decision 068).
// - The OpenID provider and Paddle's API stand-in run in this process; the apps find them at start.
// - The app, twice: as most specs use it, and in Paddle mode for paddle.spec.ts. Both run from a
//   bundle built here from the current code. The first runs on the embedded database in a data
//   directory emptied first, as `npm start` does. The Paddle-mode app runs on PostgreSQL, the
//   production engine, when TEST_DATABASE_URL names a server (CI): on a database made anew here,
//   which spares it PGlite's initdb (decision 068); without one it runs on PGlite too. The database's
//   name carries the app's port, so two checkouts' runs on other ports do not drop each other's.
// Prints E2E_SERVERS_READY (server-env.ts) once both apps answer /api/health. Exits non-zero if an app exits or
// does not come up; stopping this process stops the apps too.
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { adminQuery, createTestDatabase, databaseUrl } from "../support/postgres-admin";
import { bundleServer, TEST_SERVER_NODE_FLAGS } from "../support/server-bundle";
import { startOidcProvider } from "./oidc-provider";
import { startPaddleApi } from "./paddle-api";
import { PADDLE_APP_PORT, paddleAppEnv } from "./paddle-env";
import { APP_PORT, appEnv, E2E_DATA_DIR, E2E_SERVERS_READY, OIDC_PORT } from "./server-env";

/** How long the apps get to answer /api/health: a new data directory is initialised first. */
const START_TIMEOUT_MS = 45_000;

const apps = [
  {
    name: "app",
    port: APP_PORT,
    dataDir: E2E_DATA_DIR,
    env: {
      ADMIN_EMAIL: "admin@example.com",
      GOOGLE_CLIENT_ID: "listcraft-e2e",
      GOOGLE_CLIENT_SECRET: "listcraft-e2e-secret",
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      TEST_FIXTURES: "true",
    },
  },
  { name: "Paddle-mode app", port: PADDLE_APP_PORT, dataDir: ".tmp/e2e-paddle", env: paddleAppEnv, postgres: `listcraft_e2e_paddle_${PADDLE_APP_PORT}` },
];

/**
 * A new, empty PostgreSQL database `name` on the server at TEST_DATABASE_URL (the previous run's is
 * dropped first), and its URL; undefined when there is no server. The app migrates it as it starts.
 */
async function freshPostgres(name: string | undefined): Promise<string | undefined> {
  if (!process.env.TEST_DATABASE_URL || !name) return undefined;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await createTestDatabase(name);
  return databaseUrl(name);
}

const children: ChildProcess[] = [];
function stop(code: number): never {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));

/** Resolves once `url` answers 200; rejects if `child` exits first or the time runs out. */
async function healthy(name: string, url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it answered ${url}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

try {
  const [bundle] = await Promise.all([
    bundleServer(".tmp/e2e-server"),
    startOidcProvider(OIDC_PORT),
    startPaddleApi(),
    ...apps.map((app) => rm(app.dataDir, { recursive: true, force: true })),
  ]);
  await Promise.all(
    apps.map(async (app) => {
      const databaseUrl = await freshPostgres(app.postgres);
      const child = spawn(process.execPath, [...TEST_SERVER_NODE_FLAGS, bundle.main], {
        env: appEnv(app.port, app.dataDir, { ...app.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
        stdio: ["ignore", "inherit", "inherit"],
      });
      children.push(child);
      child.once("exit", (code, signal) => {
        console.error(`${app.name} stopped (${code ?? signal})`);
        stop(1);
      });
      await healthy(app.name, `http://127.0.0.1:${app.port}/api/health`, child);
    }),
  );
  console.log(E2E_SERVERS_READY);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
