import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { PriceIds } from "../../core/billing";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { transactions } from "../db/schema";

/**
 * Browser-test fixture (TEST_FIXTURES only): records a completed Creator payment for the signed-in
 * account without applying it, so the account stays on its plan: the payment mismatch the admin's
 * Monitor must find (issue 14). The browser tests cannot reach the in-process database otherwise.
 */
export function billingFixtureRoutes(deps: { db: Db; prices: PriceIds }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().post("/billing/unapplied-payment", requireUser, async (c) => {
    const user = c.get("user");
    const id = `txn_e2e_${randomUUID().replaceAll("-", "")}`;
    await deps.db.insert(transactions).values({
      paddleTransactionId: id,
      userId: user.id,
      customerEmail: user.email,
      status: "completed",
      amount: "1400",
      currency: "USD",
      webhookData: { event_id: `evt_e2e_${id}`, data: { id, items: [{ price: { id: deps.prices.creator.monthly }, quantity: 1 }] } },
    });
    return c.json({ transactionId: id }, 201);
  });
}
