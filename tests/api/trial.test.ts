import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct, ApiSubscription, PublicConfig, SimulatedTrialResponse } from "../../src/core/api-types";
import { billingEvents, paddleSubscriptions, products, transactions } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { startFakePaddle, type FakePaddle } from "../support/fake-paddle";
import { customerEvent, deliver, PRICES, sign, WEBHOOK_SECRET } from "../support/paddle";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const DAY_MS = 24 * 60 * 60 * 1000;

const signedUp = async (app: TestApp) => {
  const client = app.client();
  const { body } = await app.signUp(client);
  await app.confirmEmail(body.user.id);
  return { client, userId: body.user.id };
};
const refresh = async (client: HttpClient) => json<ApiSubscription>(await client.post("/api/subscription/refresh"));

/**
 * The 7-day trial (issue 15). Simulated payments play Paddle's notifications for a price with a
 * trial period; the worker is off, so a refresh applies the stored events, as in billing.test.ts.
 */
describe.each(backends)("the free trial with simulated payments on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { TEST_FIXTURES: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const startTrial = async (client: HttpClient, tier = "creator", interval = "monthly") => {
    const response = await client.post("/api/billing/simulated/trial", { tier, interval });
    expect(response.status).toBe(200);
    return json<SimulatedTrialResponse>(response);
  };
  const endTrial = (client: HttpClient, outcome: string) => client.post("/api/billing/simulated/end-trial", { outcome });
  let made = 0;
  const finishedProduct = async (client: HttpClient) => {
    made += 1;
    const description = `Planner number ${made}: a weekly Notion planner with habit tracking and goal pages`;
    const created = await client.post("/api/products", plannerBody(await uploadScreenshots(client, 2), description));
    expect(created.status, await created.clone().text()).toBe(201);
    const { product } = await json<{ product: ApiProduct }>(created);
    const finished = await client.post(`/api/test/products/${product.id}/finish`, { keywords: ["habit tracker", "notion planner"] });
    expect(finished.status).toBe(200);
    return product.id;
  };

  it("offers the configured trial and starts it with Paddle's trialing notifications, no payment", async () => {
    const { client, userId } = await signedUp(app);
    expect((await json<PublicConfig>(await client.get("/api/config"))).trialDays).toBe(7);
    expect((await refresh(client)).trial).toBeNull();

    const before = Date.now();
    const { subscriptionId, trialEndsAt } = await startTrial(client, "creator", "monthly");
    expect(Date.parse(trialEndsAt) - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(Date.parse(trialEndsAt) - before).toBeLessThanOrEqual(7 * DAY_MS + 60_000);

    const events = await app.db.select().from(billingEvents).where(eq(billingEvents.userId, userId));
    const ordered = events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    expect(ordered.map((e) => e.eventType)).toEqual(["subscription.created", "subscription.trialing"]);
    for (const event of ordered) {
      const data = (event.payload as { data: Record<string, unknown> }).data;
      expect(data).toMatchObject({
        id: subscriptionId,
        status: "trialing",
        items: [{ price: { id: PRICES.creatorMonthly }, trial_dates: { ends_at: trialEndsAt } }],
        current_billing_period: { ends_at: trialEndsAt },
      });
    }

    const plan = await refresh(client);
    expect(plan).toMatchObject({ tier: "creator", maxProducts: 10, hasPaidSubscription: true, billingInterval: "monthly" });
    expect(plan.trial).toEqual({ endsAt: trialEndsAt, daysLeft: 7 });
    expect(await app.db.select().from(transactions).where(eq(transactions.userId, userId))).toEqual([]);
    const [row] = await app.db.select().from(paddleSubscriptions).where(eq(paddleSubscriptions.id, subscriptionId));
    expect(row?.status).toBe("trialing");
    expect(row?.trialEndsAt?.toISOString()).toBe(trialEndsAt);
  });

  it("ending the trial as canceled returns the account to Free and keeps its products", async () => {
    const { client, userId } = await signedUp(app);
    await startTrial(client, "pro", "annual");
    expect(await refresh(client)).toMatchObject({ tier: "pro", maxProducts: 40 });
    const first = await finishedProduct(client);
    const second = await finishedProduct(client);

    const ended = await endTrial(client, "canceled");
    expect(ended.status).toBe(200);
    const plan = await json<ApiSubscription>(ended);
    expect(plan).toMatchObject({ tier: "free", maxProducts: 1, productCount: 2, hasPaidSubscription: false, trial: null });
    const kept = await app.db.select({ id: products.id }).from(products).where(eq(products.userId, userId));
    expect(kept.map((p) => p.id).sort()).toEqual([first, second].sort());
    // Both still open; over the Free cap, a new one is refused as today.
    expect((await client.get(`/api/products/${first}`)).status).toBe(200);
    const over = await client.post(
      "/api/products",
      plannerBody(await uploadScreenshots(client, 1), "A brand new budget tracker for freelancers and small shops"),
    );
    expect(over.status).toBe(403);
    expect((await json<{ error: { code: string } }>(over)).error.code).toBe("PLAN_LIMIT");
    // No trial left to end, and none to start again.
    expect((await endTrial(client, "canceled")).status).toBe(404);
    expect((await client.post("/api/billing/simulated/trial", { tier: "creator", interval: "monthly" })).status).toBe(409);
  });

  it("ending the trial as active keeps the paid plan and records the first payment", async () => {
    const { client, userId } = await signedUp(app);
    const { subscriptionId } = await startTrial(client, "creator", "monthly");
    const ended = await endTrial(client, "active");
    expect(ended.status).toBe(200);
    expect(await json<ApiSubscription>(ended)).toMatchObject({
      tier: "creator",
      maxProducts: 10,
      hasPaidSubscription: true,
      trial: null,
      recentTransaction: true,
    });
    const [row] = await app.db.select().from(paddleSubscriptions).where(eq(paddleSubscriptions.id, subscriptionId));
    expect(row?.status).toBe("active");
    const paid = await app.db.select().from(transactions).where(eq(transactions.userId, userId));
    expect(paid).toMatchObject([{ status: "completed", amount: "1400", currency: "USD" }]);
  });

  it("refuses a trial beside a live subscription, bad bodies, and another account's trial", async () => {
    const { client } = await signedUp(app);
    await startTrial(client);
    await refresh(client);
    expect((await client.post("/api/billing/simulated/trial", { tier: "pro", interval: "monthly" })).status).toBe(409);
    expect((await client.post("/api/billing/simulated/pay", { tier: "pro", interval: "monthly" })).status).toBe(409);
    for (const body of [{ outcome: "paused" }, { outcome: "active", extra: 1 }, {}, { outcome: "<b>x</b>".repeat(1000) }]) {
      expect((await client.post("/api/billing/simulated/end-trial", body)).status).toBe(400);
    }
    expect((await client.post("/api/billing/simulated/trial", { tier: "free", interval: "monthly" })).status).toBe(400);
    // Someone else has no trial: ending "theirs" touches nobody's.
    const other = await signedUp(app);
    expect((await endTrial(other.client, "canceled")).status).toBe(404);
    expect((await refresh(client)).trial).not.toBeNull();
    expect((await app.client().post("/api/billing/simulated/end-trial", { outcome: "canceled" })).status).toBe(401);
  });
});

