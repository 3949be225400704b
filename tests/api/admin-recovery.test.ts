import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ManualSyncResult, NotificationResult, RecoveryAccount, VerifyPaymentResult } from "../../src/core/admin-recovery";
import { PLANS } from "../../src/core/plans";
import { manualSync, type RetryPolicy } from "../../src/server/admin/recovery/manual-sync";
import { createPaddleClient } from "../../src/server/billing/paddle-client";
import { adminAuditLog, billingEvents, rateLimits, subscriptions, user } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/runtime/logger";
import { backends, type Backend } from "../support/databases";
import { startFakePaddle, type FakePaddle, type FakePrice } from "../support/fake-paddle";
import { HttpClient } from "../support/http-client";
import { customerEvent, deliver, PRICES, subscriptionEvent, transactionEvent, WEBHOOK_SECRET } from "../support/paddle";
import { ADMIN_EMAIL, startTestApp, type TestApp } from "../support/test-app";
import { trialEmailKey } from "../../src/server/billing/trial-email-key";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const PRICE_IDS = {
  creator: { monthly: PRICES.creatorMonthly, annual: "pri_local_creator_annual" },
  pro: { monthly: PRICES.proMonthly, annual: PRICES.proAnnual },
};
const logger = createLogger("silent");
const emailKey = trialEmailKey("test-secret-0123456789");

/** Every route of the three tabs, with a body that would be valid. */
const ROUTES: Array<[method: "GET" | "POST", path: string, body?: unknown]> = [
  ["POST", "/api/admin/users/find", { email: "someone@example.com" }],
  ["POST", "/api/admin/users/manual-sync", { email: "someone@example.com" }],
  ["POST", "/api/admin/users/resend-confirmation", { email: "someone@example.com" }],
  ["POST", "/api/admin/users/revoke-sessions", { email: "someone@example.com" }],
  ["POST", "/api/admin/paddle/link-customer", { email: "someone@example.com", customerId: "ctm_01abc" }],
  ["POST", "/api/admin/paddle/reapply", { eventId: "evt_1" }],
  ["POST", "/api/admin/paddle/replay", { eventId: "evt_1" }],
  ["POST", "/api/admin/verify-payment", { transactionId: "txn_01abc" }],
];
const call = (client: HttpClient, [method, path, body]: (typeof ROUTES)[number]) => (method === "GET" ? client.get(path) : client.post(path, body));

/** A policy that never waits: the sleeps are recorded and the clock moves by them. */
function instantPolicy(overrides: Partial<RetryPolicy> = {}) {
  let clock = 0;
  const slept: number[] = [];
  const policy: RetryPolicy = {
    attempts: 5,
    delayMs: 2_000,
    windowMs: 300_000,
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
    now: () => clock,
    ...overrides,
  };
  return { policy, slept };
}

