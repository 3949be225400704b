import { checkedFetch } from "../support/api-contract-check";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiSubscription, CheckoutResponse, PaddleSubscriptionsResponse, PublicConfig, SyncCheckResponse } from "../../src/core/api-types";
import { PLANS } from "../../src/core/plans";
import { PADDLE_API_BUDGET } from "../../src/server/billing/paddle-client";
import { billingEvents } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { startFakePaddle, type FakePaddle, type FakePrice } from "../support/fake-paddle";
import type { HttpClient } from "../support/http-client";
import { customerEvent, deliver, PRICES, subscriptionEvent, WEBHOOK_SECRET } from "../support/paddle";
import { startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";

const API_KEY = "pdl_test_key";
const PRO_ANNUAL = "pri_local_pro_annual";
const CATALOG: FakePrice[] = [
  { id: PRICES.creatorMonthly, amount: PLANS.creator.monthlyPrice * 100, interval: "month" },
  { id: "pri_local_creator_annual", amount: PLANS.creator.annualPrice * 100, interval: "year" },
  { id: PRICES.proMonthly, amount: PLANS.pro.monthlyPrice * 100, interval: "month" },
  { id: PRO_ANNUAL, amount: PLANS.pro.annualPrice * 100, interval: "year" },
];
const CHECKOUT_LINK = /^https:\/\/pay\.listcraft\.test\/pay\?_ptxn=txn_01[0-9a-f]{24}$/;
const PORTAL_OVERVIEW = /^https:\/\/customer-portal\.paddle\.com\/cpl_01[0-9a-f]{24}\?action=overview&token=pga_[\w-]+$/;
const PADDLE_DOWN = "The payment provider could not be reached. Please try again.";

/** The CSP header's directives, each with its sources. */
const cspOf = (response: Response) =>
  new Map(
    (response.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources] as const),
  );

/** A subscription notification from the helper, naming Paddle's customer (and, with `anonymous`, nothing else). */
const subscriptionNotice = (customerId: string, options: Parameters<typeof subscriptionEvent>[1] & { userId?: string; anonymous?: boolean }) => {
  const event = JSON.parse(subscriptionEvent(options.userId ?? "", options)) as { event_id: string; data: Record<string, unknown> };
  event.data.customer_id = customerId;
  if (options.anonymous) event.data.custom_data = null;
  return { body: JSON.stringify(event), eventId: event.event_id };
};

