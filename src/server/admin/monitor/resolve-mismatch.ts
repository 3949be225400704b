import { eq, sql } from "drizzle-orm";
import type { PriceIds } from "../../../core/billing";
import type { Resolution, ResolveResult } from "../../../core/monitor";
import { isTier, type Tier } from "../../../core/plans";
import type { SessionUser } from "../../auth/session";
import { recomputeTier } from "../../plan/recompute-tier";
import { withAccountLock } from "../../plan/account-lock";
import type { Db } from "../../db/client";
import { paymentMismatches, subscriptions } from "../../db/schema";
import { AppError } from "../../http/errors";
import { ensureSubscription } from "../../plan/ensure-subscription";
import { recordAudit } from "../audit";
import { mismatchView } from "./monitor-view";
import { better, rank } from "./paid-tier";

type Admin = Pick<SessionUser, "id" | "email">;
type Row = typeof paymentMismatches.$inferSelect;

async function lockedMismatch(tx: Db, alertId: string): Promise<Row> {
  const [row] = await tx.select().from(paymentMismatches).where(eq(paymentMismatches.id, alertId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "No such payment mismatch");
  return row;
}

async function planOf(tx: Db, userId: string) {
  const [row] = await tx.select({ tier: subscriptions.tier, manualTier: subscriptions.manualTier }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return { tier: (row?.tier ?? "free") as Tier, manualTier: row?.manualTier ?? null };
}

/**
 * Brings the account up to `tier` by the normal plan path: recompute from what Paddle told us,
 * and only if that is not enough, a manual grant (as PUT /api/admin/subscription does). The
 * caller holds the account's lock.
 */
export async function raiseToTier(tx: Db, userId: string, tier: Tier, prices: PriceIds) {
  await recomputeTier(tx, userId, prices);
  const now = await planOf(tx, userId);
  if (rank(now.tier) >= rank(tier)) return;
  const grant = better(now.manualTier ?? "free", tier);
  await tx
    .update(subscriptions)
    .set({ manualTier: grant === "free" ? null : grant })
    .where(eq(subscriptions.userId, userId));
  await recomputeTier(tx, userId, prices);
}

function alreadyResolved(row: Row): ResolveResult {
  return { changed: false, message: `Already resolved (${row.resolution ?? "unknown"}); nothing changed.`, mismatch: mismatchView(row) };
}

/** Resolves a finding by upgrade or ignore, once: a second call changes nothing and says so. Audited with before and after. */
export async function resolveMismatch(
  deps: { db: Db; prices: PriceIds },
  admin: Admin,
  alertId: string,
  resolution: Resolution,
  action = "resolve-mismatch",
): Promise<ResolveResult> {
  const { db, prices } = deps;
  const [peek] = await db.select().from(paymentMismatches).where(eq(paymentMismatches.id, alertId));
  if (!peek) throw new AppError("NOT_FOUND", "No such payment mismatch");
  if (resolution === "ignore" || peek.status === "resolved") {
    return db.transaction(async (tx) => {
      const row = await lockedMismatch(tx as unknown as Db, alertId);
      if (row.status === "resolved") return alreadyResolved(row);
      const [after] = await tx
        .update(paymentMismatches)
        .set({ status: "resolved", resolution: "ignore", resolvedAt: new Date() })
        .where(eq(paymentMismatches.id, alertId))
        .returning();
      await recordAudit(tx, admin, {
        action,
        target: row.email ?? row.key,
        before: { status: row.status },
        after: { status: "resolved", resolution: "ignore" },
      });
      return { changed: true, message: "Ignored; the account's plan was not touched.", mismatch: mismatchView(after ?? row) };
    });
  }
  if (peek.kind === "payment-without-account" || !peek.userId) {
    throw new AppError(
      "BAD_REQUEST",
      "This payment belongs to no account, so there is no plan to upgrade. Link the Paddle customer to an account first (Paddle Fix), or ignore it.",
    );
  }
  if (peek.kind === "downgrade-risk") {
    throw new AppError(
      "BAD_REQUEST",
      "This account is already above what it pays for; there is nothing to upgrade. Ignore it, or set its plan in Manual Tools.",
    );
  }
  const expected = peek.expectedTier;
  if (!isTier(expected) || expected === "free") throw new AppError("BAD_REQUEST", "The payment names no paid plan to upgrade to.");
  const userId = peek.userId;
  await ensureSubscription(db, userId);
  return withAccountLock(db, userId, async (tx) => {
    const row = await lockedMismatch(tx, alertId);
    if (row.status === "resolved") return alreadyResolved(row);
    const before = await planOf(tx, userId);
    await raiseToTier(tx, userId, expected, prices);
    const afterPlan = await planOf(tx, userId);
    const [after] = await tx
      .update(paymentMismatches)
      .set({ status: "resolved", resolution: action === "auto-recovery" ? "auto-recovery" : "upgrade", resolvedAt: sql`now()` })
      .where(eq(paymentMismatches.id, alertId))
      .returning();
    await recordAudit(tx, admin, {
      action,
      target: row.email ?? userId,
      before: { status: row.status, ...before },
      after: { status: "resolved", resolution: after?.resolution, ...afterPlan },
    });
    return { changed: true, message: `Upgraded to ${expected}; the account is now on ${afterPlan.tier}.`, mismatch: mismatchView(after ?? row) };
  });
}

/**
 * Marks a pending finding as being looked into (status "investigating"), so another admin sees
 * it is taken. Idempotent; a resolved finding stays resolved. Audited.
 */
export async function investigateMismatch(db: Db, admin: Admin, alertId: string): Promise<ResolveResult> {
  return db.transaction(async (tx) => {
    const row = await lockedMismatch(tx as unknown as Db, alertId);
    if (row.status !== "pending") return { changed: false, message: `Already ${row.status}; nothing changed.`, mismatch: mismatchView(row) };
    const [after] = await tx.update(paymentMismatches).set({ status: "investigating" }).where(eq(paymentMismatches.id, alertId)).returning();
    await recordAudit(tx, admin, {
      action: "investigate-mismatch",
      target: row.email ?? row.key,
      before: { status: row.status },
      after: { status: "investigating" },
    });
    return { changed: true, message: "Marked as investigating.", mismatch: mismatchView(after ?? row) };
  });
}