describe.each(backends)("admin User Recovery, Paddle Fix and Verification on %s", (backend) => {
  let app: TestApp;
  let admin: HttpClient;
  let adminId: string;
  let outsider: HttpClient;
  beforeAll(async () => {
    app = await startTestApp(backend, { PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    admin = app.client();
    adminId = (await app.signUp(admin, { email: ADMIN_EMAIL })).body.user.id;
    outsider = app.client();
    await app.signUp(outsider);
  });
  afterAll(async () => {
    await app?.close();
  });

  const confirmAdmin = () => app.confirmEmail(adminId);
  const account = async ({ confirmed = true } = {}) => {
    const client = app.client();
    const { body, email } = await app.signUp(client);
    if (confirmed) await app.confirmEmail(body.user.id);
    return { client, userId: body.user.id, email };
  };
  /** Delivers a signed notification (the worker is off, so it stays `received`) and returns its id. */
  const notify = async (body: string) => {
    expect((await deliver(app.url, body)).status).toBe(200);
    return (JSON.parse(body) as { event_id: string }).event_id;
  };
  const failed = async (eventId: string, lastError = "attempt 4: database went away") => {
    await app.db.update(billingEvents).set({ status: "failed", lastError }).where(eq(billingEvents.eventId, eventId));
  };
  const tierOf = async (userId: string) => (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.tier;
  const audits = (action: string) => app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

  it("answers 403 on every route to a normal user and to an unconfirmed account with the admin's address", async () => {
    for (const route of ROUTES) {
      expect((await call(outsider, route)).status, `${route[1]} (normal user)`).toBe(403);
      expect((await call(admin, route)).status, `${route[1]} (unconfirmed admin address)`).toBe(403);
    }
    expect(await app.db.select().from(adminAuditLog)).toEqual([]);
    await confirmAdmin();
    expect((await admin.get("/api/admin/status")).status).toBe(200);
  });

  describe("as the administrator", () => {
    beforeAll(confirmAdmin);

    it("finds an account with its plan, subscriptions, transactions and notifications", async () => {
      const { userId, email } = await account();
      const subscriptionEventId = await notify(subscriptionEvent(userId, { priceId: PRICES.proMonthly }));
      await failed(subscriptionEventId);
      await notify(transactionEvent(userId, { transactionId: "txn_recovery_find", priceId: PRICES.proMonthly, total: "3900" }));
      const sync = await admin.post("/api/admin/users/manual-sync", { email });
      expect(sync.status).toBe(200);

      const response = await admin.post("/api/admin/users/find", { email: email.toUpperCase() });
      expect(response.status).toBe(200);
      const found = await json<RecoveryAccount>(response);
      expect(found.user).toMatchObject({ id: userId, email, confirmed: true, isTest: false });
      expect(found.plan).toMatchObject({ tier: "pro", manualTier: null, maxProducts: PLANS.pro.maxProducts, completedProducts: 0 });
      expect(found.paddleCustomerId).toBeNull();
      expect(found.subscriptions).toEqual([expect.objectContaining({ id: `sub_${userId}`, status: "active", priceId: PRICES.proMonthly, tier: "pro" })]);
      expect(found.transactions).toEqual([expect.objectContaining({ id: "txn_recovery_find", status: "completed", amount: "3900", currency: "USD" })]);
      expect(found.notifications.map((n) => [n.type, n.status])).toEqual(
        expect.arrayContaining([
          ["subscription.activated", "processed"],
          ["transaction.completed", "processed"],
        ]),
      );
      expect(found.productsCount).toBe(0);
      expect((await audits("find-user")).map((a) => a.target)).toContain(email);

      const missing = await admin.post("/api/admin/users/find", { email: "nobody-here@example.com" });
      expect(missing.status).toBe(404);
      expect((await json<{ error: { message: string } }>(missing)).error.message).toBe("User not found");
    });

    it("manual sync puts an account on the plan its stored notifications pay for, and says what changed", async () => {
      const { userId, email } = await account();
      const eventId = await notify(subscriptionEvent(userId, { priceId: PRICES.proMonthly }));
      await failed(eventId);
      expect(await tierOf(userId)).toBe("free");

      const result = await json<ManualSyncResult>(await admin.post("/api/admin/users/manual-sync", { email }));
      expect(result).toMatchObject({ success: true, attempts: 1, source: "stored", changed: true, error: null });
      expect(result.before.tier).toBe("free");
      expect(result.after).toMatchObject({ tier: "pro", maxProducts: PLANS.pro.maxProducts });
      expect(await tierOf(userId)).toBe("pro");
      const [audit] = (await audits("manual-sync")).filter((a) => a.target === email);
      expect(audit?.before).toMatchObject({ tier: "free" });
      expect(audit?.after).toMatchObject({ success: true, changed: true, after: { tier: "pro" } });

      // A plan row edited out of step with what pays for it is put back; a second sync changes nothing.
      await app.db.update(subscriptions).set({ tier: "free", maxProducts: 1 }).where(eq(subscriptions.userId, userId));
      expect(await json<ManualSyncResult>(await admin.post("/api/admin/users/manual-sync", { email }))).toMatchObject({
        changed: true,
        after: { tier: "pro" },
      });
      expect(await json<ManualSyncResult>(await admin.post("/api/admin/users/manual-sync", { email }))).toMatchObject({ changed: false, attempts: 1 });
    });

    it("retries a failing sync 2 s apart, at most 5 times and within the window, without real waits", async () => {
      const { userId } = await account();
      const eventId = await notify(subscriptionEvent(userId, { priceId: PRICES.creatorMonthly }));
      // A payload the apply step cannot read: every attempt fails.
      await app.db
        .update(billingEvents)
        .set({ payload: sql`jsonb_set(payload, '{data}', '{}'::jsonb)` })
        .where(eq(billingEvents.eventId, eventId));
      const deps = { db: app.db, prices: PRICE_IDS, emailKey, paddle: null, logger };

      const five = instantPolicy();
      const exhausted = await manualSync(deps, userId, five.policy);
      expect(exhausted).toMatchObject({ success: false, attempts: 5, changed: false });
      expect(exhausted.error).toBeTruthy();
      expect(five.slept).toEqual([2_000, 2_000, 2_000, 2_000]);
      expect((await app.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId)))[0]?.lastError).toMatch(/^admin: /);

      const windowed = instantPolicy({ windowMs: 5_000 });
      expect(await manualSync(deps, userId, windowed.policy)).toMatchObject({ success: false, attempts: 3 });
      expect(windowed.slept).toEqual([2_000, 2_000]);

      // Repaired between the first and the second attempt: the second one succeeds.
      const repairing = instantPolicy();
      repairing.policy.sleep = async () => {
        await app.db
          .update(billingEvents)
          .set({ payload: sql`jsonb_set(payload, '{data}', ${JSON.stringify(JSON.parse(subscriptionEvent(userId)).data)}::jsonb)` })
          .where(eq(billingEvents.eventId, eventId));
      };
      expect(await manualSync(deps, userId, repairing.policy)).toMatchObject({ success: true, attempts: 2, changed: true, after: { tier: "creator" } });
    });

    it("resends the confirmation mail to an unconfirmed account, within the address's daily cap", async () => {
      const { email } = await account({ confirmed: false });
      const since = app.mail.mails.length;
      const response = await admin.post("/api/admin/users/resend-confirmation", { email });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ email, sent: true });
      await app.mail.waitFor(email, /Confirm your e-mail/, 5000, since);
      expect((await audits("resend-confirmation")).map((a) => a.target)).toContain(email);

      await app.db
        .update(rateLimits)
        .set({ count: 10 })
        .where(eq(rateLimits.key, `mail-day:${email.toLowerCase()}`));
      const capped = await admin.post("/api/admin/users/resend-confirmation", { email });
      expect(capped.status).toBe(429);
      expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);

      const confirmed = await account();
      expect((await admin.post("/api/admin/users/resend-confirmation", { email: confirmed.email })).status).toBe(409);
    });

    it("revokes an account's sessions, but never the admin's own", async () => {
      const { client, email } = await account();
      expect((await client.get("/api/me")).status).toBe(200);
      const response = await admin.post("/api/admin/users/revoke-sessions", { email });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ email, revoked: 1 });
      expect((await client.get("/api/me")).status).toBe(401);
      expect((await audits("revoke-sessions")).map((a) => a.target)).toContain(email);

      const own = await admin.post("/api/admin/users/revoke-sessions", { email: ADMIN_EMAIL });
      expect(own.status).toBe(400);
      expect((await admin.get("/api/admin/status")).status).toBe(200);
    });

    it("links a Paddle customer only under the confirmed-e-mail rule, unless overridden with a reason", async () => {
      const { userId, email } = await account();
      const customerId = `ctm_${randomUUID().replaceAll("-", "")}`;
      await notify(customerEvent(customerId, `someone-else-${randomUUID()}@example.com`));
      const refused = await admin.post("/api/admin/paddle/link-customer", { email, customerId });
      expect(refused.status).toBe(409);
      expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(/customer's e-mail is someone-else-/);
      expect((await admin.post("/api/admin/paddle/link-customer", { email, customerId, override: true })).status).toBe(400);
      expect((await app.db.select().from(user).where(eq(user.id, userId)))[0]?.paddleCustomerId).toBeNull();

      const forced = await admin.post("/api/admin/paddle/link-customer", { email, customerId, override: true, reason: "Paid under a work address" });
      expect(forced.status).toBe(200);
      expect(await json(forced)).toMatchObject({ email, customerId, overridden: true, plan: { tier: "free" } });
      expect((await app.db.select().from(user).where(eq(user.id, userId)))[0]?.paddleCustomerId).toBe(customerId);
      const [audit] = (await audits("link-customer")).filter((a) => a.target === email);
      expect(audit?.after).toMatchObject({ customerId, override: { reason: "Paid under a work address" } });

      // An unconfirmed account is refused even when the e-mails agree.
      const unconfirmed = await account({ confirmed: false });
      const own = `ctm_${randomUUID().replaceAll("-", "")}`;
      await notify(customerEvent(own, unconfirmed.email));
      const notConfirmed = await admin.post("/api/admin/paddle/link-customer", { email: unconfirmed.email, customerId: own });
      expect(notConfirmed.status).toBe(409);
      expect((await json<{ error: { message: string } }>(notConfirmed)).error.message).toMatch(/not confirmed/);
    });

    it("re-applies a failed notification, which changes the plan; replays any by id; 404 for unknown ids", async () => {
      const { userId } = await account();
      const eventId = await notify(subscriptionEvent(userId, { priceId: PRICES.creatorMonthly }));
      await failed(eventId);
      const response = await admin.post("/api/admin/paddle/reapply", { eventId });
      expect(response.status).toBe(200);
      expect(await json<NotificationResult>(response)).toMatchObject({ eventId, status: "processed", lastError: null, plan: { tier: "creator" } });
      expect(await tierOf(userId)).toBe("creator");
      expect((await admin.post("/api/admin/paddle/reapply", { eventId })).status).toBe(409);

      // Replay repairs state that later edits broke, and is harmless to repeat.
      await app.db.update(subscriptions).set({ tier: "free", maxProducts: 1 }).where(eq(subscriptions.userId, userId));
      await app.db.execute(sql`delete from paddle_subscriptions where user_id = ${userId}`);
      for (let i = 0; i < 2; i++) {
        const replay = await admin.post("/api/admin/paddle/replay", { eventId });
        expect(replay.status).toBe(200);
        expect(await json<NotificationResult>(replay)).toMatchObject({ status: "processed", plan: { tier: "creator" } });
      }
      expect((await audits("reapply-notification")).map((a) => a.target)).toContain(eventId);
      expect((await audits("replay-notification")).filter((a) => a.target === eventId)).toHaveLength(2);

      expect((await admin.post("/api/admin/paddle/replay", { eventId: "evt_does_not_exist" })).status).toBe(404);
      expect((await admin.post("/api/admin/paddle/reapply", { eventId: "evt_does_not_exist" })).status).toBe(404);
    });

    it("verifies a payment from the stored transactions and says whether the plan matches it", async () => {
      const { userId, email } = await account();
      const transactionId = `txn_${randomUUID().replaceAll("-", "")}`;
      await notify(transactionEvent(userId, { transactionId, priceId: PRICES.creatorMonthly, total: "1400" }));
      expect((await admin.post("/api/admin/users/manual-sync", { email })).status).toBe(200);

      const byId = await json<VerifyPaymentResult>(await admin.post("/api/admin/verify-payment", { transactionId }));
      expect(byId).toMatchObject({ source: "stored", exists: true });
      expect(byId.payments).toEqual([
        expect.objectContaining({
          transactionId,
          status: "completed",
          amount: "14.00",
          currency: "USD",
          entitles: "creator",
          account: { id: userId, email, tier: "creator" },
          planMatches: true,
        }),
      ]);

      await app.db.update(subscriptions).set({ tier: "free", maxProducts: 1 }).where(eq(subscriptions.userId, userId));
      const byEmail = await json<VerifyPaymentResult>(await admin.post("/api/admin/verify-payment", { email }));
      expect(byEmail.payments).toEqual([expect.objectContaining({ transactionId, entitles: "creator", planMatches: false })]);

      expect(await json(await admin.post("/api/admin/verify-payment", { transactionId: "txn_unknown01" }))).toEqual({
        source: "stored",
        exists: false,
        payments: [],
      });
      expect((await audits("verify-payment")).map((a) => a.target)).toEqual(expect.arrayContaining([transactionId, email]));
    });

    it("refuses hostile or malformed input with 400 and changes nothing", async () => {
      const before = (await app.db.select().from(adminAuditLog)).length;
      const huge = "a".repeat(1024 * 1024);
      const bad: Array<[string, unknown]> = [
        ["/api/admin/users/manual-sync", { email: `<script>alert(1)</script>@example.com` }],
        ["/api/admin/users/manual-sync", { email: ADMIN_EMAIL, extra: true }],
        ["/api/admin/users/resend-confirmation", { email: [ADMIN_EMAIL] }],
        ["/api/admin/users/revoke-sessions", {}],
        ["/api/admin/paddle/link-customer", { email: ADMIN_EMAIL, customerId: "<img src=x>" }],
        ["/api/admin/paddle/link-customer", { email: ADMIN_EMAIL, customerId: `ctm_${huge.slice(0, 200)}` }],
        ["/api/admin/paddle/reapply", { eventId: huge.slice(0, 60_000) }],
        ["/api/admin/paddle/replay", { eventId: "evt'; drop table billing_events; --" }],
      ];
      for (const [path, body] of bad) expect((await admin.post(path, body)).status, path).toBe(400);
      expect((await admin.post("/api/admin/users/manual-sync", { email: huge })).status).toBeGreaterThanOrEqual(400);
      expect((await admin.post("/api/admin/users/manual-sync", "not json")).status).toBe(400);
      const lookups: Array<[string, unknown]> = [
        ["/api/admin/verify-payment", {}],
        ["/api/admin/users/find", { email: "x" }],
        ["/api/admin/users/find", { email: "a@example.com", extra: 1 }],
        ["/api/admin/verify-payment", { transactionId: "txn_01a", email: "a@example.com" }],
        ["/api/admin/verify-payment", { transactionId: "<b>" }],
        ["/api/admin/verify-payment", { transactionId: ["txn_01a"] }],
      ];
      for (const [path, body] of lookups) expect((await admin.post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await app.db.select().from(adminAuditLog)).length).toBe(before);
    });
  });
});

