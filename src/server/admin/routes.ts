import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { PLANS, TIERS } from "../../core/plans";
import { requireAdmin, type AuthVariables, type SessionUser } from "../auth/session";
import { subscriptions, user } from "../db/schema";
import { AppError, parseOrThrow, readJson } from "../http/errors";
import { withAccountLock } from "../plan/account-lock";
import { ensureSubscription } from "../plan/ensure-subscription";
import { recomputeTier } from "../plan/recompute-tier";
import { alertRoutes } from "./alert-routes";
import { consoleRoutes } from "./console-routes";
import type { AdminDeps } from "./deps";
import { monitorRoutes } from "./monitor-routes";
import { overviewRoutes } from "./overview-routes";
import { recoveryRoutes } from "./recovery-routes";

const setTierInput = z
  .object({
    email: z.string().trim().min(1, "Please enter a user email").pipe(z.email("Please enter a user email")),
    tier: z.enum(TIERS),
  })
  .strict();

/**
 * The admin panel's API: only the verified ADMIN_EMAIL account reaches it (403 for anyone else).
 * Each tab's routes live in their own file (issue 14) and are mounted here behind the one check.
 */
export function adminRoutes(deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .use(requireAdmin(deps.config.ADMIN_EMAIL))
    .route("/", consoleRoutes(deps))
    .route("/", recoveryRoutes(deps))
    .route("/", monitorRoutes(deps))
    .route("/", alertRoutes(deps))
    .route("/", overviewRoutes(deps))
    .get("/status", (c) => c.json({ ok: true, admin: c.get("user").email }))
    .put("/subscription", async (c) => {
      // Spec section 6: the admin can upgrade any user's tier; the tier sets max_products.
      const { email, tier } = parseOrThrow(setTierInput, await readJson(c));
      const [target] = await deps.db.select({ id: user.id, email: user.email }).from(user).where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
      if (!target) throw new AppError("NOT_FOUND", "User not found");
      // A manual grant: the account gets the better of it and its Paddle plan, and later
      // notifications keep it. Free removes the grant.
      await ensureSubscription(deps.db, target.id);
      const row = await withAccountLock(deps.db, target.id, async (tx) => {
        await tx.update(subscriptions).set({ manualTier: tier === "free" ? null : tier }).where(eq(subscriptions.userId, target.id));
        await recomputeTier(tx, target.id, deps.prices);
        const [updated] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, target.id));
        return updated;
      });
      return c.json({ email: target.email, tier: row?.tier ?? tier, maxProducts: row?.maxProducts ?? PLANS[tier].maxProducts });
    });
}
