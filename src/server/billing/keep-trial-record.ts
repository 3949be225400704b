import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { paddleSubscriptions, trialLedger, user } from "../db/schema";
import type { EmailKey } from "./trial-email-key";

/**
 * Keeps an account's trials in the ledger when the account is deleted (issue 30); runs in the
 * deleting transaction, before the account row (and with it its subscriptions) goes. The ledger
 * itself is never deleted from: this only adds what it may lack, a trial from before the ledger
 * existed and the account's last address, when the trial was recorded under an earlier one.
 */
export async function keepTrialRecord(tx: Db, emailKey: EmailKey, userId: string): Promise<void> {
  const [owner] = await tx.select({ email: user.email, customerId: user.paddleCustomerId }).from(user).where(eq(user.id, userId));
  if (!owner) return;
  const key = emailKey(owner.email);
  const trials = await tx
    .select({ id: paddleSubscriptions.id, occurredAt: paddleSubscriptions.occurredAt })
    .from(paddleSubscriptions)
    .where(and(eq(paddleSubscriptions.userId, userId), isNotNull(paddleSubscriptions.trialEndsAt)));
  if (trials.length === 0) return;
  const row = (subscriptionId: string | null, startedAt: Date) => ({ emailKey: key, paddleCustomerId: owner.customerId, subscriptionId, startedAt });
  await tx
    .insert(trialLedger)
    .values(trials.map((trial) => row(trial.id, trial.occurredAt)))
    .onConflictDoNothing();
  const [underThisAddress] = await tx.select({ id: trialLedger.id }).from(trialLedger).where(eq(trialLedger.emailKey, key)).limit(1);
  const first = new Date(Math.min(...trials.map((trial) => trial.occurredAt.getTime())));
  if (!underThisAddress) await tx.insert(trialLedger).values(row(null, first));
}
