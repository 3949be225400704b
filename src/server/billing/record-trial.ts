import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { trialLedger, user } from "../db/schema";
import type { EmailKey } from "./trial-email-key";

export interface TrialStart {
  userId: string;
  subscriptionId: string;
  customerId: string | null;
  startedAt: Date;
}

/**
 * Writes a trial into the ledger (issue 30): the account's address as its key, and the Paddle
 * customer. A trial already recorded is left as it is. Says whether this call recorded it while
 * the same person (address or customer) had had a trial before: Paddle gave it anyway, because
 * the checkout used a price with a trial period, which the admin should hear of.
 */
export async function recordTrial(db: Db, emailKey: EmailKey, trial: TrialStart): Promise<{ repeat: boolean }> {
  const [owner] = await db.select({ email: user.email, customerId: user.paddleCustomerId }).from(user).where(eq(user.id, trial.userId));
  if (!owner) return { repeat: false };
  const key = emailKey(owner.email);
  const customerId = trial.customerId ?? owner.customerId;
  const recorded = await db
    .insert(trialLedger)
    .values({ emailKey: key, paddleCustomerId: customerId, subscriptionId: trial.subscriptionId, startedAt: trial.startedAt })
    .onConflictDoNothing()
    .returning({ id: trialLedger.id });
  if (recorded.length === 0) return { repeat: false };
  const [earlier] = await db
    .select({ id: trialLedger.id })
    .from(trialLedger)
    .where(
      sql`${trialLedger.subscriptionId} is distinct from ${trial.subscriptionId}
        and (${trialLedger.emailKey} = ${key} or (${customerId}::text is not null and ${trialLedger.paddleCustomerId} = ${customerId}))`,
    )
    .limit(1);
  return { repeat: Boolean(earlier) };
}