describe.each(backends)("trials turned off (TRIAL_DAYS=0) on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { TRIAL_DAYS: "0" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("offers no trial and refuses to start one", async () => {
    const { client, userId } = await signedUp(app);
    expect((await json<PublicConfig>(await client.get("/api/config"))).trialDays).toBe(0);
    expect((await client.post("/api/billing/simulated/trial", { tier: "creator", interval: "monthly" })).status).toBe(403);
    expect(await app.db.select().from(billingEvents).where(eq(billingEvents.userId, userId))).toEqual([]);
    expect(await refresh(client)).toMatchObject({ tier: "free", trial: null });
  });
});

/** A subscription notification as Paddle sends one for a price with a 7-day trial. */
function trialingNotification(userId: string, options: { type: string; status: string; subscriptionId: string; trialEnd: Date; at: Date }) {
  const trialDates = { starts_at: new Date(options.trialEnd.getTime() - 7 * DAY_MS).toISOString(), ends_at: options.trialEnd.toISOString() };
  return JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: options.type,
    occurred_at: options.at.toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: options.subscriptionId,
      status: options.status,
      customer_id: "ctm_trial_1",
      custom_data: { userId },
      items: [{ price: { id: PRICES.proMonthly }, quantity: 1, status: options.status, trial_dates: trialDates }],
      current_billing_period: options.status === "trialing" ? trialDates : null,
    },
  });
}

