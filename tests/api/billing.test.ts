import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ApiProduct,
  ApiSubscription,
  CheckoutResponse,
  PaddleSubscriptionsResponse,
  SimulatedPayResponse,
  SyncCheckResponse,
} from "../../src/core/api-types";
import { billingEvents, subscriptions, transactions, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { plannerBody, uploadScreenshots } from "../support/products";
import { ADMIN_EMAIL, startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/**
 * Simulated payments (the embedded default) run Paddle's part locally: signed notifications to our
 * own endpoint. The worker is off here, so the plan changes only when the refresh endpoint applies
 * the stored events; the queue's own path is covered in paddle-webhooks.test.ts and the browser test.
 */
describe.each(backends)("simulated payments, plan refresh and entitlements on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { TEST_FIXTURES: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A signed-up account; confirmed unless said otherwise, since only a confirmed e-mail links a Paddle customer. */
  const account = async ({ confirmed = true } = {}) => {
    const client = app.client();
    const { body, email } = await app.signUp(client);
    if (confirmed) await app.confirmEmail(body.user.id);
    return { client, userId: body.user.id, email };
  };
  const subscriptionOf = async (client: HttpClient) => json<ApiSubscription>(await client.get("/api/subscription"));
  const refresh = async (client: HttpClient) => json<ApiSubscription>(await client.post("/api/subscription/refresh"));
  const pay = async (client: HttpClient, tier = "creator", interval = "monthly") => {
    const response = await client.post("/api/billing/simulated/pay", { tier, interval });
    expect(response.status).toBe(200);
    return json<SimulatedPayResponse>(response);
  };
  const finishedProduct = async (client: HttpClient) => {
    const created = await client.post("/api/products", plannerBody(await uploadScreenshots(client, 2)));
    expect(created.status).toBe(201);
    const { product } = await json<{ product: ApiProduct }>(created);
    const finished = await client.post(`/api/test/products/${product.id}/finish`, { keywords: ["habit tracker", "notion planner"] });
    expect(finished.status).toBe(200);
    return product.id;
  };

  it("reports the payment mode and gives a checkout for the chosen plan", async () => {
    const { client, userId, email } = await account();
    const config = await json<{ payments: unknown }>(await client.get("/api/config"));
    expect(config.payments).toEqual({ mode: "simulated", clientToken: null, environment: "sandbox" });
    const response = await client.post("/api/billing/checkout", { tier: "pro", interval: "annual" });
    expect(response.status).toBe(200);
    const checkout = await json<CheckoutResponse>(response);
    expect(checkout).toEqual({
      mode: "simulated",
      priceId: "pri_local_pro_annual",
      customerEmail: email,
      customData: { userId },
      successUrl: `${app.url}/success`,
      cancelUrl: `${app.url}/pricing?checkout=cancelled`,
      simulatedUrl: "/checkout/simulated?tier=pro&interval=annual",
    });
  });

  it("upgrades through signed notifications to our own endpoint, applied by a refresh", async () => {
    const { client, userId, email } = await account();
    const { transactionId, subscriptionId } = await pay(client, "creator", "monthly");
    // Four notifications were accepted and logged, in Paddle's order.
    const events = await app.db.select().from(billingEvents).where(eq(billingEvents.userId, userId));
    const types = events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()).map((e) => e.eventType);
    expect(types).toEqual(["subscription.created", "transaction.completed", "subscription.activated"]);
    // No worker runs in this file: the plan has not moved yet.
    expect((await subscriptionOf(client)).tier).toBe("free");

    const after = await refresh(client);
    expect(after).toMatchObject({ tier: "creator", maxProducts: 10, recentTransaction: true, hasPaidSubscription: true });
    const [row] = await app.db.select().from(transactions).where(eq(transactions.paddleTransactionId, transactionId));
    expect(row).toMatchObject({ userId, customerEmail: email, status: "completed", amount: "1400", currency: "USD" });
    const [profile] = await app.db.select({ customerId: user.paddleCustomerId }).from(user).where(eq(user.id, userId));
    expect(profile?.customerId).toMatch(/^ctm_local_/);
    const listed = await json<PaddleSubscriptionsResponse>(await client.get("/api/billing/subscriptions"));
    expect(listed.items).toEqual([expect.objectContaining({ id: subscriptionId, status: "active", tier: "creator", interval: "monthly" })]);
    // A second refresh finds nothing new and changes nothing.
    expect(await refresh(client)).toMatchObject({ tier: "creator", maxProducts: 10 });
  });

  it("sync check applies a payment that no job has applied yet, and then finds nothing to repair", async () => {
    const { client } = await account();
    const check = async () => {
      const response = await client.post("/api/subscription/sync-check");
      expect(response.status).toBe(200);
      return json<SyncCheckResponse>(response);
    };
    expect(await check()).toMatchObject({ changed: false, subscription: { tier: "free" } });
    await pay(client, "pro", "monthly");
    expect((await subscriptionOf(client)).tier).toBe("free");
    expect(await check()).toMatchObject({ changed: true, subscription: { tier: "pro", maxProducts: 40, billingInterval: "monthly" } });
    expect(await check()).toMatchObject({ changed: false, subscription: { tier: "pro" } });
    expect((await app.client().post("/api/subscription/sync-check")).status).toBe(401);
  });

  it("annual Pro is charged $390 and gives 40 products", async () => {
    const { client, userId } = await account();
    const { transactionId } = await pay(client, "pro", "annual");
    expect(await refresh(client)).toMatchObject({ tier: "pro", maxProducts: 40 });
    const [row] = await app.db.select().from(transactions).where(eq(transactions.paddleTransactionId, transactionId));
    expect(row).toMatchObject({ userId, amount: "39000" });
  });

  it("a subscriber switches plans on the same subscription; a second checkout is refused", async () => {
    const { client } = await account();
    expect((await client.post("/api/billing/change-plan", { tier: "pro", interval: "monthly" })).status).toBe(404);
    const { subscriptionId } = await pay(client, "creator", "monthly");
    expect(await refresh(client)).toMatchObject({ tier: "creator", billingInterval: "monthly" });
    for (const path of ["/api/billing/checkout", "/api/billing/simulated/pay"]) {
      expect((await client.post(path, { tier: "pro", interval: "monthly" })).status, path).toBe(409);
    }
    const switched = await client.post("/api/billing/change-plan", { tier: "pro", interval: "monthly" });
    expect(switched.status).toBe(200);
    expect(await json(switched)).toMatchObject({ tier: "pro", maxProducts: 40 });
    const listed = await json<PaddleSubscriptionsResponse>(await client.get("/api/billing/subscriptions"));
    expect(listed.items).toEqual([expect.objectContaining({ id: subscriptionId, status: "active", tier: "pro", interval: "monthly" })]);
    expect((await client.post("/api/billing/change-plan", { tier: "pro", interval: "monthly" })).status).toBe(409);
    expect((await client.post("/api/billing/change-plan", { tier: "free", interval: "monthly" })).status).toBe(400);

    // The same plan billed yearly: still Pro, still one subscription.
    const yearly = await client.post("/api/billing/change-plan", { tier: "pro", interval: "annual" });
    expect(yearly.status).toBe(200);
    expect(await json(yearly)).toMatchObject({ tier: "pro", maxProducts: 40, billingInterval: "annual", hasPaidSubscription: true });
    const after = await json<PaddleSubscriptionsResponse>(await client.get("/api/billing/subscriptions"));
    expect(after.items).toEqual([expect.objectContaining({ id: subscriptionId, tier: "pro", interval: "annual" })]);
  });

  it("cancelling returns the account to free and keeps its products", async () => {
    const { client } = await account();
    const productId = await finishedProduct(client);
    const { subscriptionId } = await pay(client);
    expect((await refresh(client)).tier).toBe("creator");
    expect((await client.post("/api/billing/portal")).status).toBe(200);
    const cancelled = await client.post("/api/billing/simulated/cancel", { subscriptionId });
    expect(cancelled.status).toBe(200);
    expect(await refresh(client)).toMatchObject({ tier: "free", maxProducts: 1, productCount: 1, hasPaidSubscription: false, billingInterval: null });
    expect((await client.get(`/api/products/${productId}`)).status).toBe(200);
    const listed = await json<PaddleSubscriptionsResponse>(await client.get("/api/billing/subscriptions"));
    expect(listed.items[0]?.status).toBe("canceled");
  });

  it("leaves SEO keywords and use cases out for the free plan but lists its images for the zip; upgrading unlocks the listing already made", async () => {
    const { client } = await account();
    const productId = await finishedProduct(client);
    const free = (await json<{ product: ApiProduct }>(await client.get(`/api/products/${productId}`))).product;
    expect(free.keywords).toBeNull();
    expect(free.useCases).toBeNull();
    expect(free.features.length).toBeGreaterThan(0);
    const latest = await json<{ product: ApiProduct }>(await client.get("/api/products/latest"));
    expect(latest.product.keywords).toBeNull();
    // Download Images is every plan's (spec section 1): Free lacks only SEO tags, use cases and the text exports.
    const freeImages = await client.get(`/api/products/${productId}/export`);
    expect(freeImages.status).toBe(200);
    expect((await json<{ images: string[] }>(freeImages)).images).toEqual(free.images);
    expect((await client.get(`/api/products/${productId}/exports/txt`)).status).toBe(403);

    await pay(client);
    expect((await refresh(client)).tier).toBe("creator");
    const paid = (await json<{ product: ApiProduct }>(await client.get(`/api/products/${productId}`))).product;
    expect(paid.keywords).toEqual(["habit tracker", "notion planner"]);
    expect(paid.useCases).not.toBeNull();
    const exported = await client.get(`/api/products/${productId}/export`);
    expect(exported.status).toBe(200);
    const { images } = await json<{ images: string[] }>(exported);
    expect(images).toEqual(paid.images);
    expect(images).toHaveLength(2);
  });

  it("refuses bad checkout and payment requests and changes nothing", async () => {
    const { client, userId } = await account();
    const bodies: unknown[] = [
      { tier: "free", interval: "monthly" },
      { tier: "creator", interval: "weekly" },
      { tier: "creator" },
      { tier: "creator", interval: "monthly", userId: "someone" },
      [],
      "null",
    ];
    for (const body of bodies) {
      for (const path of ["/api/billing/checkout", "/api/billing/checkout-link", "/api/billing/simulated/pay"]) {
        const response = await client.post(path, body);
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const notJson = await client.request("POST", "/api/billing/simulated/pay", "tier=pro", { "content-type": "application/x-www-form-urlencoded" });
    expect(notJson.status).toBe(415);
    const signedOut = app.client();
    for (const path of ["/api/billing/checkout", "/api/billing/simulated/pay", "/api/billing/portal", "/api/subscription/refresh"]) {
      expect((await signedOut.post(path, { tier: "creator", interval: "monthly" })).status, path).toBe(401);
    }
    // A cross-site page cannot buy in the user's name.
    const crossSite = await client.request("POST", "/api/billing/simulated/pay", { tier: "pro", interval: "monthly" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await app.db.select().from(billingEvents).where(eq(billingEvents.userId, userId))).toHaveLength(0);
    expect((await refresh(client)).tier).toBe("free");
  });

  it("lets nobody cancel another account's subscription", async () => {
    const owner = await account();
    const stranger = await account();
    const { subscriptionId } = await pay(owner.client);
    expect((await stranger.client.post("/api/billing/simulated/cancel", { subscriptionId })).status).toBe(404);
    expect((await stranger.client.post("/api/billing/simulated/cancel", { subscriptionId: "sub_unknown" })).status).toBe(404);
    expect((await refresh(owner.client)).tier).toBe("creator");
  });

  it("gives a user no API to set their own tier", async () => {
    const { client, userId } = await account();
    expect((await client.post("/api/subscription/refresh", { tier: "pro", maxProducts: 40 })).status).toBe(200);
    expect((await client.request("PUT", "/api/subscription", { tier: "pro" })).status).toBe(404);
    expect((await client.request("PATCH", "/api/subscription", { tier: "pro" })).status).toBe(404);
    await client.post("/api/auth/update-user", { tier: "pro", maxProducts: 40, paddleCustomerId: "ctm_mine" });
    await client.request("PATCH", "/api/account", { tier: "pro" });
    expect((await client.request("PUT", "/api/admin/subscription", { email: "x@example.com", tier: "pro" })).status).toBe(403);
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ tier: "free", maxProducts: 1 });
    const [profile] = await app.db.select({ customerId: user.paddleCustomerId }).from(user).where(eq(user.id, userId));
    expect(profile?.customerId).toBeNull();
  });

  it("lets the verified administrator set any user's tier", async () => {
    const target = await account();
    const admin = app.client();
    await app.signUp(admin, { email: ADMIN_EMAIL });
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL));
    const set = await admin.request("PUT", "/api/admin/subscription", { email: target.email.toUpperCase(), tier: "pro" });
    expect(set.status).toBe(200);
    expect(await json(set)).toEqual({ email: target.email, tier: "pro", maxProducts: 40 });
    expect(await subscriptionOf(target.client)).toMatchObject({ tier: "pro", maxProducts: 40 });
    const blank = await admin.request("PUT", "/api/admin/subscription", { email: " ", tier: "pro" });
    expect(blank.status).toBe(400);
    expect((await json<{ error: { message: string } }>(blank)).error.message).toContain("Please enter a user email");
    expect((await admin.request("PUT", "/api/admin/subscription", { email: "nobody@example.com", tier: "pro" })).status).toBe(404);
    expect((await admin.request("PUT", "/api/admin/subscription", { email: target.email, tier: "platinum" })).status).toBe(400);

    // The grant survives payments: the account gets the better of the two plans.
    await pay(target.client, "creator", "monthly");
    expect(await refresh(target.client)).toMatchObject({ tier: "pro", maxProducts: 40 });
    // Taking the grant back leaves what was paid for.
    const revoked = await admin.request("PUT", "/api/admin/subscription", { email: target.email, tier: "free" });
    expect(await json(revoked)).toEqual({ email: target.email, tier: "creator", maxProducts: 10 });
  });

  // Last in the file: the server it starts runs the jobs every earlier test left queued.
  it("loses no accepted payment when the process dies between storing the event and queueing it", async () => {
    const { client, userId } = await account();
    await pay(client);
    // Stand for a crash right after the answer: the events are stored, their jobs never sent.
    await app.db.execute(sql`delete from pgboss.job where name = 'paddle-event'`);
    await app.db
      .update(billingEvents)
      .set({ receivedAt: new Date(Date.now() - 60_000) })
      .where(eq(billingEvents.userId, userId));
    expect((await subscriptionOf(client)).tier).toBe("free");
    // A restarted process (here a second server with workers) finds and applies them.
    await app.launch({ RUN_WORKER: "true" });
    const statuses = async () => (await app.db.select().from(billingEvents).where(eq(billingEvents.userId, userId))).map((e) => e.status);
    await until(async () => (await statuses()).every((status) => status === "processed"), 20_000).catch(() => undefined);
    expect(await statuses()).toEqual(["processed", "processed", "processed"]);
    expect((await subscriptionOf(client)).tier).toBe("creator");
  }, 40_000);
});