describe.each(backends)("Paddle API calls on %s", (backend) => {
  let fake: FakePaddle;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakePaddle({ apiKey: API_KEY, prices: CATALOG });
    app = await startTestApp(backend, {
      PAYMENTS: "paddle",
      PADDLE_CLIENT_TOKEN: "test_client_token",
      PADDLE_API_KEY: API_KEY,
      PADDLE_API_URL: fake.url,
      PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RUN_WORKER: "true",
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  /** A signed-up account; confirmed unless said otherwise, since only a confirmed e-mail links a Paddle customer. */
  const account = async ({ confirmed = true } = {}) => {
    const client = app.client();
    const { body, email } = await app.signUp(client);
    if (confirmed) await app.confirmEmail(body.user.id);
    return { client, userId: body.user.id, email };
  };
  /** Paddle has this customer, and a customer.created notification told us their e-mail. */
  const paddleCustomer = async (email: string) => {
    const customer = fake.seedCustomer({ email });
    expect((await deliver(app.url, customerEvent(customer.id, email))).status).toBe(200);
    return customer.id;
  };
  const plan = async (client: HttpClient) => (await (await client.get("/api/subscription")).json()) as ApiSubscription;
  const refresh = async (client: HttpClient) => {
    const response = await client.post("/api/subscription/refresh");
    expect(response.status).toBe(200);
    return (await response.json()) as ApiSubscription;
  };
  const paddleSubscriptions = async (client: HttpClient) =>
    ((await (await client.get("/api/billing/subscriptions")).json()) as PaddleSubscriptionsResponse).items;
  const callsTo = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path);

  it("tells the SPA it takes Paddle payments, and lets Paddle.js load only in that mode", async () => {
    const config = (await (await checkedFetch(`${app.url}/api/config`)).json()) as PublicConfig;
    expect(config.payments).toEqual({ mode: "paddle", clientToken: "test_client_token", environment: "sandbox" });
    const csp = cspOf(await fetch(`${app.url}/`));
    expect(csp.get("script-src")).toContain("https://cdn.paddle.com");
    expect(csp.get("frame-src")).toContain("https://cdn.paddle.com");

    const simulated = await app.launch({ PAYMENTS: "simulated", PADDLE_CLIENT_TOKEN: "", PADDLE_API_KEY: "", PADDLE_API_URL: "", RUN_WORKER: "false" });
    const simulatedConfig = (await (await checkedFetch(`${simulated.url}/api/config`)).json()) as PublicConfig;
    expect(simulatedConfig.payments).toMatchObject({ mode: "simulated", clientToken: null });
    const page = await fetch(`${simulated.url}/`);
    // Besides 'self', only the pages' own inline scripts by their hashes (decision 060): no host, no 'unsafe-inline'.
    expect(
      cspOf(page)
        .get("script-src")
        ?.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toEqual(["'self'"]);
    expect(cspOf(page).get("frame-src")).toEqual(["'self'"]);
    expect(page.headers.get("content-security-policy")).not.toContain("paddle.com");
  });

  it("describes the overlay checkout for the signed-in user, and refuses bad requests without calling Paddle", async () => {
    const { client, userId, email } = await account();
    const response = await client.post("/api/billing/checkout", { tier: "pro", interval: "annual" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CheckoutResponse;
    expect(body).toMatchObject({ mode: "paddle", priceId: PRO_ANNUAL, customerEmail: email, customData: { userId }, simulatedUrl: null });
    expect(body.successUrl).toBe(`${app.url}/success`);
    expect(body.cancelUrl).toBe(`${app.url}/pricing?checkout=cancelled`);

    expect((await app.client().post("/api/billing/checkout", { tier: "pro", interval: "annual" })).status).toBe(401);
    for (const path of ["/api/billing/checkout", "/api/billing/checkout-link"]) {
      for (const bad of [
        { tier: "free", interval: "monthly" },
        { tier: "pro", interval: "weekly" },
        { tier: "pro", interval: "annual", priceId: "pri_x" },
      ]) {
        expect((await client.post(path, bad)).status, `${path} ${JSON.stringify(bad)}`).toBe(400);
      }
      expect((await client.post(path, "{not json")).status).toBe(400);
      expect((await client.post(path, "tier=pro", { "content-type": "text/plain" })).status).toBe(415);
    }
    expect(fake.requests).toEqual([]);
  });

  it("creates a checkout link through Paddle's transactions API, and answers 502 when Paddle fails", async () => {
    const { client, userId, email } = await account();
    const response = await client.post("/api/billing/checkout-link", { tier: "pro", interval: "annual" });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(CHECKOUT_LINK);
    const [call, ...others] = callsTo("POST", "/transactions");
    expect(others).toEqual([]);
    expect(call?.headers.authorization).toMatch(new RegExp(`^bearer ${API_KEY}$`, "i"));
    expect(call?.body).toMatchObject({ items: [{ price_id: PRO_ANNUAL, quantity: 1 }], custom_data: { userId }, customer_id: null });

    // A returning customer buys under the same Paddle customer.
    const customerId = await paddleCustomer(email);
    expect((await client.post("/api/billing/checkout-link", { tier: "creator", interval: "monthly" })).status).toBe(200);
    expect(callsTo("POST", "/transactions")[1]?.body).toMatchObject({ items: [{ price_id: PRICES.creatorMonthly, quantity: 1 }], customer_id: customerId });

    fake.failNext();
    const failed = await client.post("/api/billing/checkout-link", { tier: "pro", interval: "monthly" });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: { code: "BAD_GATEWAY", message: PADDLE_DOWN } });
    expect(callsTo("POST", "/transactions")).toHaveLength(3);
  });

  it("opens Paddle's customer portal for the account's live subscriptions only", async () => {
    const { client, userId, email } = await account();
    const none = await client.post("/api/billing/portal");
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe("There is no subscription to manage yet.");
    expect(fake.requests).toEqual([]);

    const customerId = await paddleCustomer(email);
    const live = `sub_live_${userId}`;
    const ended = `sub_ended_${userId}`;
    expect((await deliver(app.url, subscriptionNotice(customerId, { userId, subscriptionId: live, priceId: PRICES.proMonthly }).body)).status).toBe(200);
    const canceled = subscriptionNotice(customerId, { userId, subscriptionId: ended, type: "subscription.canceled", status: "canceled" });
    expect((await deliver(app.url, canceled.body)).status).toBe(200);
    await until(async () => (await paddleSubscriptions(client)).length === 2);

    const response = await client.post("/api/billing/portal");
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(PORTAL_OVERVIEW);
    const [call, ...others] = callsTo("POST", `/customers/${customerId}/portal-sessions`);
    expect(others).toEqual([]);
    expect(call?.body).toEqual({ subscription_ids: [live] });
    expect(call?.headers.authorization).toMatch(new RegExp(`^bearer ${API_KEY}$`, "i"));

    fake.failNext();
    const failed = await client.post("/api/billing/portal");
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(PADDLE_DOWN);
  });

  it("lets one account spend at most 30 Paddle API calls in 10 minutes, and no other account's", async () => {
    const { client, userId, email } = await account();
    const customerId = await paddleCustomer(email);
    expect(
      (await deliver(app.url, subscriptionNotice(customerId, { userId, subscriptionId: `sub_budget_${userId}`, priceId: PRICES.proMonthly }).body)).status,
    ).toBe(200);
    await until(async () => (await plan(client)).tier === "pro");
    fake.reset();

    for (let i = 0; i < PADDLE_API_BUDGET.max; i++) expect((await client.post("/api/billing/portal")).status).toBe(200);
    const refused = await client.post("/api/billing/portal");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many requests to the payment provider\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PADDLE_API_BUDGET.windowSeconds);
    expect(callsTo("POST", `/customers/${customerId}/portal-sessions`)).toHaveLength(PADDLE_API_BUDGET.max);
    // Refresh still answers from what we hold, without asking Paddle; a sync check says when to come back.
    expect(await refresh(client)).toMatchObject({ tier: "pro" });
    expect(callsTo("GET", "/subscriptions")).toHaveLength(0);
    const check = await client.post("/api/subscription/sync-check");
    expect(check.status).toBe(429);
    expect(Number(check.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await account();
    const otherCustomer = await paddleCustomer(other.email);
    await refresh(other.client);
    expect(callsTo("GET", "/subscriptions").map((r) => r.query.customer_id)).toEqual([otherCustomer]);
  });

  it("never hands one account another person's Paddle customer, even when it paid under their e-mail", async () => {
    // The victim has a Paddle customer and a live subscription, with the portal that comes with them.
    const victim = await account();
    const victimCustomer = await paddleCustomer(victim.email);
    const victimSubscription = `sub_victim_${victim.userId}`;
    expect(
      (
        await deliver(
          app.url,
          subscriptionNotice(victimCustomer, { userId: victim.userId, subscriptionId: victimSubscription, priceId: PRICES.proMonthly }).body,
        )
      ).status,
    ).toBe(200);
    await until(async () => (await plan(victim.client)).tier === "pro");

    // The buyer checks out typing the victim's e-mail: Paddle files the payment under the victim's customer.
    const buyer = await account();
    const bought = `sub_buyer_${buyer.userId}`;
    expect(
      (await deliver(app.url, subscriptionNotice(victimCustomer, { userId: buyer.userId, subscriptionId: bought, priceId: PRICES.creatorMonthly }).body))
        .status,
    ).toBe(200);
    await until(async () => (await plan(buyer.client)).tier === "creator");
    // A replayed notification of the victim's subscription claiming the buyer moves nothing either.
    expect(
      (
        await deliver(
          app.url,
          subscriptionNotice(victimCustomer, {
            userId: buyer.userId,
            subscriptionId: victimSubscription,
            priceId: PRICES.proMonthly,
            at: new Date(Date.now() + 1000),
          }).body,
        )
      ).status,
    ).toBe(200);
    fake.seedSubscription({
      id: victimSubscription,
      customerId: victimCustomer,
      priceId: PRICES.proMonthly,
      status: "active",
      updatedAt: new Date(),
      customData: { userId: victim.userId },
    });

    // The buyer paid, but gets neither the victim's portal nor the victim's subscription.
    const portal = await buyer.client.post("/api/billing/portal");
    expect(portal.status).toBe(404);
    expect(callsTo("POST", `/customers/${victimCustomer}/portal-sessions`)).toEqual([]);
    expect(await refresh(buyer.client)).toMatchObject({ tier: "creator" });
    expect((await paddleSubscriptions(buyer.client)).map((sub) => sub.id)).toEqual([bought]);
    expect((await paddleSubscriptions(victim.client)).map((sub) => sub.id)).toEqual([victimSubscription]);
    expect((await victim.client.post("/api/billing/portal")).status).toBe(200);
  });

  it("switches a subscriber's plan through Paddle's subscription update instead of a second checkout", async () => {
    const { client, userId, email } = await account();
    const customerId = await paddleCustomer(email);
    const subscriptionId = `sub_switch_${userId}`;
    fake.seedSubscription({
      id: subscriptionId,
      customerId,
      priceId: PRICES.creatorMonthly,
      status: "active",
      updatedAt: new Date(Date.now() - 60_000),
      customData: { userId },
    });
    expect(
      (
        await deliver(
          app.url,
          subscriptionNotice(customerId, { userId, subscriptionId, priceId: PRICES.creatorMonthly, at: new Date(Date.now() - 60_000) }).body,
        )
      ).status,
    ).toBe(200);
    await until(async () => (await plan(client)).tier === "creator");

    const second = await client.post("/api/billing/checkout", { tier: "pro", interval: "monthly" });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      "You already have a subscription. Switch plans from the pricing page.",
    );
    expect((await client.post("/api/billing/checkout-link", { tier: "pro", interval: "monthly" })).status).toBe(409);
    expect((await client.post("/api/billing/change-plan", { tier: "creator", interval: "monthly" })).status).toBe(409);

    fake.failNext();
    expect((await client.post("/api/billing/change-plan", { tier: "pro", interval: "annual" })).status).toBe(502);
    expect((await plan(client)).tier).toBe("creator");

    const switched = await client.post("/api/billing/change-plan", { tier: "pro", interval: "annual" });
    expect(switched.status).toBe(200);
    expect(await switched.json()).toMatchObject({ tier: "pro", maxProducts: 40 });
    const patches = callsTo("PATCH", `/subscriptions/${subscriptionId}`);
    expect(patches.at(-1)?.body).toEqual({ items: [{ price_id: PRO_ANNUAL, quantity: 1 }], proration_billing_mode: "prorated_immediately" });
    expect(await paddleSubscriptions(client)).toEqual([expect.objectContaining({ id: subscriptionId, tier: "pro", interval: "annual" })]);

    const stranger = await account();
    expect((await stranger.client.post("/api/billing/change-plan", { tier: "pro", interval: "annual" })).status).toBe(404);
  });

  it("refresh takes a newer cancellation from Paddle's API, and ignores an older state", async () => {
    const { client, userId, email } = await account();
    const customerId = await paddleCustomer(email);
    const subscriptionId = `sub_refresh_${userId}`;
    const activatedAt = new Date(Date.now() - 10 * 60_000);
    expect((await deliver(app.url, subscriptionNotice(customerId, { userId, subscriptionId, priceId: PRICES.proMonthly, at: activatedAt }).body)).status).toBe(
      200,
    );
    await until(async () => (await plan(client)).tier === "pro");

    const canceledAt = new Date(activatedAt.getTime() + 5 * 60_000);
    fake.seedSubscription({ id: subscriptionId, customerId, priceId: PRICES.proMonthly, status: "canceled", updatedAt: canceledAt, customData: { userId } });
    expect(await refresh(client)).toMatchObject({ tier: "free", maxProducts: PLANS.free.maxProducts, hasPaidSubscription: false });
    const [list] = callsTo("GET", "/subscriptions");
    expect(list?.query).toMatchObject({ customer_id: customerId });
    expect(list?.headers.authorization).toMatch(new RegExp(`^bearer ${API_KEY}$`, "i"));

    // Paddle answering with a state older than the one we hold changes nothing.
    fake.seedSubscription({
      id: subscriptionId,
      customerId,
      priceId: PRICES.proMonthly,
      status: "active",
      updatedAt: new Date(activatedAt.getTime() + 60_000),
    });
    expect(await refresh(client)).toMatchObject({ tier: "free" });
    expect(callsTo("GET", "/subscriptions")).toHaveLength(2);
    expect(await paddleSubscriptions(client)).toEqual([
      { id: subscriptionId, status: "canceled", tier: "pro", interval: "monthly", updatedAt: canceledAt.toISOString() },
    ]);
  });

  it("refresh finds a subscription no webhook ever told us about, and survives a Paddle outage", async () => {
    const { client, email } = await account();
    const customerId = await paddleCustomer(email);
    fake.failNext();
    expect(await refresh(client)).toMatchObject({ tier: "free" });

    const subscription = fake.seedSubscription({ customerId, priceId: PRO_ANNUAL, status: "active", updatedAt: new Date() });
    expect(await refresh(client)).toMatchObject({ tier: "pro", maxProducts: 40, hasPaidSubscription: true });
    expect(await paddleSubscriptions(client)).toEqual([
      { id: subscription.id, status: "active", tier: "pro", interval: "annual", updatedAt: subscription.updated_at },
    ]);
    expect(callsTo("GET", "/subscriptions").map((r) => r.query.customer_id)).toEqual([customerId, customerId]);
  });

  it("sync check finds the Paddle customer no notification named, by the account's e-mail, and repairs the plan", async () => {
    const { client, email } = await account();
    // Paddle has the customer and a paid subscription, but no notification ever reached us.
    const customer = fake.seedCustomer({ email: email.toUpperCase() });
    fake.seedCustomer({ email: `someone-else-${email}` });
    const subscription = fake.seedSubscription({ customerId: customer.id, priceId: PRO_ANNUAL, status: "active", updatedAt: new Date(), customData: null });
    expect(await refresh(client)).toMatchObject({ tier: "free" });

    const check = async (c: HttpClient) => {
      const response = await c.post("/api/subscription/sync-check");
      expect(response.status).toBe(200);
      return (await response.json()) as SyncCheckResponse;
    };
    expect(await check(client)).toMatchObject({
      changed: true,
      subscription: { tier: "pro", maxProducts: 40, hasPaidSubscription: true, billingInterval: "annual" },
    });
    expect(callsTo("GET", "/customers").map((r) => r.query.email)).toEqual([email]);
    expect(await paddleSubscriptions(client)).toEqual([expect.objectContaining({ id: subscription.id, status: "active", tier: "pro" })]);
    // Nothing left to repair; the customer is known now, so Paddle's customers are not searched again.
    expect(await check(client)).toEqual(expect.objectContaining({ changed: false }));
    expect(callsTo("GET", "/customers")).toHaveLength(1);

    const stranger = await account();
    expect(await check(stranger.client)).toMatchObject({ changed: false, subscription: { tier: "free" } });
    fake.failNext();
    const failed = await stranger.client.post("/api/subscription/sync-check");
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(PADDLE_DOWN);
    expect((await app.client().post("/api/subscription/sync-check")).status).toBe(401);
  });

  it("gives an account that has not confirmed its e-mail neither the customer portal nor a search by that e-mail, until it confirms it", async () => {
    const { client, userId, email } = await account({ confirmed: false });
    const customerId = await paddleCustomer(email);
    expect(
      (await deliver(app.url, subscriptionNotice(customerId, { userId, subscriptionId: `sub_unconfirmed_${userId}`, priceId: PRICES.proMonthly }).body)).status,
    ).toBe(200);
    // Paying through our checkout (our user id in custom_data) still gives the plan.
    await until(async () => (await plan(client)).tier === "pro");
    const portal = await client.post("/api/billing/portal");
    expect(portal.status).toBe(403);
    expect(await portal.json()).toEqual({
      error: { code: "EMAIL_UNCONFIRMED", message: "Confirm your e-mail address to manage your subscription: open the link we sent you when you signed up." },
    });
    expect((await client.post("/api/subscription/sync-check")).status).toBe(200);
    expect(callsTo("GET", "/customers")).toEqual([]);
    expect(callsTo("POST", `/customers/${customerId}/portal-sessions`)).toEqual([]);

    await app.confirmEmail(userId);
    expect((await client.post("/api/billing/portal")).status).toBe(200);
    expect(callsTo("POST", `/customers/${customerId}/portal-sessions`)).toHaveLength(1);
  });

  it("links a subscription event with no custom_data through the customer Paddle's API returns", async () => {
    const { client, email } = await account();
    const customer = fake.seedCustomer({ email: email.toUpperCase() });
    const subscriptionId = `sub_lookup_${randomUUID()}`;
    const response = await deliver(app.url, subscriptionNotice(customer.id, { subscriptionId, priceId: PRICES.proMonthly, anonymous: true }).body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(callsTo("GET", `/customers/${customer.id}`)).toHaveLength(1);
    await until(async () => (await plan(client)).tier === "pro");
    expect((await paddleSubscriptions(client)).map((s) => s.id)).toEqual([subscriptionId]);
  });

  it("answers 400 'User not found' and stores nothing when Paddle does not know the customer or nobody has its e-mail", async () => {
    const stranger = fake.seedCustomer({ email: `stranger-${randomUUID()}@example.com` });
    for (const customerId of [`ctm_01unknown${randomUUID().slice(0, 15)}`, stranger.id]) {
      const { body, eventId } = subscriptionNotice(customerId, { subscriptionId: `sub_${randomUUID()}`, anonymous: true });
      const response = await deliver(app.url, body);
      expect(response.status, customerId).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe("User not found");
      expect(callsTo("GET", `/customers/${customerId}`)).toHaveLength(1);
      expect(await app.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId))).toEqual([]);
    }
  });

  it("has no simulated payment routes in paddle mode", async () => {
    const { client } = await account();
    expect((await client.post("/api/billing/simulated/pay", { tier: "pro", interval: "annual" })).status).toBe(404);
    expect((await client.post("/api/billing/simulated/cancel", { subscriptionId: "sub_x" })).status).toBe(404);
    expect((await plan(client)).tier).toBe("free");
  });
});
