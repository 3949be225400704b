import { asc, eq, sql } from "drizzle-orm";
import type { BillingSnapshot } from "../../../core/admin-recovery";
import type { Db } from "../../db/client";
import { paddleSubscriptions, subscriptions, user } from "../../db/schema";
import { AppError } from "../../http/errors";
import { ensureSubscription } from "../../plan/ensure-subscription";

export type Account = typeof user.$inferSelect;

/** The account with this e-mail (any case), or 404 'User not found'. */
export async function accountByEmail(db: Db, email: string): Promise<Account> {
  const [found] = await db
    .select()
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  if (!found) throw new AppError("NOT_FOUND", "User not found");
  return found;
}

/** The plan and the Paddle subscriptions held for the account: what a repair compares before and after. */
export async function billingSnapshot(db: Db, userId: string): Promise<BillingSnapshot> {
  const plan = await ensureSubscription(db, userId);
  const held = await db
    .select({ id: paddleSubscriptions.id, status: paddleSubscriptions.status, priceId: paddleSubscriptions.priceId })
    .from(paddleSubscriptions)
    .where(eq(paddleSubscriptions.userId, userId))
    .orderBy(asc(paddleSubscriptions.id));
  return { tier: plan.tier, maxProducts: plan.maxProducts, manualTier: plan.manualTier, subscriptions: held };
}

export const sameSnapshot = (a: BillingSnapshot, b: BillingSnapshot) => JSON.stringify(a) === JSON.stringify(b);

/** Re-reads the plan row after a recompute (the row exists: billingSnapshot made it). */
export async function planRow(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? ensureSubscription(db, userId);
}
