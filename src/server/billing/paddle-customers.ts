import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { paddleCustomers, user } from "../db/schema";

/*
 * Which account a Paddle customer belongs to. A customer (and with it the customer portal, its
 * subscriptions and invoices) goes to an account only when the customer's newest known e-mail is
 * the account's e-mail and the account has confirmed that address: anyone can sign up with
 * another person's e-mail, or pay under it, but cannot confirm it. A link, once made, is never
 * moved to another customer by e-mail.
 */

const ownsByEmail = (customerId: string) => sql`
  ${user.emailVerified}
  and (${user.paddleCustomerId} is null or ${user.paddleCustomerId} = ${customerId})
  and lower(${user.email}) = (select pc.email from ${paddleCustomers} pc where pc.id = ${customerId})`;

/** Records a customer's e-mail (newest wins) and links the customer to the account that owns it. */
export async function rememberCustomer(db: Db, id: string, email: string, at: string): Promise<void> {
  const address = email.toLowerCase();
  const occurredAt = sql`${at}::timestamptz`;
  await db
    .insert(paddleCustomers)
    .values({ id, email: address, occurredAt })
    .onConflictDoUpdate({ target: paddleCustomers.id, set: { email: address, occurredAt }, setWhere: sql`${paddleCustomers.occurredAt} < ${occurredAt}` });
  await db.update(user).set({ paddleCustomerId: id }).where(ownsByEmail(id));
}

/** Links a customer named by an event of this account's, if the account owns it by e-mail. */
export async function linkCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .update(user)
    .set({ paddleCustomerId: customerId })
    .where(sql`${user.id} = ${userId} and ${ownsByEmail(customerId)}`);
}

/** The account's Paddle customer, linking a known customer with the account's confirmed e-mail if none is linked yet. */
export async function customerOf(db: Db, userId: string): Promise<{ customerId: string | null; email: string; emailVerified: boolean } | null> {
  const [owner] = await db
    .select({ customerId: user.paddleCustomerId, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner || owner.customerId || !owner.emailVerified) return owner ?? null;
  const known = sql`(select pc.id from ${paddleCustomers} pc where pc.email = lower(${user.email}) order by pc.occurred_at desc limit 1)`;
  const [linked] = await db
    .update(user)
    .set({ paddleCustomerId: known })
    .where(sql`${user.id} = ${userId} and ${user.paddleCustomerId} is null and ${known} is not null`)
    .returning({ customerId: user.paddleCustomerId });
  return { ...owner, customerId: linked?.customerId ?? null };
}
