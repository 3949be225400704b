import { Hono } from "hono";
import { requireAdmin, type AuthVariables, type SessionUser } from "../auth/session";
import { originCheck } from "../http/origin-check";
import { alertRoutes } from "./alert-routes";
import { consoleRoutes } from "./console-routes";
import type { AdminDeps } from "./deps";
import { monitorRoutes } from "./monitor-routes";
import { overviewRoutes } from "./overview-routes";
import { recoveryRoutes } from "./recovery-routes";

/**
 * The admin panel's API: only the verified ADMIN_EMAIL account reaches it (403 for anyone else).
 * Each tab's routes live in their own file (issue 14) and are mounted here behind the one check.
 * Before it, any request another site's page made is refused, reads included (issue 30): no
 * handler runs, so nothing is audited and no Paddle call is spent.
 */
export function adminRoutes(deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .use(originCheck([deps.config.appUrl], { allMethods: true }))
    .use(requireAdmin(deps.config.ADMIN_EMAIL))
    .route("/", consoleRoutes(deps))
    .route("/", recoveryRoutes(deps))
    .route("/", monitorRoutes(deps))
    .route("/", alertRoutes(deps))
    .route("/", overviewRoutes(deps))
    .get("/status", (c) => c.json({ ok: true, admin: c.get("user").email }));
}
