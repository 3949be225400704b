import { Hono } from "hono";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { checkPlanSync, type PlanSyncDeps } from "./check-plan-sync";
import { readSubscription } from "../plan/read-subscription";

interface Deps extends PlanSyncDeps {
  sync: (userId: string) => Promise<void>;
}

/** Refresh and sync-check take no input, so no request can choose a tier. */
export function subscriptionRoutes(deps: Deps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/subscription", requireUser, async (c) => c.json(await readSubscription(deps.db, deps.prices, c.get("user").id)))
    .post("/subscription/refresh", requireUser, async (c) => {
      const userId = c.get("user").id;
      await deps.sync(userId);
      return c.json(await readSubscription(deps.db, deps.prices, userId));
    })
    .post("/subscription/sync-check", requireUser, async (c) => c.json(await checkPlanSync(deps, c.get("user").id)));
}
