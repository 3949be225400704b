import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config";
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
  throw error;
}
