import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { billingEvents, paddleCustomers, user } from "../db/schema";
import { rememberCustomer } from "./paddle-customers";
import { AppError } from "../http/errors";
import {
  CUSTOMER_EVENTS,
  customerData,
  isOneOf,
  SUBSCRIPTION_EVENTS,
  subscriptionData,
  TRANSACTION_EVENTS,
  transactionData,
  type PaddleEnvelope,
} from "./paddle-event";

/** Asks Paddle's API for a customer's e-mail when no customer.* event has told us yet. */
export type CustomerLookup = (customerId: string) => Promise<string | null>;

/**
 * Finds our account for an event: our user id in custom_data first, else the Paddle customer's
 * e-mail (learned from customer.* events, or fetched from Paddle's API).
 */
async function linkUser(db: Db, event: PaddleEnvelope, lookup: CustomerLookup | null): Promise<string | null> {
  const data = event.data as { custom_data?: { userId?: unknown } | null; customer_id?: unknown };
  const userId = data.custom_data?.userId;
  if (typeof userId === "string") {
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (row) return row.id;
  }
  if (typeof data.customer_id === "string") {
    // Only an account that confirmed the customer's e-mail is its owner (see paddle-customers.ts).
    const [row] = await db
      .select({ id: user.id })
      .from(paddleCustomers)
      .innerJoin(user, sql`lower(${user.email}) = ${paddleCustomers.email} and ${user.emailVerified}`)
      .where(eq(paddleCustomers.id, data.customer_id));
    if (row) return row.id;
    const email = await lookup?.(data.customer_id).catch(() => null);
    if (email) {
      await rememberCustomer(db, data.customer_id, email, new Date(0).toISOString());
      const [owner] = await db
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = ${email.toLowerCase()} and ${user.emailVerified}`);
      if (owner) return owner.id;
    }
  }
  return null;
}

type Row = { eventId: string; eventType: string; occurredAt: string; userId: string; payload: Record<string, unknown> };

/**
 * Stores a verified event once (by event_id) and says whether it is new. Customer events are
 * recorded at once (they only teach us an e-mail); subscription and transaction events must
 * belong to an account, else 400 'User not found' so Paddle retries later.
 *
 * Events that name our user id in custom_data (the common case) are stored together: those that
 * arrive in one turn of the event loop go in with one insert, so a burst of notifications costs
 * one commit instead of one each, and every answer still waits for its event to be stored.
 */
export function eventReceiver(db: Db, lookup: CustomerLookup | null = null) {
  const storeClaimed = batchedClaimedInsert(db);
  return async (event: PaddleEnvelope): Promise<{ stored: boolean }> => {
    // Kept as Paddle wrote it (microseconds), not cut to a JavaScript Date's milliseconds.
    const occurredAt = event.occurred_at;
    if (isOneOf(CUSTOMER_EVENTS, event.event_type)) {
      const customer = customerData.safeParse(event.data);
      if (!customer.success) throw new AppError("VALIDATION_FAILED", "data: a customer needs an id and an e-mail");
      await rememberCustomer(db, customer.data.id, customer.data.email, occurredAt);
    }
    const payload = event as unknown as Record<string, unknown>;
    const schema = isOneOf(SUBSCRIPTION_EVENTS, event.event_type) ? subscriptionData : isOneOf(TRANSACTION_EVENTS, event.event_type) ? transactionData : null;
    if (!schema) return store(db, { eventId: event.event_id, eventType: event.event_type, occurredAt, userId: null, payload });
    // A recognised event we could not apply is refused now (400, nothing stored) rather than failing later.
    const data = schema.safeParse(event.data);
    if (!data.success) throw new AppError("VALIDATION_FAILED", `data: not a valid ${event.event_type} payload`);

    const claimed = data.data.custom_data?.userId;
    if (claimed) {
      const row = { eventId: event.event_id, eventType: event.event_type, occurredAt, userId: claimed, payload };
      if (await storeClaimed(row)) return { stored: true };
      if (await alreadyStored(db, event.event_id)) return { stored: false };
    }
    const userId = await linkUser(db, event, lookup);
    if (!userId) throw new AppError("BAD_REQUEST", "User not found");
    return store(db, { eventId: event.event_id, eventType: event.event_type, occurredAt, userId, payload });
  };
}

/**
 * Inserts the rows handed over in one turn of the event loop with one statement, each only if
 * its claimed account exists, and tells each caller whether its own row went in. A row that is
 * not inserted (a duplicate, an unknown account) resolves false; if the shared insert fails, each
 * row is tried on its own so one bad row cannot fail its neighbours.
 */
const MAX_BATCH = 1000;

function batchedClaimedInsert(db: Db) {
  let waiting: Array<{ row: Row; settle: (stored: boolean) => void; fail: (error: unknown) => void }> = [];
  const flush = () => {
    // PostgreSQL takes at most 65,535 parameters in one statement: five per row.
    for (let start = 0; start < waiting.length; start += MAX_BATCH) void insertBatch(waiting.slice(start, start + MAX_BATCH));
    waiting = [];
  };
  const insertBatch = async (batch: typeof waiting) => {
    try {
      const inserted = await insertClaimed(
        db,
        batch.map((entry) => entry.row),
      );
      // The same event twice in one batch goes in once; only its first caller is told so.
      for (const entry of batch) entry.settle(inserted.delete(entry.row.eventId));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.fail(error);
      for (const entry of batch) {
        insertClaimed(db, [entry.row]).then((inserted) => entry.settle(inserted.has(entry.row.eventId)), entry.fail);
      }
    }
  };
  return (row: Row) =>
    new Promise<boolean>((settle, fail) => {
      if (waiting.push({ row, settle, fail }) === 1) setImmediate(flush);
    });
}

async function insertClaimed(db: Db, rows: Row[]): Promise<Set<string>> {
  const values = sql.join(
    rows.map((row) => sql`(${row.eventId}, ${row.eventType}, ${row.occurredAt}, ${row.userId}, ${JSON.stringify(row.payload)})`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    insert into ${billingEvents} (event_id, event_type, occurred_at, user_id, payload)
    select v.event_id, v.event_type, v.occurred_at::timestamptz, ${user.id}, v.payload::jsonb
    from (values ${values}) as v(event_id, event_type, occurred_at, user_id, payload)
    join ${user} on ${user.id} = v.user_id
    on conflict (event_id) do nothing
    returning event_id`)) as unknown as { rows: Array<{ event_id: string }> };
  return new Set(result.rows.map((row) => row.event_id));
}

async function store(db: Db, row: Omit<Row, "userId"> & { userId: string | null }): Promise<{ stored: boolean }> {
  const values = { ...row, occurredAt: sql`${row.occurredAt}::timestamptz` };
  const inserted = await db.insert(billingEvents).values(values).onConflictDoNothing().returning({ eventId: billingEvents.eventId });
  return { stored: inserted.length > 0 };
}

async function alreadyStored(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ eventId: billingEvents.eventId }).from(billingEvents).where(eq(billingEvents.eventId, eventId));
  return Boolean(row);
}
