import { getCookies } from "better-auth/cookies";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Auth } from "./auth";
import { isAdminUser } from "./admin";
import { AppError } from "../http/errors";
import type { SessionCache } from "./session-cache";

export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type SessionUser = SessionData["user"];

export interface AuthVariables {
  session: SessionData | null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie without the server's signature is no session; a signed one is looked up through the
 * short-lived cache (decision 034). A request that changes something may change the account, so this
 * server forgets the account's cached sessions once it is answered.
 */
export function loadSession(auth: Auth, sessions: SessionCache, options: { skipPrefix?: string } = {}) {
  const cookieName = getCookies(auth.options).sessionToken.name;
  const { skipPrefix } = options;
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    // A prefix test, not hono's except(), which composes middleware anew on every request.
    if (skipPrefix && c.req.path.startsWith(skipPrefix)) return next();
    const value = getCookie(c, cookieName);
    const session = value ? await sessions.lookup(value, () => auth.api.getSession({ headers: c.req.raw.headers })) : null;
    c.set("session", session);
    await next();
    if (session && !SAFE_METHODS.has(c.req.method)) sessions.forgetUser(session.user.id);
  });
}

export const requireUser = createMiddleware<{ Variables: AuthVariables & { user: SessionUser } }>(async (c, next) => {
  const session = c.get("session");
  if (!session) throw new AppError("UNAUTHORIZED", "Sign in to continue");
  c.set("user", session.user);
  await next();
});

export function requireAdmin(adminEmail: string | undefined) {
  return createMiddleware<{ Variables: AuthVariables & { user: SessionUser } }>(async (c, next) => {
    const session = c.get("session");
    if (!session) throw new AppError("UNAUTHORIZED", "Sign in to continue");
    if (!isAdminUser(session.user, adminEmail)) throw new AppError("FORBIDDEN", "Access denied. Admin privileges required.");
    c.set("user", session.user);
    await next();
  });
}
