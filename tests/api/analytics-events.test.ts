import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, billingEvents, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { completeProduct } from "../support/listing";
import { deliver, subscriptionEvent, transactionEvent, WEBHOOK_SECRET } from "../support/paddle";
import { STRONG_PASSWORD, startTestApp, type TestApp } from "../support/test-app";

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const PRICE = {
  creatorMonthly: "pri_local_creator_monthly",
  creatorAnnual: "pri_local_creator_annual",
  proMonthly: "pri_local_pro_monthly",
  proAnnual: "pri_local_pro_annual",
};

describe.each(backends)("analytics events on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true", PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await app?.close();
  });

  const account = async () => {
    const client = app.client();
    const { body } = await app.signUp(client);
    await app.confirmEmail(body.user.id);
    return { client, userId: body.user.id };
  };
  const eventsOf = async (userId: string, name?: string) =>
    app.db
      .select()
      .from(analyticsEvents)
      .where(name ? and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.name, name)) : eq(analyticsEvents.userId, userId));
  const processed = (userId: string) => async () => {
    const rows = await app.db.select({ status: billingEvents.status }).from(billingEvents).where(eq(billingEvents.userId, userId));
    return rows.length > 0 && rows.every((row) => row.status === "processed");
  };

  it.each([
    ["creator monthly", PRICE.creatorMonthly, 14],
    ["creator annual", PRICE.creatorAnnual, 140],
    ["pro monthly", PRICE.proMonthly, 39],
    ["pro annual", PRICE.proAnnual, 390],
  ])("records a %s purchase notification (%s) replayed 10 times as one purchase worth %i", async (_, priceId, value) => {
    const { userId } = await account();
    const transactionId = `txn_an_${userId}`;
    // The same notification 10 times, and Paddle's transaction.paid for the same transaction too.
    const body = transactionEvent(userId, { transactionId, priceId });
    for (let i = 0; i < 10; i++) expect((await deliver(app.url, body)).status).toBe(200);
    expect((await deliver(app.url, transactionEvent(userId, { transactionId, priceId }))).status).toBe(200);
    await until(processed(userId));
    const purchases = await eventsOf(userId, "purchase");
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ eventId: `purchase:${transactionId}`, value, currency: "USD", origin: "server" });
  });

  it("records a trialing subscription as one trial_start with the predicted lifetime value, and its cancellation once", async () => {
    for (const [priceId, value] of [
      [PRICE.proMonthly, 228],
      [PRICE.creatorMonthly, 108],
    ] as const) {
      const { userId } = await account();
      const subscriptionId = `sub_trial_${userId}`;
      const at = Date.now() - 60_000;
      const created = subscriptionEvent(userId, { type: "subscription.created", status: "trialing", priceId, subscriptionId, at: new Date(at) });
      const activated = subscriptionEvent(userId, { type: "subscription.updated", status: "trialing", priceId, subscriptionId, at: new Date(at + 1000) });
      for (const body of [created, created, activated]) expect((await deliver(app.url, body)).status).toBe(200);
      await until(processed(userId));
      const trials = await eventsOf(userId, "trial_start");
      expect(trials).toHaveLength(1);
      expect(trials[0]).toMatchObject({ eventId: `trial_start:${subscriptionId}`, value, currency: "USD" });
      expect(await eventsOf(userId, "subscription_cancel")).toHaveLength(0);

      const canceled = subscriptionEvent(userId, { type: "subscription.canceled", status: "canceled", priceId, subscriptionId, at: new Date(at + 2000) });
      for (let i = 0; i < 3; i++) expect((await deliver(app.url, canceled)).status).toBe(200);
      await until(processed(userId));
      const cancels = await eventsOf(userId, "subscription_cancel");
      expect(cancels.map((row) => row.eventId)).toEqual([`subscription_cancel:${subscriptionId}`]);
    }
  });

  it("records nothing for a test account or an admin test notification", async () => {
    const { userId } = await account();
    const before = (await eventsOf(userId)).length;
    const admin = transactionEvent(userId, { transactionId: `txn_admintest_${userId}`, eventId: `evt_admintest_${userId}` });
    expect((await deliver(app.url, admin)).status).toBe(200);
    await until(processed(userId));
    expect(await eventsOf(userId, "purchase")).toHaveLength(0);

    await app.db.update(user).set({ isTest: true }).where(eq(user.id, userId));
    expect((await deliver(app.url, transactionEvent(userId, { transactionId: `txn_testacct_${userId}` }))).status).toBe(200);
    await until(processed(userId));
    expect(await eventsOf(userId)).toHaveLength(before);
  });

  it("records sign_up, sign_in, create_product and product_complete once each", async () => {
    const client = app.client();
    const { body, email } = await app.signUp(client);
    const userId = body.user.id;
    expect((await eventsOf(userId, "sign_up")).map((row) => row.eventId)).toEqual([`sign_up:${userId}`]);
    expect(await eventsOf(userId, "sign_in")).toHaveLength(1);
    // A second sign-in is a second session: a second event, never a copy of the first.
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);
    const signIns = await eventsOf(userId, "sign_in");
    expect(signIns).toHaveLength(2);
    expect(new Set(signIns.map((row) => row.eventId)).size).toBe(2);

    const product = await completeProduct(client);
    expect((await eventsOf(userId, "create_product")).map((row) => row.eventId)).toEqual([`create_product:${product.id}`]);
    expect((await eventsOf(userId, "product_complete")).map((row) => row.eventId)).toEqual([`product_complete:${product.id}`]);
  });

  it("removes the account's events with the account", async () => {
    const { client, userId } = await account();
    expect((await deliver(app.url, transactionEvent(userId, { transactionId: `txn_del_${userId}` }))).status).toBe(200);
    await until(processed(userId));
    expect((await eventsOf(userId)).length).toBeGreaterThanOrEqual(3);
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await eventsOf(userId)).toHaveLength(0);
  });
});
