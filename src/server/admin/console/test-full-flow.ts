import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ConsoleLine, ConsoleReport } from "../../../core/admin-console";
import type { Tier } from "../../../core/plans";
import type { SessionUser } from "../../auth/session";
import { billingEvents, subscriptions, transactions } from "../../db/schema";
import { recordAudit } from "../audit";
import type { AdminDeps } from "../deps";
import { createTestAccount, removeTestAccount, type TestAccount } from "./full-flow-account";
import { sendTestNotification } from "./send-notification";
import { failed, ok, timed, type Outcome } from "./timed";

export interface FullFlowOptions {
  /** How long a step waits for the queue to apply its notification. */
  waitMs?: number;
  /** Between two looks at the event's status. */
  pollMs?: number;
}

export const FULL_FLOW_WAIT_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Test Full Flow: a throwaway account goes through a purchase and a cancellation with signed
 * notifications sent to our own endpoint, the plan checked after each has been applied by the
 * queue; the account and its rows are then removed, also when a step failed.
 */
export async function testFullFlow(deps: AdminDeps, admin: SessionUser, options: FullFlowOptions = {}): Promise<ConsoleReport> {
  const waitMs = options.waitMs ?? FULL_FLOW_WAIT_MS;
  const pollMs = options.pollMs ?? 100;
  const started = performance.now();
  const lines: ConsoleLine[] = [];
  const eventIds: string[] = [];
  const step = async (name: string, work: (signal: AbortSignal) => Promise<Outcome>) => {
    const line = await timed(name, waitMs + 5000, work);
    lines.push(line);
    return line.status === "ok";
  };

  const tierOf = async (userId: string) =>
    (await deps.db.select({ tier: subscriptions.tier }).from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.tier;

  /** Sends one notification, waits until the queue applied it, then checks the account's plan. */
  const notify = async (test: TestAccount, eventType: string, data: Record<string, unknown>, expected: Tier, signal: AbortSignal): Promise<Outcome> => {
    const sent = await sendTestNotification(deps, eventType, data, { signal });
    if (sent.status !== 200) return failed(`the endpoint answered HTTP ${sent.status}: ${sent.message}`);
    eventIds.push(sent.eventId);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [event] = await deps.db
        .select({ status: billingEvents.status, lastError: billingEvents.lastError })
        .from(billingEvents)
        .where(eq(billingEvents.eventId, sent.eventId));
      if (event?.status === "failed") return failed(`the notification failed: ${event.lastError ?? "no error recorded"}`);
      if (event?.status === "processed") break;
      if (Date.now() > deadline || signal.aborted)
        return failed(`not applied within ${waitMs} ms (is a worker running?)${event?.lastError ? `: ${event.lastError}` : ""}`);
      await pause(pollMs);
    }
    // Its payment is a test too: overview and monitor leave is_test transactions out while the flow runs.
    await deps.db.update(transactions).set({ isTest: true }).where(eq(transactions.userId, test.id));
    const tier = await tierOf(test.id);
    return tier === expected ? ok(`applied; plan is ${tier}`) : failed(`applied, but the plan is ${tier ?? "missing"} instead of ${expected}`);
  };

  let account: TestAccount | null = null;
  await step("Create test account", async () => {
    account = await createTestAccount(deps.db);
    const tier = await tierOf(account.id);
    return tier === "free" ? ok(`${account.email} (marked as a test), plan free`) : failed(`the new account is on ${tier ?? "no plan"}`);
  });
  const test = account as TestAccount | null;
  if (test) {
    try {
      // Each step runs only while the ones before it passed; the clean-up below always runs.
      for (const [eventType, data, expected] of flowEvents(test, deps.prices.creator.monthly)) {
        if (!(await step(eventType, (signal) => notify(test, eventType, data, expected, signal)))) break;
      }
    } finally {
      await step("Remove test account", async () => {
        await removeTestAccount(deps.db, test, eventIds);
        return ok(`${test.email} and its ${eventIds.length} notifications, transactions and subscriptions removed`);
      });
    }
  }
  const report = { ok: lines.every((line) => line.status === "ok"), ms: Math.round(performance.now() - started), lines };
  await recordAudit(deps.db, admin, {
    action: "test-full-flow",
    target: test?.email ?? null,
    after: { ok: report.ok, steps: lines.map((line) => `${line.name}: ${line.status}`) },
  });
  return report;
}

/** What Paddle sends for a new Creator subscription that is later cancelled, and the plan after each. */
function flowEvents(test: TestAccount, priceId: string): Array<[string, Record<string, unknown>, Tier]> {
  const suffix = randomBytes(6).toString("hex");
  const items = [{ price: { id: priceId }, quantity: 1 }];
  const customData = { userId: test.id };
  const subscription = { id: `sub_admintest_${suffix}`, customer_id: test.customerId, custom_data: customData, items, currency_code: "USD" };
  const transaction = {
    id: `txn_admintest_${suffix}`,
    status: "completed",
    customer_id: test.customerId,
    subscription_id: subscription.id,
    custom_data: customData,
    items,
    currency_code: "USD",
    details: { totals: { total: "1400", currency_code: "USD" } },
  };
  return [
    ["customer.created", { id: test.customerId, email: test.email, status: "active" }, "free"],
    ["subscription.activated", { ...subscription, status: "active" }, "creator"],
    ["transaction.completed", transaction, "creator"],
    ["subscription.canceled", { ...subscription, status: "canceled", canceled_at: new Date().toISOString() }, "free"],
  ];
}
