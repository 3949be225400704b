import { Hono } from "hono";
import type { AuthVariables, SessionUser } from "../auth/session";
import type { AdminDeps } from "./deps";

/** Admin console (issue 14): User Recovery, Paddle Fix and Verification. Mounted behind requireAdmin in ./routes.ts. */
export function recoveryRoutes(_deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>();
}
