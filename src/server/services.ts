import path from "node:path";
import { JOBS, startAllWorkers } from "./all-jobs";
import { accountAuthHooks } from "./account/auth-hooks";
import { createAuth, type Auth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import { createSessionCache, type SessionCache } from "./auth/session-cache";
import { verifiedToken } from "./auth/session-token";
import type { Config } from "./config";
import { openDatabase, type Database, type Db } from "./db/client";
import { createGenerator } from "./pipeline/write/create-generator";
import { createRegenerator } from "./pipeline/regenerate/create-regenerator";
import type { Generator, Regenerator } from "./pipeline/write/generator";
import { createProductEvents, type ProductEvents } from "./pipeline/progress/product-events";
import { queueSettings, startQueue, type Queue } from "./jobs/queue";
import { createLogger, type Logger } from "./runtime/logger";
import { accountMailer, type SendAccountMail } from "./mail/account-mailer";
import { mailDirOf, offersLocalMailbox } from "./mail/local-mailbox";
import { createMailer, type Mailer } from "./mail/mailer";
import { createStorage } from "./storage/create-storage";
import type { ObjectStorage } from "./storage/storage";
import { resolveTokenKey, tokenCipher, type TokenCipher } from "./marketplaces/token-cipher";

export interface ServiceOptions {
  /** An already open database (tests share one between two servers); closed by its owner, not by `close()`. */
  database?: Database;
  /** The clock of the session cache (tests move it instead of waiting). */
  now?: () => number;
  /** Tags every log line of the process (`worker` for `npm run worker`). */
  role?: string;
  /** Whether this process works the jobs; RUN_WORKER unless given (a worker process always does). */
  runWorkers?: boolean;
  /** How often an open progress stream reads its state again (product-events.ts); tests shorten it. */
  streamKeepAliveMs?: number;
}

/** What the API process and a worker process both run on, built once by `createServices` (decision 036). */
export interface Services {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  secret: string;
  mailer: Mailer;
  sendAccountMail: SendAccountMail;
  /** Sessions looked up in the last few seconds (decision 034). */
  sessions: SessionCache;
  auth: Auth;
  storage: ObjectStorage;
  /** Seals marketplace tokens at rest (issue 32). */
  tokens: TokenCipher;
  queue: Queue;
  events: ProductEvents;
  generator: Generator;
  regenerator: Regenerator;
  /** Stops this process's workers and the queue (waiting for running jobs), then closes a database it opened. */
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it) and builds every service in one order, for `startServer`
 * (server.ts) and the worker process (worker.ts) alike; the jobs start here when this process works them.
 */
export async function createServices(config: Config, options: ServiceOptions = {}): Promise<Services> {
  const rootLogger = createLogger(config.LOG_LEVEL);
  const logger = options.role ? rootLogger.child({ role: options.role }) : rootLogger;
  const dataDir = path.resolve(config.DATA_DIR);
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(dataDir, "db"), logger }));
  const { db } = database;
  const { secret, generated } = resolveAuthSecret(config.BETTER_AUTH_SECRET, dataDir);
  if (generated) logger.warn("BETTER_AUTH_SECRET is not set: generated one in DATA_DIR/auth-secret");
  const tokenKey = resolveTokenKey(config.MARKETPLACE_TOKEN_KEY, dataDir);
  if (tokenKey.generated) logger.warn("MARKETPLACE_TOKEN_KEY is not set: generated one in DATA_DIR/marketplace-token-key");
  const tokens = tokenCipher(tokenKey.key);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDir: mailDirOf(config),
    logger,
    mailbox: offersLocalMailbox(config),
  });
  const sendAccountMail = accountMailer({ db, mailer, logger, maxPerDay: config.MAIL_PER_ADDRESS_PER_DAY });
  const sessions = createSessionCache({
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
    maxEntries: config.SESSION_CACHE_MAX_ENTRIES,
    verify: (signedValue) => verifiedToken(signedValue, secret),
    now: options.now,
  });
  const account = accountAuthHooks({ db, send: sendAccountMail, appUrl: config.appUrl, logger });
  const auth = createAuth({ config, db, secret, logger, sessions, account });
  const storage = createStorage(config);
  const queue = await startQueue(database, queueSettings(config), logger, Object.values(JOBS));
  const events = createProductEvents(database, { keepAliveMs: options.streamKeepAliveMs });
  const generator = createGenerator(config, { db, storage, secret });
  const regenerator = createRegenerator(config, { db, secret });
  const workers =
    (options.runWorkers ?? config.RUN_WORKER)
      ? await startAllWorkers({ config, db, queue, generator, regenerator, mailer, sendAccountMail, storage, logger, secret, tokens })
      : null;
  return {
    config,
    logger,
    database,
    db,
    secret,
    mailer,
    sendAccountMail,
    sessions,
    auth,
    storage,
    tokens,
    queue,
    events,
    generator,
    regenerator,
    async close() {
      workers?.stop();
      await queue.stop();
      if (!options.database) await database.close();
    },
  };
}
