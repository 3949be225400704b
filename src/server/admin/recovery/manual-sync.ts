import { and, asc, eq, ne } from "drizzle-orm";
import type { ManualSyncResult } from "../../../core/admin-recovery";
import { recomputeTier } from "../../plan/recompute-tier";
import { withAccountLock } from "../../plan/account-lock";
import { checkSync, type SyncDeps } from "../../billing/sync";
import { queryErrorMessage } from "../../db/errors";
import { billingEvents } from "../../db/schema";
import { AppError } from "../../http/errors";
import { billingSnapshot, sameSnapshot } from "./account-state";
import { applyStored } from "./apply-notification";

export interface RetryPolicy {
  attempts: number;
  delayMs: number;
  windowMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

/** Webhook recovery (docs/admin.md): 5 tries, 2 s apart, within a 5-minute window. */
export const RECOVERY_DEFAULTS: RetryPolicy = {
  attempts: 5,
  delayMs: 2_000,
  windowMs: 5 * 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

/** Billing's sync deps: the database, the prices, Paddle's API (null without a key), the trial ledger's key. */
export type SyncActionDeps = SyncDeps;

/**
 * One try: apply the account's stored notifications that are not processed (a failure throws),
 * then, with Paddle's API at hand, the user's own sync check (billing/sync.ts), then recompute the
 * plan from what is held, which also repairs a plan row edited out of step with its sources.
 */
async function syncOnce(deps: SyncActionDeps, userId: string): Promise<void> {
  const waiting = await deps.db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.userId, userId), ne(billingEvents.status, "processed")))
    .orderBy(asc(billingEvents.occurredAt));
  for (const { eventId } of waiting) await applyStored(deps, eventId);
  if (deps.paddle) await checkSync(deps, userId);
  await withAccountLock(deps.db, userId, (tx) => recomputeTier(tx, userId, deps.prices));
}

/** The admin's manual sync for one account, retried by the recovery policy; says what changed. */
export async function manualSync(deps: SyncActionDeps, userId: string, policy: RetryPolicy = RECOVERY_DEFAULTS): Promise<ManualSyncResult> {
  const before = await billingSnapshot(deps.db, userId);
  const started = policy.now();
  let attempts = 0;
  let error: string | null = null;
  while (attempts < policy.attempts) {
    attempts += 1;
    try {
      await syncOnce(deps, userId);
      error = null;
      break;
    } catch (failure) {
      error = failure instanceof AppError ? failure.message : queryErrorMessage(failure);
      deps.logger.warn("admin manual sync attempt failed", { userId, attempts, error });
      // The account's Paddle budget is spent: waiting 2 s will not bring it back.
      if (failure instanceof AppError && failure.code === "TOO_MANY_REQUESTS") break;
    }
    if (attempts >= policy.attempts || policy.now() - started + policy.delayMs > policy.windowMs) break;
    await policy.sleep(policy.delayMs);
  }
  const after = await billingSnapshot(deps.db, userId);
  return { success: error === null, attempts, source: deps.paddle ? "paddle" : "stored", before, after, changed: !sameSnapshot(before, after), error };
}
