import { Hono } from "hono";
import type { AuthVariables, SessionUser } from "../auth/session";
import type { AdminDeps } from "./deps";

/** Admin console (issue 14): Overview and Manual Tools. Mounted behind requireAdmin in ./routes.ts. */
export function overviewRoutes(_deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>();
}
