import { Hono } from "hono";
import type { AuthVariables, SessionUser } from "../auth/session";
import type { AdminDeps } from "./deps";

/** Admin console (issue 14): Monitor (payment mismatches, health metrics) and Payment Sync. Mounted behind requireAdmin in ./routes.ts. */
export function monitorRoutes(_deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>();
}
