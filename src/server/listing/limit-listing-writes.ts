import type { MiddlewareHandler } from "hono";
import { consumeOrThrow } from "../http/rate-limit";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/client";

/**
 * Saves and restores per account and minute (decision 052): each writes a listing and may add a
 * version. Counted before the body is read, so a flood is refused before it costs a parse.
 */
export function limitListingWrites(db: Db, perMinute: number): MiddlewareHandler<{ Variables: { user: SessionUser } }> {
  const rule = { max: perMinute, windowSeconds: 60 };
  return async (c, next) => {
    await consumeOrThrow(db, [[`account:listing-write:${c.get("user").id}`, rule]], "Too many saves. Please wait a minute and try again.");
    await next();
  };
}
