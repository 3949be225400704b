// A worker process: runs generation and e-mail jobs, serves no HTTP. Start any number of them
// beside API processes started with RUN_WORKER=false; they share work through PostgreSQL.
import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createServices } from "./services";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL: the embedded PGlite database belongs to the one app process, which runs the jobs itself.");
    process.exit(78);
  }
  const services = await createServices(config, { role: "worker", runWorkers: true });
  services.logger.info("worker started", { generator: services.generator.name });
  const shutdown = () => {
    services.close().finally(() => process.exit(0));
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
