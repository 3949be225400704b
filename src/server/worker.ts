// A worker process: runs generation and e-mail jobs, serves no HTTP. Start any number of them
// beside API processes started with RUN_WORKER=false; they share work through PostgreSQL.
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/client";
import { createGenerator } from "./generation/create-generator";
import { createRegenerator } from "./generation/create-regenerator";
import { queueSettings, startQueue } from "./jobs/queue";
import { startWorkers } from "./jobs/workers";
import { resolveAuthSecret } from "./auth/secret";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { createStorage } from "./storage/create-storage";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL: the embedded PGlite database belongs to the one app process, which runs the jobs itself.");
    process.exit(78);
  }
  const logger = createLogger(config.LOG_LEVEL).child({ role: "worker" });
  const dataDir = path.resolve(config.DATA_DIR);
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(dataDir, "db") });
  const { secret } = resolveAuthSecret(config.BETTER_AUTH_SECRET, dataDir);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDir: path.join(dataDir, "mail"), logger });
  const storage = createStorage(config);
  const queue = await startQueue(database, queueSettings(config), logger);
  const generator = createGenerator(config, { db: database.db, storage, secret });
  const workers = await startWorkers({ config, db: database.db, queue, generator, regenerator: createRegenerator(config, { db: database.db, secret }), mailer, storage, logger });
  logger.info("worker started", { generator: generator.name });
  const shutdown = () => {
    workers.stop();
    queue
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  // EX_TEMPFAIL: the directory is busy; starting again after the other process stops works.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(75);
  }
  throw error;
}
