import { eq } from "drizzle-orm";
import type { SetPlanResult } from "../../../core/admin/manual-tools";
import type { PriceIds } from "../../../core/billing";
import type { Tier } from "../../../core/plans";
import type { SessionUser } from "../../auth/session";
import { recomputeTier } from "../../plan/recompute-tier";
import { withAccountLock } from "../../plan/account-lock";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { recordAudit } from "../audit";
import { findAccount, subscriptionRow } from "./find-account";

/**
 * The admin can upgrade any user's tier (decision 026). It is a manual grant: the account gets the
 * better of it and its Paddle plan, and later notifications keep it. Free removes the grant.
 */
export async function setPlan(db: Db, prices: PriceIds, admin: SessionUser, email: string, tier: Tier): Promise<SetPlanResult> {
  const account = await findAccount(db, email);
  const after = await withAccountLock(db, account.id, async (tx) => {
    const before = await subscriptionRow(tx, account, prices);
    await tx
      .update(subscriptions)
      .set({ manualTier: tier === "free" ? null : tier })
      .where(eq(subscriptions.userId, account.id));
    await recomputeTier(tx, account.id, prices);
    const row = await subscriptionRow(tx, account, prices);
    await recordAudit(tx, admin, { action: "set-plan", target: account.email, before, after: row });
    return row;
  });
  return { email: account.email, tier: after.tier, maxProducts: after.maxProducts };
}
