import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminSubscriptionRow, editSubscriptionInput } from "../../../core/admin/manual-tools";
import type { PriceIds } from "../../../core/billing";
import type { SessionUser } from "../../auth/session";
import { recomputeTier } from "../../plan/recompute-tier";
import { withAccountLock } from "../../plan/account-lock";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { refreshProductCount } from "../../plan/product-count";
import { recordAudit } from "../audit";
import { findAccount, subscriptionRow } from "./find-account";

type Edit = z.output<typeof editSubscriptionInput>;

/**
 * Edits an account's subscription row under its lock, audited before and after. The admin edits
 * the manual grant (a `tier` edit is the same: free clears it); the tier itself is always
 * recomputed from the grant and the account's Paddle subscriptions, so it never contradicts them.
 */
export async function editSubscription(db: Db, prices: PriceIds, admin: SessionUser, email: string, edit: Edit): Promise<AdminSubscriptionRow> {
  const account = await findAccount(db, email);
  return withAccountLock(db, account.id, async (tx) => {
    const before = await subscriptionRow(tx, account, prices);
    const grant = edit.tier !== undefined ? (edit.tier === "free" ? null : edit.tier) : edit.manualTier;
    if (grant !== undefined) {
      await tx.update(subscriptions).set({ manualTier: grant }).where(eq(subscriptions.userId, account.id));
      await recomputeTier(tx, account.id, prices);
    }
    if (edit.recomputeCount) await refreshProductCount(tx, account.id);
    const after = await subscriptionRow(tx, account, prices);
    await recordAudit(tx, admin, { action: "edit-subscription", target: account.email, before, after });
    return after;
  });
}