/** Paddle mode: the sync asks Paddle's API (a local stand-in speaking its protocol). */
describe.each(backends)("admin manual sync against Paddle's API on %s", (backend) => {
  const API_KEY = "pdl_test_key";
  const mode = paddleMode(backend, API_KEY);

  /** A confirmed account whose Paddle customer holds a Pro subscription no notification told us about. */
  const payingAccount = async () => {
    const client = mode.app.client();
    const { body, email } = await mode.app.signUp(client);
    await mode.app.confirmEmail(body.user.id);
    const customer = mode.fake.seedCustomer({ email });
    expect((await deliver(mode.app.url, customerEvent(customer.id, email))).status).toBe(200);
    mode.fake.seedSubscription({ customerId: customer.id, priceId: PRICES.proMonthly, status: "active", updatedAt: new Date() });
    return { userId: body.user.id, email };
  };

  it("reads the customer's subscriptions from Paddle and fixes the plan", async () => {
    const { userId, email } = await payingAccount();
    const result = await json<ManualSyncResult>(await mode.admin.post("/api/admin/users/manual-sync", { email }));
    expect(result).toMatchObject({ success: true, attempts: 1, source: "paddle", changed: true, before: { tier: "free" }, after: { tier: "pro" } });
    expect(mode.fake.requests.some((r) => r.method === "GET" && r.path === "/subscriptions")).toBe(true);
    expect((await mode.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.tier).toBe("pro");
  });

  it("links a customer whose Paddle e-mail (read from the API) is the account's, and takes on its subscriptions", async () => {
    const client = mode.app.client();
    const { body, email } = await mode.app.signUp(client);
    await mode.app.confirmEmail(body.user.id);
    // No notification told us about this customer: only Paddle's API knows its e-mail.
    const customer = mode.fake.seedCustomer({ email });
    mode.fake.seedSubscription({ customerId: customer.id, priceId: PRICES.creatorMonthly, status: "active", updatedAt: new Date() });
    const response = await mode.admin.post("/api/admin/paddle/link-customer", { email, customerId: customer.id });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ customerId: customer.id, paddleEmail: email, overridden: false, plan: { tier: "creator" } });
    expect(mode.fake.requests.some((r) => r.method === "GET" && r.path === `/customers/${customer.id}`)).toBe(true);

    const stranger = mode.fake.seedCustomer({ email: `stranger-${randomUUID()}@example.com` });
    expect((await mode.admin.post("/api/admin/paddle/link-customer", { email, customerId: stranger.id })).status).toBe(409);
    expect((await mode.admin.post("/api/admin/paddle/link-customer", { email, customerId: "ctm_01unknown" })).status).toBe(404);
  });

  it("tries again after Paddle fails, by the recovery policy", async () => {
    const { userId } = await payingAccount();
    const paddle = createPaddleClient({ PADDLE_API_KEY: API_KEY, PADDLE_API_URL: mode.fake.url, PADDLE_ENV: "sandbox" });
    mode.fake.failNext(1);
    const { policy, slept } = instantPolicy();
    const result = await manualSync({ db: mode.app.db, prices: PRICE_IDS, emailKey, paddle, logger }, userId, policy);
    expect(result).toMatchObject({ success: true, attempts: 2, source: "paddle", after: { tier: "pro" } });
    expect(slept).toEqual([2_000]);
  });
});

