import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../src/server/config";
import { PLANS, type Tier } from "../../src/core/plans";
import { subscriptions, user } from "../../src/server/db/schema";
import { startServer, type RunningServer, type StartOptions } from "../../src/server/server";
import { openDatabaseAt, openTestDatabase, type Backend } from "./databases";
import { HttpClient } from "./http-client";
import { startMailCatcher } from "./mail-catcher";
import { NO_RETRY_WAITS } from "./retry-waits";

export const ADMIN_EMAIL = "admin@example.com";
// Twelve letters with no word, digit or keyboard run in them: the server's zxcvbn judges it in 0.7 ms,
// against 4.6 for a passphrase of words (it looks up every substring and each l33t reading of a digit).
export const STRONG_PASSWORD = "qzxvkpwmjfhd";

/** How many ports `onFreePort` tries before giving up. */
const PORT_ATTEMPTS = 5;

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Starts something on a port from freePort. That port is free when freePort answers, but another
 * worker's listener (a mail catcher, say) can take it before `start` binds it: then it starts again
 * on another, while `start` throws EADDRINUSE or its outcome is `taken` (a child process that exited
 * saying so).
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, taken: (outcome: T) => boolean = () => false): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let outcome: T;
    try {
      outcome = await start(await freePort());
    } catch (error) {
      if (attempt === PORT_ATTEMPTS || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      continue;
    }
    if (attempt === PORT_ATTEMPTS || !taken(outcome)) return outcome;
  }
}

/** What a test may set on a server it launches besides the environment. */
type LaunchOptions = Pick<StartOptions, "now" | "streamKeepAliveMs">;

let counter = 0;
let ipCounter = 0;
const nextIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipCounter % 250}`;
export const uniqueEmail = (tag = "user") => `${tag}-${process.pid}-${++counter}-${Date.now()}@example.com`;

/**
 * The real server on a free port with a fresh database and a real SMTP catcher; or on the
 * PostgreSQL database at `databaseUrl`, migrated at start and left as it is at the end.
 */
export async function startTestApp(backend: Backend, env: Record<string, string> = {}, options: { databaseUrl?: string } = {}) {
  const mail = await startMailCatcher();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "listcraft-test-"));
  const db = options.databaseUrl ? await openDatabaseAt(options.databaseUrl) : await openTestDatabase(backend);
  const servers: RunningServer[] = [];

  const launchOn = async (port: number, extraEnv: Record<string, string>, options: LaunchOptions) => {
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
      ADMIN_EMAIL,
      // Each test client gets its own address (X-Forwarded-For) so rate limits apply per client.
      TRUST_PROXY: "true",
      // Jobs run only where a test asks for them (generation tests), so product tests see pending products.
      RUN_WORKER: "false",
      ...NO_RETRY_WAITS,
      ...env,
      ...extraEnv,
    });
    const server = await startServer(config, { ...options, database: db.database, webRoot: path.join(dataDir, "no-web") });
    servers.push(server);
    return { server, url: config.appUrl };
  };
  const launch = (extraEnv: Record<string, string> = {}, options: LaunchOptions = {}) => onFreePort((port) => launchOn(port, extraEnv, options));

  const first = await launch();
  return {
    url: first.url,
    databaseUrl: db.url,
    dataDir,
    db: db.database.db,
    mail,
    launch,
    client: (options: { origin?: string | null; ip?: string } = {}) =>
      new HttpClient(first.url, options.origin === undefined ? first.url : options.origin, options.ip ?? nextIp()),
    async signUp(client: HttpClient, overrides: Record<string, unknown> = {}) {
      const body = { email: uniqueEmail(), password: STRONG_PASSWORD, name: "Test User", ...overrides };
      const response = await client.post("/api/auth/sign-up/email", body);
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      // Sign-up never starts a session (decision 012); the person who chose the password signs in.
      const signIn = await client.post("/api/auth/sign-in/email", { email: body.email, password: body.password });
      if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
      return { email: String(body.email), password: String(body.password), body: (await response.json()) as { user: { id: string } } };
    },
    /** A new signed-in user on the given plan (set in the database, as a paid webhook would). */
    async onPlan(tier: Tier = "pro") {
      const client = this.client();
      const { body } = await this.signUp(client);
      await db.database.db.update(subscriptions).set({ tier, maxProducts: PLANS[tier].maxProducts }).where(eq(subscriptions.userId, body.user.id));
      return { client, userId: body.user.id };
    },
    /** Marks the account's e-mail confirmed, as following the link of its confirmation mail does (tested in accounts.test.ts). */
    async confirmEmail(userId: string) {
      await db.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
      // Written behind the app's back: its servers would go by their cached sessions for a few seconds.
      for (const server of servers) server.sessions.forgetUser(userId);
    },
    async close() {
      for (const server of servers) await server.close();
      await db.drop();
      await mail.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
