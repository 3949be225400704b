import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { announcePayments } from "./billing/announce-payments";
import { createAuth } from "./auth/auth";
import { purgeExpiredRateLimits } from "./auth/rate-limit";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { createLogger } from "./logger";
import { accountMailer } from "./mail/account-mailer";
import { createMailer } from "./mail/mailer";
import { createStorage } from "./storage/create-storage";
import { createGenerator } from "./generation/create-generator";
import { createRegenerator } from "./generation/create-regenerator";
import { createProductEvents } from "./generation/product-events";
import { queueSettings, startQueue } from "./jobs/queue";
import { startWorkers } from "./jobs/workers";

export const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Opens the database (migrating it), wires the app and listens; used by main.ts and the tests. */
export interface StartOptions {
  webRoot?: string;
  /** An already open database (tests share one between two servers); closed by its owner. */
  database?: Database;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.LOG_LEVEL);
  const dataDir = path.resolve(config.DATA_DIR);
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(dataDir, "db") }));
  const { secret, generated } = resolveAuthSecret(config.BETTER_AUTH_SECRET, dataDir);
  if (generated) logger.warn("BETTER_AUTH_SECRET is not set: generated one in DATA_DIR/auth-secret");
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDir: path.join(dataDir, "mail"), logger });
  const sendAccountMail = accountMailer({ db: database.db, mailer, logger, maxPerDay: config.MAIL_PER_ADDRESS_PER_DAY });
  const auth = createAuth({ config, db: database.db, sendAccountMail, secret, logger });
  const storage = createStorage(config);
  const queue = await startQueue(
    database,
    queueSettings(config),
    logger,
  );
  const events = createProductEvents(database);
  const generator = createGenerator(config, { db: database.db, storage, secret });
  const workers = config.RUN_WORKER ? await startWorkers({ config, db: database.db, queue, generator, regenerator: createRegenerator(config, { db: database.db, secret }), mailer, storage, logger }) : null;
  let selfUrl = config.appUrl;
  const app = createApp({
    config,
    db: database.db,
    auth,
    sendAccountMail,
    logger,
    storage,
    queue,
    events,
    secret,
    webRoot: options.webRoot ?? DEFAULT_WEB_ROOT,
    selfUrl: () => selfUrl,
  });

  const purge = setInterval(() => {
    purgeExpiredRateLimits(database.db).catch((error: unknown) => logger.warn("rate limit purge failed", { error }));
  }, 15 * 60_000);
  purge.unref();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  const wildcard = config.HOST === "0.0.0.0" || config.HOST === "::";
  selfUrl = `http://${wildcard ? "127.0.0.1" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${port}`;
  logger.info("listening", { url: config.appUrl, port, database: database.kind, payments: config.payments });
  announcePayments(config, logger);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      clearInterval(purge);
      workers?.stop();
      await queue.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      });
      if (!options.database) await database.close();
    },
  };
}
