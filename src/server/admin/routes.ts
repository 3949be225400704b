import { Hono } from "hono";
import { requireAdmin, type AuthVariables, type SessionUser } from "../auth/session";

/** The admin panel's API; the tools themselves arrive with the payments work. */
export function adminRoutes(deps: { adminEmail: string | undefined }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .use(requireAdmin(deps.adminEmail))
    .get("/status", (c) => c.json({ ok: true, admin: c.get("user").email }));
}