/** Verification in Paddle mode: payments are read from Paddle's API (a local stand-in speaking its protocol). */
describe.each(backends)("admin payment verification against Paddle's API on %s", (backend) => {
  const API_KEY = "pdl_verify_key";
  const mode = paddleMode(backend, API_KEY);

  const verify = async (query: Record<string, string>) => {
    const response = await mode.admin.post("/api/admin/verify-payment", query);
    expect(response.status).toBe(200);
    return json<VerifyPaymentResult>(response);
  };
  const paddleGets = (path: string) => mode.fake.requests.filter((r) => r.method === "GET" && r.path === path);
  const setTier = (userId: string, tier: "free" | "creator" | "pro") => mode.app.db.update(subscriptions).set({ tier }).where(eq(subscriptions.userId, userId));
  /** A confirmed account; `linked` also tells us (by notification) its Paddle customer. */
  const customerAccount = async ({ linked }: { linked: boolean }) => {
    const { body, email } = await mode.app.signUp(mode.app.client());
    await mode.app.confirmEmail(body.user.id);
    const customer = mode.fake.seedCustomer({ email });
    if (linked) expect((await deliver(mode.app.url, customerEvent(customer.id, email))).status).toBe(200);
    return { userId: body.user.id, email, customerId: customer.id };
  };

  it("verifies a transaction by id from Paddle: amount, currency, status, account and whether the plan matches", async () => {
    const { userId, email, customerId } = await customerAccount({ linked: true });
    const paid = mode.fake.seedTransaction({ customerId, lines: [{ priceId: PRICES.proMonthly, quantity: 1 }], status: "completed", customData: { userId } });

    const unapplied = await verify({ transactionId: paid.id });
    expect(unapplied).toEqual({
      source: "paddle",
      exists: true,
      payments: [
        {
          transactionId: paid.id,
          status: "completed",
          amount: PLANS.pro.monthlyPrice.toFixed(2),
          currency: "USD",
          createdAt: paid.created_at,
          entitles: "pro",
          account: { id: userId, email, tier: "free" },
          planMatches: false,
        },
      ],
    });
    const asked = paddleGets(`/transactions/${paid.id}`);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.authorization).toMatch(new RegExp(`^bearer ${API_KEY}$`, "i"));

    await setTier(userId, "pro");
    expect((await verify({ transactionId: paid.id })).payments[0]).toMatchObject({ account: { tier: "pro" }, planMatches: true });
    await setTier(userId, "creator");
    expect((await verify({ transactionId: paid.id })).payments[0]).toMatchObject({ account: { tier: "creator" }, planMatches: false });

    // Found by its customer alone (no custom data), in another currency, for an amount no plan's price names.
    const euros = mode.fake.seedTransaction({
      customerId,
      lines: [{ priceId: PRICES.creatorMonthly, quantity: 1 }],
      status: "completed",
      total: "1250",
      currency: "EUR",
    });
    expect((await verify({ transactionId: euros.id })).payments).toEqual([
      expect.objectContaining({
        transactionId: euros.id,
        amount: "12.50",
        currency: "EUR",
        entitles: "creator",
        account: { id: userId, email, tier: "creator" },
        planMatches: true,
      }),
    ]);

    // Yen have no minor units: Paddle's "2000" is ¥2000, not ¥20.00.
    const yen = mode.fake.seedTransaction({
      customerId,
      lines: [{ priceId: PRICES.proMonthly, quantity: 1 }],
      status: "completed",
      total: "2000",
      currency: "JPY",
      customData: { userId },
    });
    expect((await verify({ transactionId: yen.id })).payments).toEqual([expect.objectContaining({ amount: "2000", currency: "JPY", entitles: "pro" })]);

    // A payment that did not go through entitles nothing, so there is no plan to match.
    const failed = mode.fake.seedTransaction({ customerId, lines: [{ priceId: PRICES.proAnnual, quantity: 1 }], status: "past_due", customData: { userId } });
    expect((await verify({ transactionId: failed.id })).payments).toEqual([expect.objectContaining({ status: "past_due", entitles: null, planMatches: null })]);

    const targets = (await mode.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "verify-payment"))).map((a) => a.target);
    expect(targets).toEqual(expect.arrayContaining([paid.id, euros.id, failed.id]));
  });

  it("verifies by e-mail: finds the Paddle customer by its address and reads its payments, newest first", async () => {
    const { userId, email, customerId } = await customerAccount({ linked: false });
    const day = 86_400_000;
    const older = mode.fake.seedTransaction({
      customerId,
      lines: [{ priceId: PRICES.creatorMonthly, quantity: 1 }],
      status: "completed",
      createdAt: new Date(Date.now() - 40 * day),
      customData: { userId },
    });
    const newer = mode.fake.seedTransaction({
      customerId,
      lines: [{ priceId: PRICES.proMonthly, quantity: 1 }],
      status: "completed",
      createdAt: new Date(Date.now() - day),
      customData: { userId },
    });
    const stranger = await customerAccount({ linked: false });
    mode.fake.seedTransaction({ customerId: stranger.customerId, lines: [{ priceId: PRICES.proMonthly, quantity: 1 }], status: "completed" });

    const result = await verify({ email: email.toUpperCase() });
    expect(result).toMatchObject({ source: "paddle", exists: true });
    expect(result.payments.map((p) => [p.transactionId, p.entitles, p.account?.id, p.planMatches])).toEqual([
      [newer.id, "pro", userId, false],
      [older.id, "creator", userId, false],
    ]);
    const [lookup] = paddleGets("/customers");
    expect(lookup?.query.email).toBe(email.toLowerCase());
    const [listing] = paddleGets("/transactions");
    expect(listing?.query).toMatchObject({ customer_id: customerId, order_by: "created_at[DESC]" });
    expect(Number(listing?.query.per_page)).toBeGreaterThan(0);

    // Once we know the customer (a notification linked it), Paddle is not asked to search for it again.
    expect((await deliver(mode.app.url, customerEvent(customerId, email))).status).toBe(200);
    mode.fake.reset();
    expect((await verify({ email })).payments).toHaveLength(2);
    expect(paddleGets("/customers")).toEqual([]);
    expect(paddleGets("/transactions")[0]?.query.customer_id).toBe(customerId);
  });

  it("answers exists: false for a transaction or an e-mail Paddle does not know, and 502 when Paddle fails", async () => {
    expect(await verify({ transactionId: "txn_01unknown00000000000000000" })).toEqual({ source: "paddle", exists: false, payments: [] });
    expect(paddleGets("/transactions/txn_01unknown00000000000000000")).toHaveLength(1);

    const nobody = `nobody-${randomUUID()}@example.com`;
    expect(await verify({ email: nobody })).toEqual({ source: "paddle", exists: false, payments: [] });
    expect(paddleGets("/customers")).toHaveLength(1);
    expect(paddleGets("/transactions")).toEqual([]);

    mode.fake.failNext(1);
    const before = (await mode.app.db.select().from(adminAuditLog)).length;
    expect((await mode.admin.post("/api/admin/verify-payment", { transactionId: "txn_01whatever" })).status).toBe(502);
    expect((await mode.app.db.select().from(adminAuditLog)).length).toBe(before);
  });

  it("refuses requests another site's page makes, reads included, before anything is audited or asked of Paddle; its own pages still work", async () => {
    const { email } = await customerAccount({ linked: true });
    const audited = async () => (await mode.app.db.select().from(adminAuditLog)).length;
    const before = await audited();
    // The admin's cookie, without the Origin header our test client adds: a browser sends none on a GET navigation.
    const browser = new HttpClient(mode.app.url, null);
    for (const [name, value] of mode.admin.cookies) browser.cookies.set(name, value);
    const lookup = `/api/admin/verify-payment?${new URLSearchParams({ email })}`;
    const crossSite: Array<[method: "GET" | "POST", path: string, headers: Record<string, string>]> = [
      // A link or an image on another site: a top-level navigation carries the SameSite=Lax cookie.
      ["GET", lookup, { "sec-fetch-site": "cross-site" }],
      ["GET", `/api/admin/users/find?${new URLSearchParams({ email })}`, { "sec-fetch-site": "cross-site" }],
      ["GET", "/api/admin/status", { "sec-fetch-site": "same-site" }],
      ["GET", "/api/admin/overview?days=7", { origin: "https://evil.example" }],
      ["POST", "/api/admin/verify-payment", { "sec-fetch-site": "cross-site" }],
      ["POST", "/api/admin/verify-payment", { origin: "null" }],
      ["POST", "/api/admin/users/find", { origin: mode.app.url, "sec-fetch-site": "cross-site" }],
    ];
    for (const [method, path, headers] of crossSite) {
      const response = method === "GET" ? await browser.get(path, headers) : await browser.post(path, { email }, headers);
      expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBe("Cross-origin request refused");
    }
    expect(await audited()).toBe(before);
    expect(mode.fake.requests).toEqual([]);

    // The console's own requests (same-origin), and the address typed into the bar ("none").
    expect((await browser.get("/api/admin/status", { "sec-fetch-site": "none" })).status).toBe(200);
    expect((await browser.get("/api/admin/status", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    const own = await browser.post("/api/admin/verify-payment", { email }, { origin: mode.app.url, "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
    expect(await json<VerifyPaymentResult>(own)).toMatchObject({ source: "paddle", exists: false });
    expect(await audited()).toBe(before + 1);
    expect(mode.fake.requests.length).toBeGreaterThan(0);
  });
});

/** The prices Paddle holds in the Paddle-mode tests. */
const PADDLE_CATALOG: FakePrice[] = [
  { id: PRICES.creatorMonthly, amount: PLANS.creator.monthlyPrice * 100, interval: "month" },
  { id: "pri_local_creator_annual", amount: PLANS.creator.annualPrice * 100, interval: "year" },
  { id: PRICES.proMonthly, amount: PLANS.pro.monthlyPrice * 100, interval: "month" },
  { id: PRICES.proAnnual, amount: PLANS.pro.annualPrice * 100, interval: "year" },
];

/**
 * For one describe block: the app in Paddle mode against its own fake Paddle, with a confirmed
 * administrator; the fake's recorded requests are forgotten before each test.
 */
function paddleMode(backend: Backend, apiKey: string) {
  const context = {} as { fake: FakePaddle; app: TestApp; admin: HttpClient };
  beforeAll(async () => {
    context.fake = await startFakePaddle({ apiKey, prices: PADDLE_CATALOG });
    context.app = await startTestApp(backend, {
      PAYMENTS: "paddle",
      PADDLE_CLIENT_TOKEN: "test_client_token",
      PADDLE_API_KEY: apiKey,
      PADDLE_API_URL: context.fake.url,
      PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    context.admin = context.app.client();
    await context.app.confirmEmail((await context.app.signUp(context.admin, { email: ADMIN_EMAIL })).body.user.id);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.fake?.close();
  });
  beforeEach(() => context.fake.reset());
  return context;
}
