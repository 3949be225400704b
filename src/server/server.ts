import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { announcePayments } from "./billing/announce-payments";
import type { SessionForgetting } from "./auth/session-cache";
import { purgeExpiredRateLimits } from "./http/rate-limit";
import type { Config } from "./config";
import { offersLocalMailbox } from "./mail/local-mailbox";
import { PROJECT_ROOT } from "./runtime/project-root";
import { createServices, type ServiceOptions } from "./services";

export const DEFAULT_WEB_ROOT = path.join(PROJECT_ROOT, "dist", "web");

export interface RunningServer {
  url: string;
  port: number;
  /** This process's cached sessions: what writes to the database behind the app's back must forget. */
  sessions: SessionForgetting;
  close(): Promise<void>;
}

export interface StartOptions extends Pick<ServiceOptions, "database" | "now" | "streamKeepAliveMs"> {
  webRoot?: string;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const services = await createServices(config, { database: options.database, now: options.now, streamKeepAliveMs: options.streamKeepAliveMs });
  const { logger, database } = services;
  let selfUrl = config.appUrl;
  const app = createApp(services, { webRoot: options.webRoot ?? DEFAULT_WEB_ROOT, selfUrl: () => selfUrl });

  const purge = setInterval(() => {
    purgeExpiredRateLimits(database.db).catch((error: unknown) => logger.warn("rate limit purge failed", { error }));
  }, 15 * 60_000);
  purge.unref();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
  } catch (error) {
    // The port is taken (EADDRINUSE) or not ours to use: stop what the start opened, so a caller
    // that tries another port has no queue or timer left behind, then report the error.
    clearInterval(purge);
    await services.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const wildcard = config.HOST === "0.0.0.0" || config.HOST === "::";
  selfUrl = `http://${wildcard ? "127.0.0.1" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${port}`;
  logger.info("listening", { url: config.appUrl, port, database: database.kind, payments: config.payments });
  if (offersLocalMailbox(config)) logger.info(`mail is written to files: read it at ${config.appUrl}/dev/mailbox`);
  announcePayments(config, logger);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    sessions: services.sessions,
    async close() {
      clearInterval(purge);
      // No new requests first, then the jobs (their running handlers finish), then the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      });
      await services.close();
    },
  };
}
