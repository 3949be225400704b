import { Hono } from "hono";
import type { AuthVariables, SessionUser } from "../auth/session";
import type { AdminDeps } from "./deps";

/** Admin console (issue 14): Alerts: rules, channels, cooldown, recent alerts. Mounted behind requireAdmin in ./routes.ts. */
export function alertRoutes(_deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>();
}
