import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * What is kept of a Paddle notification once its account is deleted: ids, type, times, status,
 * price lines and totals, for the accounts; no e-mail, name, address or custom data.
 */
const kept = (column: string) =>
  sql.raw(`jsonb_strip_nulls(jsonb_build_object(
    'event_id', ${column}->'event_id',
    'event_type', ${column}->'event_type',
    'occurred_at', ${column}->'occurred_at',
    'data', jsonb_build_object(
      'id', ${column}->'data'->'id',
      'status', ${column}->'data'->'status',
      'subscription_id', ${column}->'data'->'subscription_id',
      'currency_code', ${column}->'data'->'currency_code',
      'items', ${column}->'data'->'items',
      'details', jsonb_build_object('totals', ${column}->'data'->'details'->'totals')),
    'anonymised', true))`);

/**
 * Removes an account's personal data from the billing tables while amounts and dates stay for
 * accounting: the e-mail of its transactions and of its Paddle customers, and every notification
 * about them cut down to `kept`. Runs in the deleting transaction, before the account row goes.
 * A customer counts as the account's when linked to it, named by its events or transactions, or
 * holding its confirmed e-mail (the rule of paddle-customers.ts).
 */
export async function anonymiseBilling(tx: Db, userId: string): Promise<void> {
  const found = (await tx.execute(sql`
    select paddle_customer_id as id from users where id = ${userId} and paddle_customer_id is not null
    union select payload->'data'->>'customer_id' from billing_events where user_id = ${userId} and payload->'data'->>'customer_id' is not null
    union select paddle_customer_id from transactions where user_id = ${userId} and paddle_customer_id is not null
    union select pc.id from paddle_customers pc join users u on pc.email = lower(u.email) and u.email_verified where u.id = ${userId}`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const ids = found.rows.map((row) => sql`${row.id}`);
  const isOurs = (expression: ReturnType<typeof sql>) => (ids.length ? sql`${expression} in (${sql.join(ids, sql`, `)})` : sql`false`);
  await tx.execute(sql`
    update billing_events set payload = ${kept("payload")}, last_error = null
    where user_id = ${userId}
      or ${isOurs(sql`payload->'data'->>'customer_id'`)}
      or (event_type like 'customer.%' and ${isOurs(sql`payload->'data'->>'id'`)})`);
  await tx.execute(sql`
    update transactions set customer_email = null, paddle_customer_id = null, webhook_data = ${kept("webhook_data")}
    where user_id = ${userId} or ${isOurs(sql`paddle_customer_id`)}`);
  // The row stays (its e-mail is NOT NULL and now matches no account); the newer time keeps a
  // later look-up at Paddle's API from writing the address back.
  await tx.execute(sql`update paddle_customers set email = '', occurred_at = greatest(occurred_at, now()) where ${isOurs(sql`id`)}`);
}
