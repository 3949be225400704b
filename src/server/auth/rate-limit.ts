import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { addressBucket, clientIp } from "../http/client-ip";
import { consumeOrThrow, type RateLimitRule } from "../http/rate-limit";
import type { AuthBodyVariables } from "./auth-bodies";

/** Auth endpoints that guess or spend credentials or send mail, and whether the body names an account. */
const LIMITED_PATHS: Record<string, { accountField?: string }> = {
  "/api/auth/sign-in/email": { accountField: "email" },
  "/api/auth/sign-up/email": { accountField: "email" },
  "/api/auth/request-password-reset": { accountField: "email" },
  // Sends mail to whatever unconfirmed address it is given: unlimited, it would flood an inbox.
  "/api/auth/send-verification-email": { accountField: "email" },
  "/api/auth/reset-password": {},
  "/api/auth/change-password": {},
  "/api/account/delete": {},
  "/api/account/delete/confirm": {},
  "/api/account/change-email": {},
};

export function authRateLimit(options: { db: Db; perIp: RateLimitRule; perAccount: RateLimitRule }) {
  return createMiddleware<{ Variables: Partial<AuthBodyVariables> }>(async (c, next) => {
    const target = LIMITED_PATHS[c.req.path];
    if (c.req.method !== "POST" || !target) return next();
    const checks: Array<[string, RateLimitRule]> = [[`ip:${c.req.path}:${addressBucket(clientIp(c))}`, options.perIp]];
    if (target.accountField) {
      // Only a JSON object reaches the auth endpoints, read and checked once (auth-bodies.ts).
      const account = c.get("authBody")?.[target.accountField];
      if (typeof account === "string" && account.trim()) {
        checks.push([`account:${c.req.path}:${account.trim().toLowerCase()}`, options.perAccount]);
      }
    }
    // Thrown from middleware, the 429 still reaches app.onError (Hono's compose catches it here).
    await consumeOrThrow(options.db, checks, "Too many attempts. Please wait a minute and try again.");
    return next();
  });
}
