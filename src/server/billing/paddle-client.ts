import { Environment, LogLevel, Paddle } from "@paddle/paddle-node-sdk";
import type { Config } from "../config";

/**
 * The Paddle SDK client for API calls (portal sessions, checkout links, subscription sync), or
 * null without PADDLE_API_KEY. PADDLE_API_URL points it elsewhere: the SDK takes a base address in
 * place of an environment name.
 */
export function createPaddleClient(config: Pick<Config, "PADDLE_API_KEY" | "PADDLE_API_URL" | "PADDLE_ENV">): Paddle | null {
  if (!config.PADDLE_API_KEY) return null;
  const environment = (config.PADDLE_API_URL?.replace(/\/+$/, "") ?? Environment[config.PADDLE_ENV]) as Environment;
  return new Paddle(config.PADDLE_API_KEY, { environment, logLevel: LogLevel.none });
}
