import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray, or } from "drizzle-orm";
import { ADMIN_TEST_CUSTOMER_PREFIX, ADMIN_TEST_EMAIL_DOMAIN } from "../../../core/admin-console";
import type { Db } from "../../db/client";
import { billingAlerts, billingEvents, paddleCustomers, paymentMismatches, transactions, user } from "../../db/schema";
import { ensureSubscription } from "../../plan/ensure-subscription";

export interface TestAccount {
  id: string;
  email: string;
  customerId: string;
}

/** A throwaway account marked is_test, with a confirmed address no one can receive mail at. */
export async function createTestAccount(db: Db): Promise<TestAccount> {
  const tag = randomBytes(6).toString("hex");
  const account = { id: randomUUID(), email: `admin-test+${tag}@${ADMIN_TEST_EMAIL_DOMAIN}`, customerId: `${ADMIN_TEST_CUSTOMER_PREFIX}${tag}` };
  await db.insert(user).values({ id: account.id, email: account.email, name: "Admin test account", emailVerified: true, isTest: true });
  await ensureSubscription(db, account.id);
  return account;
}

/**
 * Removes the account and everything its notifications left. Rows that only point at an account
 * (events, transactions, mismatches) would outlive it as "payments without an account", so they go
 * explicitly, before the account; the rest cascades.
 */
export async function removeTestAccount(db: Db, account: TestAccount, eventIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ isTest: user.isTest }).from(user).where(eq(user.id, account.id));
    // Never a real customer: only an account this flow marked as a test is removed.
    if (row && !row.isTest) throw new Error(`${account.email} is not a test account`);
    if (eventIds.length > 0) await tx.delete(billingAlerts).where(inArray(billingAlerts.eventId, eventIds));
    await tx.delete(billingEvents).where(or(eq(billingEvents.userId, account.id), eventIds.length > 0 ? inArray(billingEvents.eventId, eventIds) : undefined));
    await tx.delete(transactions).where(eq(transactions.userId, account.id));
    await tx.delete(paymentMismatches).where(eq(paymentMismatches.userId, account.id));
    await tx.delete(paddleCustomers).where(eq(paddleCustomers.id, account.customerId));
    await tx.delete(user).where(eq(user.id, account.id));
  });
}