describe.each(backends)("a Paddle trial on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { PAYMENTS: "paddle", PADDLE_CLIENT_TOKEN: "test_client_token", PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows the trial from a signed trialing notification, rounds the days up, and follows Paddle's cancellation", async () => {
    const { client, userId } = await signedUp(app);
    const subscriptionId = `sub_trial_${randomUUID()}`;
    const now = Date.now();
    // 2.5 days left reads as 3.
    const trialEnd = new Date(now + 2.5 * DAY_MS);
    const created = trialingNotification(userId, { type: "subscription.created", status: "trialing", subscriptionId, trialEnd, at: new Date(now - 1000) });
    expect((await deliver(app.url, created)).status).toBe(200);
    // A forged one (wrong secret) changes nothing.
    const forged = trialingNotification(userId, {
      type: "subscription.created",
      status: "trialing",
      subscriptionId: "sub_forged",
      trialEnd,
      at: new Date(now),
    });
    expect((await deliver(app.url, forged, sign(forged, "wrong_secret_0123456789"))).status).toBe(401);

    const plan = await refresh(client);
    expect(plan).toMatchObject({ tier: "pro", maxProducts: 40, hasPaidSubscription: true });
    expect(plan.trial).toEqual({ endsAt: trialEnd.toISOString(), daysLeft: 3 });
    // Simulated endpoints do not exist with real Paddle.
    expect((await client.post("/api/billing/simulated/end-trial", { outcome: "canceled" })).status).toBe(404);
    expect((await client.post("/api/billing/simulated/trial", { tier: "pro", interval: "monthly" })).status).toBe(404);

    const canceled = trialingNotification(userId, { type: "subscription.canceled", status: "canceled", subscriptionId, trialEnd, at: new Date(now) });
    expect((await deliver(app.url, canceled)).status).toBe(200);
    expect(await refresh(client)).toMatchObject({ tier: "free", maxProducts: 1, hasPaidSubscription: false, trial: null });
  });

  it("moves a trial to active when Paddle charges at its end", async () => {
    const { client, userId } = await signedUp(app);
    const subscriptionId = `sub_trial_${randomUUID()}`;
    const now = Date.now();
    const trialEnd = new Date(now + 6 * DAY_MS + 60_000);
    const trialing = trialingNotification(userId, { type: "subscription.trialing", status: "trialing", subscriptionId, trialEnd, at: new Date(now - 1000) });
    expect((await deliver(app.url, trialing)).status).toBe(200);
    expect((await refresh(client)).trial?.daysLeft).toBe(7);
    const activated = trialingNotification(userId, { type: "subscription.activated", status: "active", subscriptionId, trialEnd, at: new Date(now) });
    expect((await deliver(app.url, activated)).status).toBe(200);
    expect(await refresh(client)).toMatchObject({ tier: "pro", hasPaidSubscription: true, trial: null });
  });
});

describe.each(backends)("a trial read from Paddle's API on %s", (backend) => {
  let fake: FakePaddle;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakePaddle({ apiKey: "pdl_test_key", prices: [{ id: PRICES.creatorMonthly, amount: 1400, interval: "month" }] });
    app = await startTestApp(backend, {
      PAYMENTS: "paddle",
      PADDLE_CLIENT_TOKEN: "test_client_token",
      PADDLE_API_KEY: "pdl_test_key",
      PADDLE_API_URL: fake.url,
      PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it("records the trial's end when a refresh finds a trialing subscription no notification announced", async () => {
    const { client } = await signedUp(app);
    const email = (await json<{ user: { email: string } }>(await client.get("/api/me"))).user.email;
    const customer = fake.seedCustomer({ email });
    expect((await deliver(app.url, customerEvent(customer.id, email))).status).toBe(200);
    const subscription = fake.seedSubscription({ customerId: customer.id, priceId: PRICES.creatorMonthly, status: "trialing", updatedAt: new Date() });
    const plan = await refresh(client);
    expect(plan).toMatchObject({ tier: "creator", hasPaidSubscription: true });
    // Paddle's answer names the trial as its current billing period (the fake's is 30 days).
    expect(plan.trial).toEqual({ endsAt: subscription.current_billing_period?.ends_at, daysLeft: 30 });
  });
});
