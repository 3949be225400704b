import { Environment, LogLevel, Paddle } from "@paddle/paddle-node-sdk";
import { consume, type RateLimitRule } from "../http/rate-limit";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";

/**
 * Paddle rate-limits our API key as a whole, so one account must not spend it for everyone: each
 * account gets this many calls (checkout links, portal sessions, plan changes, refresh reads) per
 * window. Logins, the success page's four checks and a few refreshes stay well inside it.
 */
export const PADDLE_API_BUDGET: RateLimitRule = { max: 30, windowSeconds: 600 };

export function spendPaddleCall(db: Db, userId: string) {
  return consume(db, `paddle-api:${userId}`, PADDLE_API_BUDGET);
}

/** Spends one of the account's Paddle API calls, or refuses with 429 and Retry-After when they are used up. */
export async function withinPaddleBudget(db: Db, userId: string): Promise<void> {
  const { allowed, retryAfter } = await spendPaddleCall(db, userId);
  if (allowed) return;
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    "TOO_MANY_REQUESTS",
    `Too many requests to the payment provider. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    retryAfter,
  );
}

/**
 * Null without PADDLE_API_KEY. PADDLE_API_URL points it elsewhere: the SDK takes a base address in
 * place of an environment name.
 */
export function createPaddleClient(config: Pick<Config, "PADDLE_API_KEY" | "PADDLE_API_URL" | "PADDLE_ENV">): Paddle | null {
  if (!config.PADDLE_API_KEY) return null;
  const environment = (config.PADDLE_API_URL?.replace(/\/+$/, "") ?? Environment[config.PADDLE_ENV]) as Environment;
  return new Paddle(config.PADDLE_API_KEY, { environment, logLevel: LogLevel.none });
}
