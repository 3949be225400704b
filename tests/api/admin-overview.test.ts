import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSubscriptionRow, MockTransactionResult } from "../../src/core/admin/manual-tools";
import type { OverviewResponse } from "../../src/core/admin/overview";
import { adminAuditLog, billingEvents, paddleSubscriptions, subscriptions, transactions, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { WEBHOOK_SECRET } from "../support/paddle";
import { ADMIN_EMAIL, STRONG_PASSWORD, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const DAY = 86_400_000;
const PRICE = {
  creatorMonthly: "pri_local_creator_monthly",
  creatorAnnual: "pri_local_creator_annual",
  proMonthly: "pri_local_pro_monthly",
  proAnnual: "pri_local_pro_annual",
};

/** Every route this file owns, with a body a valid request would carry. */
const ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ["GET", "/api/admin/overview?days=7"],
  ["PUT", "/api/admin/subscription", { email: "someone@example.com", tier: "pro" }],
  ["GET", "/api/admin/subscriptions/someone%40example.com"],
  ["PATCH", "/api/admin/subscriptions/someone%40example.com", { manualTier: "pro" }],
  ["POST", "/api/admin/mock-transactions", { email: "someone@example.com", tier: "pro", interval: "monthly" }],
];

describe.each(backends)("admin Overview and Manual Tools on %s", (backend) => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startTestApp(backend);
    admin = app.client();
    await app.signUp(admin, { email: ADMIN_EMAIL });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An account written straight to the database, as of `createdAt`. */
  const seedAccount = async (options: { createdAt?: Date; tier?: "free" | "creator" | "pro"; manualTier?: "creator" | "pro"; isTest?: boolean } = {}) => {
    const id = randomUUID();
    const email = uniqueEmail("seed");
    await app.db
      .insert(user)
      .values({ id, name: "Seed", email, emailVerified: true, isTest: options.isTest ?? false, createdAt: options.createdAt ?? new Date() });
    const tier = options.tier ?? "free";
    await app.db
      .insert(subscriptions)
      .values({ userId: id, tier, maxProducts: { free: 1, creator: 10, pro: 40 }[tier], manualTier: options.manualTier ?? null });
    return { id, email };
  };
  const seedSubscription = (userId: string, priceId: string, status = "active") =>
    app.db.insert(paddleSubscriptions).values({ id: `sub_${randomUUID()}`, userId, priceId, status, occurredAt: new Date() });
  const seedTransaction = (userId: string, createdAt: Date, isTest = false) =>
    app.db
      .insert(transactions)
      .values({ paddleTransactionId: `txn_${randomUUID()}`, userId, status: "completed", amount: "1400", currency: "USD", webhookData: {}, isTest, createdAt });
  const overview = async (days: 1 | 7 | 30) => {
    const response = await admin.get(`/api/admin/overview?days=${days}`);
    expect(response.status).toBe(200);
    return json<OverviewResponse>(response);
  };
  const rowOf = async (userId: string) => (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const auditCount = async () => (await app.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;
  const lastAudit = async () => (await app.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1))[0];

  it("answers 403 on every route to a normal user and to the admin's address before it is confirmed", async () => {
    const normal = app.client();
    await app.signUp(normal);
    for (const client of [normal, admin]) {
      for (const [method, path, body] of ROUTES) {
        expect((await client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await app.db.select().from(transactions)).toEqual([]);
    expect(await auditCount()).toBe(0);
    // From here on the administrator is verified.
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL));
    expect((await admin.get("/api/admin/overview")).status).toBe(200);
  });

  it("counts accounts, paying accounts per plan, MRR, ARR, sign-ups and first payments, leaving test accounts and payments out", async () => {
    const before = { 1: await overview(1), 7: await overview(7), 30: await overview(30) };
    const now = Date.now();
    const twoDaysAgo = new Date(now - 2 * DAY);
    const creatorMonthly = await seedAccount({ createdAt: twoDaysAgo, tier: "creator" });
    await seedSubscription(creatorMonthly.id, PRICE.creatorMonthly);
    await seedTransaction(creatorMonthly.id, twoDaysAgo);
    await seedTransaction(creatorMonthly.id, new Date(now)); // a renewal is not an upgrade
    const proAnnual = await seedAccount({ createdAt: twoDaysAgo, tier: "pro" });
    await seedSubscription(proAnnual.id, PRICE.proAnnual);
    await seedTransaction(proAnnual.id, new Date(now - 20 * DAY));
    const proPastDue = await seedAccount({ createdAt: twoDaysAgo, tier: "pro" });
    await seedSubscription(proPastDue.id, PRICE.proMonthly, "past_due");
    const cancelled = await seedAccount({ createdAt: new Date(now - 10 * DAY) });
    await seedSubscription(cancelled.id, PRICE.creatorAnnual, "canceled");
    await seedAccount({ createdAt: new Date(now - 10 * DAY), tier: "pro", manualTier: "pro" });
    const tester = await seedAccount({ tier: "pro", isTest: true });
    await seedSubscription(tester.id, PRICE.proMonthly);
    await seedTransaction(tester.id, new Date(now));
    const unbacked = await seedAccount({ tier: "creator" });
    await seedTransaction(unbacked.id, new Date(now), true);

    const after = { 1: await overview(1), 7: await overview(7), 30: await overview(30) };
    expect(after[7].accounts - before[7].accounts).toBe(6);
    // 14 (creator monthly) + 390 / 12 (pro annual) + 39 (pro monthly, past due: Paddle is still retrying)
    expect(Math.round((after[7].mrr - before[7].mrr) * 100) / 100).toBe(85.5);
    expect(Math.round((after[7].arr - before[7].arr) * 100) / 100).toBe(1026);
    expect(after[7].arr).toBe(Math.round(after[7].mrr * 1200) / 100);
    expect(after[7].activeSubscriptions - before[7].activeSubscriptions).toBe(3);
    const delta = (tier: "creator" | "pro", key: "total" | "paddle" | "manual" | "other") => after[7].paying[tier][key] - before[7].paying[tier][key];
    expect([delta("creator", "total"), delta("creator", "paddle"), delta("creator", "manual"), delta("creator", "other")]).toEqual([2, 1, 0, 1]);
    expect([delta("pro", "total"), delta("pro", "paddle"), delta("pro", "manual"), delta("pro", "other")]).toEqual([3, 2, 1, 0]);

    expect([1, 7, 30].map((d) => after[d as 1].signups - before[d as 1].signups)).toEqual([1, 4, 6]);
    expect([1, 7, 30].map((d) => after[d as 1].upgrades - before[d as 1].upgrades)).toEqual([0, 1, 2]);
    expect(after[7].bySource).toBeNull();

    const series = after[7].series;
    expect(series).toHaveLength(7);
    expect(series.at(-1)?.date).toBe(new Date(now).toISOString().slice(0, 10));
    expect(series[0]?.date).toBe(after[7].since.slice(0, 10));
    const upgradeDay = series.find((day) => day.date === twoDaysAgo.toISOString().slice(0, 10));
    const upgradeDayBefore = before[7].series.find((day) => day.date === upgradeDay?.date);
    expect((upgradeDay?.upgrades ?? 0) - (upgradeDayBefore?.upgrades ?? 0)).toBe(1);
    expect(series.reduce((sum, day) => sum + day.signups, 0)).toBe(after[7].signups);
    expect(after[30].series).toHaveLength(30);
    expect(after[1].series).toHaveLength(1);
  });

  it("stops counting an account and its sign-up once the account is deleted", async () => {
    await app.confirmEmail((await app.db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN_EMAIL)))[0]?.id ?? "");
    const overview = async () => json<OverviewResponse>(await admin.get("/api/admin/overview?days=7"));
    const before = await overview();
    const client = app.client();
    await app.signUp(client);
    expect(await overview()).toMatchObject({ accounts: before.accounts + 1, signups: before.signups + 1 });
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    const after = await overview();
    expect(after).toMatchObject({ accounts: before.accounts, signups: before.signups });
    expect(after.series.reduce((sum, day) => sum + day.signups, 0)).toBe(before.signups);
  });

  it("refuses a bad period", async () => {
    for (const query of ["days=3", "days=", "days=7&days=30", "days=<b>7</b>", "period=7", `days=${"9".repeat(5_000)}`]) {
      expect((await admin.get(`/api/admin/overview?${query}`)).status, query.slice(0, 40)).toBe(400);
    }
    expect((await json<OverviewResponse>(await admin.get("/api/admin/overview"))).days).toBe(7);
  });

  it("sets a plan as before and writes it to the audit log", async () => {
    const target = await seedAccount();
    const set = await admin.put("/api/admin/subscription", { email: target.email.toUpperCase(), tier: "pro" });
    expect(set.status).toBe(200);
    expect(await json(set)).toEqual({ email: target.email, tier: "pro", maxProducts: 40 });
    expect(await lastAudit()).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      action: "set-plan",
      target: target.email,
      before: { tier: "free", manualTier: null },
      after: { tier: "pro", manualTier: "pro", maxProducts: 40 },
    });
    expect((await admin.put("/api/admin/subscription", { email: "nobody@example.com", tier: "pro" })).status).toBe(404);
    expect((await admin.put("/api/admin/subscription", { email: target.email, tier: "platinum" })).status).toBe(400);
  });

  it("edits the manual grant, recomputes the tier and the product count, audited before and after", async () => {
    const target = await seedAccount({ tier: "creator" });
    await seedSubscription(target.id, PRICE.creatorMonthly);
    await app.db.update(subscriptions).set({ productCount: 5 }).where(eq(subscriptions.userId, target.id));
    const path = `/api/admin/subscriptions/${encodeURIComponent(target.email)}`;

    const shown = await json<AdminSubscriptionRow>(await admin.get(path));
    expect(shown).toMatchObject({ email: target.email, tier: "creator", manualTier: null, paddleTier: "creator", productCount: 5, isTestAccount: false });

    const granted = await admin.patch(path, { manualTier: "pro" });
    expect(granted.status).toBe(200);
    expect(await json(granted)).toMatchObject({ tier: "pro", manualTier: "pro", maxProducts: 40 });
    expect(await lastAudit()).toMatchObject({
      action: "edit-subscription",
      target: target.email,
      before: { tier: "creator", manualTier: null },
      after: { tier: "pro", manualTier: "pro" },
    });

    // A tier edit is a grant edit: free clears the grant, and the plan Paddle pays for stays.
    expect(await json(await admin.patch(path, { tier: "free" }))).toMatchObject({ tier: "creator", manualTier: null, maxProducts: 10 });
    expect(await rowOf(target.id)).toMatchObject({ tier: "creator", manualTier: null });

    const counted = await json<AdminSubscriptionRow>(await admin.patch(path, { recomputeCount: true }));
    expect(counted.productCount).toBe(0);
    expect(await lastAudit()).toMatchObject({ before: { productCount: 5 }, after: { productCount: 0 } });
    expect((await admin.patch("/api/admin/subscriptions/nobody%40example.com", { manualTier: "pro" })).status).toBe(404);
  });

  it("refuses hostile edits with 400 and changes nothing", async () => {
    const target = await seedAccount({ tier: "creator", manualTier: "creator" });
    const path = `/api/admin/subscriptions/${encodeURIComponent(target.email)}`;
    const rowBefore = await rowOf(target.id);
    const auditsBefore = await auditCount();
    const bodies = [
      {},
      { tier: "platinum" },
      { manualTier: "free" },
      { tier: "pro", manualTier: "pro" },
      { recomputeCount: false },
      { manualTier: "pro", maxProducts: 1000 },
      { manualTier: "<script>alert(1)</script>" },
      { manualTier: "x".repeat(50_000) },
      [],
      "not json",
    ];
    for (const body of bodies) expect((await admin.patch(path, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    // A megabyte is refused before it is read (the app's body limit).
    expect([400, 413]).toContain((await admin.patch(path, { manualTier: "x".repeat(1_000_000) })).status);
    for (const bad of ["not-an-email", "%3Cscript%3E%40example.com", "a".repeat(300) + "%40example.com"]) {
      expect((await admin.patch(`/api/admin/subscriptions/${bad}`, { manualTier: "pro" })).status).toBe(400);
      expect((await admin.get(`/api/admin/subscriptions/${bad}`)).status).toBe(400);
    }
    for (const body of [
      { email: target.email, tier: "pro", interval: "weekly" },
      { email: target.email, tier: "free", interval: "monthly" },
      { email: target.email, tier: "pro", interval: "monthly", isTest: false },
      { email: `${"x".repeat(50_000)}@example.com`, tier: "pro", interval: "monthly" },
    ]) {
      expect((await admin.post("/api/admin/mock-transactions", body)).status).toBe(400);
    }
    expect((await admin.put("/api/admin/subscription", { email: target.email, tier: "pro", manualTier: "pro" })).status).toBe(400);
    expect(await rowOf(target.id)).toEqual(rowBefore);
    expect(await auditCount()).toBe(auditsBefore);
    expect(await app.db.select().from(transactions).where(eq(transactions.userId, target.id))).toEqual([]);
  });

  it("names the path parameter :email when the address in the path is malformed", async () => {
    const rule = "must be an email address of at most 254 characters";
    for (const bad of ["not-an-email", "%3Cscript%3E%40example.com", "a".repeat(300) + "%40example.com"]) {
      for (const response of [
        await admin.get(`/api/admin/subscriptions/${bad}`),
        await admin.patch(`/api/admin/subscriptions/${bad}`, { manualTier: "pro" }),
      ]) {
        expect(response.status, bad).toBe(400);
        expect((await response.json()).error, bad).toEqual({
          code: "VALIDATION_FAILED",
          message: `The path parameter :email ${rule}`,
          details: { email: [rule] },
        });
      }
    }
  });

  it("creates a mock transaction with simulated payments: marked as a test, applied like a real one, audited, left out of revenue", async () => {
    const target = await seedAccount();
    const revenueBefore = await overview(30);
    const response = await admin.post("/api/admin/mock-transactions", { email: target.email, tier: "pro", interval: "annual" });
    expect(response.status).toBe(201);
    const result = await json<MockTransactionResult>(response);
    expect(result).toMatchObject({ amount: "39000", subscription: { tier: "pro", paddleTier: "pro", maxProducts: 40 } });
    const [stored] = await app.db.select().from(transactions).where(eq(transactions.paddleTransactionId, result.transactionId));
    expect(stored).toMatchObject({ userId: target.id, isTest: true, status: "completed", amount: "39000" });
    expect(await rowOf(target.id)).toMatchObject({ tier: "pro", maxProducts: 40, manualTier: null });
    const [event] = await app.db.select().from(billingEvents).where(eq(billingEvents.userId, target.id));
    expect(event).toMatchObject({ eventType: "transaction.completed", status: "processed" });
    expect(await lastAudit()).toMatchObject({
      action: "mock-transaction",
      target: target.email,
      before: { tier: "free" },
      after: { tier: "pro", transactionId: result.transactionId },
    });

    const revenueAfter = await overview(30);
    expect(revenueAfter.mrr).toBe(revenueBefore.mrr);
    expect(revenueAfter.upgrades).toBe(revenueBefore.upgrades);
    expect(revenueAfter.paying.pro.paddle).toBe(revenueBefore.paying.pro.paddle);
  });

  it("makes one live subscription of five parallel mock transactions for one account; the others are a 409 that changes nothing", async () => {
    const target = await seedAccount();
    const auditsBefore = await auditCount();
    const order = { email: target.email, tier: "pro", interval: "monthly" };
    const responses = await Promise.all(Array.from({ length: 5 }, () => admin.post("/api/admin/mock-transactions", order)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect((await json<{ error: { code: string; message: string } }>(refused)).error).toMatchObject({
        code: "CONFLICT",
        message: expect.stringMatching(/already under way|already has a live subscription/),
      });
    }
    const live = await app.db.select().from(paddleSubscriptions).where(eq(paddleSubscriptions.userId, target.id));
    expect(live.map((s) => s.status)).toEqual(["active"]);
    expect(await app.db.select().from(transactions).where(eq(transactions.userId, target.id))).toHaveLength(1);
    expect(await auditCount()).toBe(auditsBefore + 1);
    // Later, one at a time, it is still the one-subscription rule's 409.
    const again = await admin.post("/api/admin/mock-transactions", { ...order, tier: "creator" });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toContain("already has a live subscription");
    expect(await app.db.select().from(paddleSubscriptions).where(eq(paddleSubscriptions.userId, target.id))).toHaveLength(1);
  });

  /** The admin's session on another server over the same database, started with other settings. */
  const adminOn = async (env: Record<string, string>) => {
    const { url } = await app.launch(env);
    const client = new HttpClient(url, url, "10.9.9.9");
    for (const [name, value] of admin.cookies) client.cookies.set(name, value);
    return client;
  };
  const paddleEnv = { PAYMENTS: "paddle", PADDLE_CLIENT_TOKEN: "test_client_token", PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET };

  it("refuses mock transactions in Paddle production mode and changes nothing", async () => {
    const production = await adminOn({ ...paddleEnv, PADDLE_ENV: "production" });
    expect((await production.get("/api/admin/status")).status).toBe(200);
    const target = await seedAccount();
    const auditsBefore = await auditCount();
    const refused = await production.post("/api/admin/mock-transactions", { email: target.email, tier: "pro", interval: "monthly" });
    expect(refused.status).toBe(403);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toContain("Paddle production mode");
    expect(await rowOf(target.id)).toMatchObject({ tier: "free" });
    expect(await app.db.select().from(transactions).where(eq(transactions.userId, target.id))).toEqual([]);
    expect(await app.db.select().from(billingEvents).where(eq(billingEvents.userId, target.id))).toEqual([]);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it("accepts mock transactions in the Paddle sandbox", async () => {
    const sandbox = await adminOn({ ...paddleEnv, PADDLE_ENV: "sandbox" });
    const target = await seedAccount();
    const accepted = await sandbox.post("/api/admin/mock-transactions", { email: target.email, tier: "creator", interval: "monthly" });
    expect(accepted.status).toBe(201);
    expect(await rowOf(target.id)).toMatchObject({ tier: "creator", maxProducts: 10 });
    const [stored] = await app.db.select().from(transactions).where(eq(transactions.userId, target.id));
    expect(stored).toMatchObject({ isTest: true, amount: "1400" });
  });
});
