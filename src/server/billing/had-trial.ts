import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { paddleSubscriptions, trialLedger, user } from "../db/schema";
import type { EmailKey } from "./trial-email-key";

/**
 * Whether the account's owner has had a free trial (issue 30): a trial of this account, or one in
 * the ledger under the same normalised address (an alias, or a deleted account) or under the
 * account's Paddle customer. Each part is an index look-up: the pricing page asks on every visit.
 */
export async function hadTrial(db: Db, emailKey: EmailKey, userId: string): Promise<boolean> {
  const [owner] = await db.select({ email: user.email, customerId: user.paddleCustomerId }).from(user).where(eq(user.id, userId));
  if (!owner) return false;
  const result = (await db.execute(sql`
    select 1 from ${paddleSubscriptions} where ${paddleSubscriptions.userId} = ${userId} and ${paddleSubscriptions.trialEndsAt} is not null
    union all
    select 1 from ${trialLedger} where ${trialLedger.emailKey} = ${emailKey(owner.email)} or ${trialLedger.paddleCustomerId} = ${owner.customerId}
    limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
