import { and, eq, inArray, ne } from "drizzle-orm";
import type { SessionUser } from "../../auth/session";
import { recomputeTier } from "../../plan/recompute-tier";
import { withAccountLock } from "../../plan/account-lock";
import { syncSubscription, type SyncDeps } from "../../billing/sync";
import type { Db } from "../../db/client";
import { paymentMismatches, transactions } from "../../db/schema";
import { recordAudit } from "../audit";
import { paidTierOf } from "./paid-tier";
import { resolveMismatch } from "./resolve-mismatch";
import { runScan } from "./run-scan";

type Row = typeof paymentMismatches.$inferSelect;

/** A subscription's finding names its plan by price; a transaction's only when its price (not just its amount) does. */
async function clearlyEntitles(db: Db, row: Row, prices: SyncDeps["prices"]): Promise<boolean> {
  if (row.kind !== "plan-below-payment" || !row.userId) return false;
  if (!row.transactionId) return row.subscriptionId !== null;
  const [payment] = await db.select().from(transactions).where(eq(transactions.paddleTransactionId, row.transactionId));
  if (!payment) return false;
  const data = (payment.webhookData as { data?: Parameters<typeof paidTierOf>[0] }).data ?? null;
  return paidTierOf(data, payment.amount, payment.createdAt, prices, payment.currency).clear;
}

/**
 * Tries the repair for every open finding: first each account is synced (Paddle's API when a key
 * is set, else its stored notifications) and its plan recomputed, then a rescan settles what that
 * fixed; what is left is upgraded where the payment clearly names a plan.
 */
export async function autoRecover(deps: SyncDeps, admin: Pick<SessionUser, "id" | "email">): Promise<{ recovered: number; remaining: number }> {
  const { db, prices, logger } = deps;
  const open = await db.select().from(paymentMismatches).where(ne(paymentMismatches.status, "resolved"));
  const userIds = [...new Set(open.flatMap((row) => (row.userId && row.kind !== "payment-without-account" ? [row.userId] : [])))];
  for (const userId of userIds) {
    try {
      await syncSubscription(deps, userId);
      await withAccountLock(db, userId, (tx) => recomputeTier(tx, userId, prices));
    } catch (error) {
      logger.warn("auto-recovery sync failed", { userId, error: String(error) });
    }
  }
  await runScan(db, prices);
  const openIds = open.map((row) => row.id);
  const synced = openIds.length
    ? await db
        .update(paymentMismatches)
        .set({ resolution: "auto-recovery" })
        .where(and(inArray(paymentMismatches.id, openIds), eq(paymentMismatches.resolution, "gone")))
        .returning({ id: paymentMismatches.id })
    : [];
  let upgraded = 0;
  const left = await db.select().from(paymentMismatches).where(ne(paymentMismatches.status, "resolved"));
  for (const row of left) {
    if (!(await clearlyEntitles(db, row, prices))) continue;
    const result = await resolveMismatch(deps, admin, row.id, "upgrade", "auto-recovery").catch((error: unknown) => {
      logger.warn("auto-recovery upgrade failed", { alertId: row.id, error: String(error) });
      return null;
    });
    if (result?.changed) upgraded += 1;
  }
  const recovered = synced.length + upgraded;
  const remaining = left.length - upgraded;
  await recordAudit(db, admin, { action: "auto-recovery", target: null, before: { pending: open.length }, after: { recovered, remaining } });
  return { recovered, remaining };
}
