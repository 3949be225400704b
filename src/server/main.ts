import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { startServer } from "./server";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const server = await startServer(config);
  const shutdown = () => {
    server.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  console.log(`Listcraft is running on ${config.appUrl}`);
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
