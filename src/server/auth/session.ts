import { createMiddleware } from "hono/factory";
import type { Auth } from "./auth";
import { isAdminUser } from "./admin";
import { AppError } from "../http/errors";

export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type SessionUser = SessionData["user"];

export interface AuthVariables {
  session: SessionData | null;
}

/** Loads the session (if any) once per request; guards below read it. */
export function loadSession(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    c.set("session", await auth.api.getSession({ headers: c.req.raw.headers }));
    await next();
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
