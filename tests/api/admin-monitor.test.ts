import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MismatchView, MonitorView, PaymentSyncView, ResolveResult, ScanResult } from "../../src/core/monitor";
import { measureHealth } from "../../src/server/admin/monitor/measure-health";
import { loadConfig } from "../../src/server/config";
import {
  adminAuditLog,
  billingEvents,
  healthMetrics,
  paddleSubscriptions,
  paymentMismatches,
  subscriptions,
  transactions,
  user,
} from "../../src/server/db/schema";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { PRICES } from "../support/paddle";
import { ADMIN_EMAIL, startTestApp, type TestApp } from "../support/test-app";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const prices = loadConfig({}).prices;

describe.each(backends)("admin Monitor and Payment Sync on %s", (backend) => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startTestApp(backend);
    admin = app.client();
    const { body } = await app.signUp(admin, { email: ADMIN_EMAIL });
    await app.confirmEmail(body.user.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const account = async () => {
    const client = app.client();
    const { body, email } = await app.signUp(client);
    return { client, userId: body.user.id, email };
  };
  const paid = async (userId: string | null, options: { priceId?: string; total?: string; isTest?: boolean; eventId?: string } = {}) => {
    const id = `txn_${randomUUID()}`;
    await app.db.insert(transactions).values({
      paddleTransactionId: id,
      userId,
      customerEmail: userId ? null : "gone@example.com",
      status: "completed",
      amount: options.total ?? "1400",
      currency: "USD",
      isTest: options.isTest ?? false,
      webhookData: {
        event_id: options.eventId ?? `evt_${randomUUID()}`,
        data: { id, items: [{ price: { id: options.priceId ?? PRICES.creatorMonthly }, quantity: 1 }] },
      },
    });
    return id;
  };
  const entitlingSubscription = async (userId: string, priceId = PRICES.creatorMonthly) => {
    const id = `sub_${randomUUID()}`;
    await app.db.insert(paddleSubscriptions).values({ id, userId, status: "active", priceId, occurredAt: new Date() });
    return id;
  };
  const scan = async () => {
    const response = await admin.post("/api/admin/monitor/scan");
    expect(response.status).toBe(200);
    return json<ScanResult>(response);
  };
  const view = async (query = "") => json<MonitorView>(await admin.get(`/api/admin/monitor${query}`));
  const findingFor = async (key: string) => {
    const [row] = await app.db.select().from(paymentMismatches).where(eq(paymentMismatches.key, key));
    return row;
  };
  const resolve = (alertId: string, resolution: string) => admin.post("/api/admin/monitor/resolve", { alertId, resolution });
  const tierOf = async (userId: string) => (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  it("finds a paid transaction whose account is on Free, upgrades it once, and a rescan adds no duplicate", async () => {
    const { userId, email } = await account();
    const txn = await paid(userId);
    const first = await scan();
    expect(first.found).toBeGreaterThanOrEqual(1);
    const found = await findingFor(`txn:${txn}`);
    expect(found).toMatchObject({ kind: "plan-below-payment", severity: "high", status: "pending", email, amount: "1400", expectedTier: "creator", userId });

    const listed = await view("?status=pending");
    expect(listed.mismatches.map((m) => m.id)).toContain(found!.id);
    expect(listed.mismatches.every((m) => m.status === "pending")).toBe(true);

    const upgraded = await resolve(found!.id, "upgrade");
    expect(upgraded.status).toBe(200);
    expect(await json<ResolveResult>(upgraded)).toMatchObject({ changed: true, mismatch: { status: "resolved", resolution: "upgrade" } });
    expect(await tierOf(userId)).toMatchObject({ tier: "creator", maxProducts: 10, manualTier: "creator" });

    const again = await json<ResolveResult>(await resolve(found!.id, "upgrade"));
    expect(again.changed).toBe(false);
    expect(again.message).toMatch(/Already resolved/);
    const ignoredAfter = await json<ResolveResult>(await resolve(found!.id, "ignore"));
    expect(ignoredAfter).toMatchObject({ changed: false, mismatch: { resolution: "upgrade" } });

    await scan();
    const rows = await app.db
      .select()
      .from(paymentMismatches)
      .where(eq(paymentMismatches.key, `txn:${txn}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "resolved", resolution: "upgrade" });

    const audit = await app.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "resolve-mismatch"), eq(adminAuditLog.target, email)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      before: { status: "pending", tier: "free", manualTier: null },
      after: { status: "resolved", resolution: "upgrade", tier: "creator" },
    });
    expect((await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "monitor-scan"))).length).toBeGreaterThanOrEqual(2);
  });

  it("ignores without touching the plan, idempotently, and the ignored finding stays resolved on rescan", async () => {
    const { userId } = await account();
    const txn = await paid(userId, { priceId: PRICES.proMonthly, total: "3900" });
    await scan();
    const found = (await findingFor(`txn:${txn}`))!;
    expect(found.expectedTier).toBe("pro");
    expect(await json<ResolveResult>(await resolve(found.id, "ignore"))).toMatchObject({ changed: true, mismatch: { resolution: "ignore" } });
    expect(await tierOf(userId)).toMatchObject({ tier: "free", manualTier: null });
    expect((await json<ResolveResult>(await resolve(found.id, "ignore"))).changed).toBe(false);
    expect((await json<ResolveResult>(await resolve(found.id, "upgrade"))).changed).toBe(false);
    expect(await tierOf(userId)).toMatchObject({ tier: "free" });
    await scan();
    expect(await findingFor(`txn:${txn}`)).toMatchObject({ status: "resolved", resolution: "ignore" });
  });

  it("marks a pending finding investigating, once, keeps it on rescan and still resolves it by upgrade", async () => {
    const { userId } = await account();
    const txn = await paid(userId);
    await scan();
    const found = (await findingFor(`txn:${txn}`))!;
    const investigate = () => admin.post("/api/admin/monitor/investigate", { alertId: found.id });
    expect(await json<ResolveResult>(await investigate())).toMatchObject({ changed: true, mismatch: { status: "investigating" } });
    expect((await json<ResolveResult>(await investigate())).changed).toBe(false);
    expect(await tierOf(userId)).toMatchObject({ tier: "free" });
    await scan();
    expect(await findingFor(`txn:${txn}`)).toMatchObject({ status: "investigating" });
    const audit = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "investigate-mismatch"));
    expect(audit).toHaveLength(1);
    expect(await json<ResolveResult>(await resolve(found.id, "upgrade"))).toMatchObject({
      changed: true,
      mismatch: { status: "resolved", resolution: "upgrade" },
    });
    expect(await tierOf(userId)).toMatchObject({ tier: "creator" });
    expect((await admin.post("/api/admin/monitor/investigate", { alertId: "not-a-uuid" })).status).toBe(400);
    expect((await admin.post("/api/admin/monitor/investigate", { alertId: randomUUID() })).status).toBe(404);
  });

  it("finds a payment with no account (which cannot be upgraded) and an account on a paid plan nothing pays for", async () => {
    const orphan = await paid(null);
    const { userId } = await app.onPlan("pro");
    await scan();
    const withoutAccount = (await findingFor(`txn:${orphan}`))!;
    expect(withoutAccount).toMatchObject({ kind: "payment-without-account", severity: "medium", userId: null });
    const refused = await resolve(withoutAccount.id, "upgrade");
    expect(refused.status).toBe(400);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(/no account/);
    expect(await findingFor(`txn:${orphan}`)).toMatchObject({ status: "pending" });

    const risk = (await findingFor(`user:${userId}`))!;
    expect(risk).toMatchObject({ kind: "downgrade-risk", severity: "other", expectedTier: "free" });
    expect((await resolve(risk.id, "upgrade")).status).toBe(400);
  });

  it("resolves a finding that no longer holds as gone, and leaves test data out", async () => {
    const { userId } = await account();
    const txn = await paid(userId);
    await scan();
    expect(await findingFor(`txn:${txn}`)).toMatchObject({ status: "pending" });
    await app.db.update(subscriptions).set({ tier: "creator", maxProducts: 10, manualTier: "creator" }).where(eq(subscriptions.userId, userId));
    const result = await scan();
    expect(result.gone).toBeGreaterThanOrEqual(1);
    expect(await findingFor(`txn:${txn}`)).toMatchObject({ status: "resolved", resolution: "gone" });

    const testAccount = await account();
    await app.db.update(user).set({ isTest: true }).where(eq(user.id, testAccount.userId));
    const ofTestAccount = await paid(testAccount.userId);
    const mock = await paid((await account()).userId, { isTest: true });
    const adminTest = await paid((await account()).userId, { eventId: `evt_admintest_${randomUUID()}` });
    await scan();
    const keys = [ofTestAccount, mock, adminTest].map((id) => `txn:${id}`);
    expect(await app.db.select().from(paymentMismatches).where(inArray(paymentMismatches.key, keys))).toEqual([]);
  });

  it("auto-recovery syncs a stale plan from its subscription and upgrades a clearly paid one", async () => {
    const stale = await account();
    const subscriptionId = await entitlingSubscription(stale.userId, PRICES.proMonthly);
    const unpaidPlan = await account();
    const txn = await paid(unpaidPlan.userId, { priceId: PRICES.proAnnual, total: "39000" });
    await scan();
    expect(await findingFor(`sub:${subscriptionId}`)).toMatchObject({ kind: "plan-below-payment", expectedTier: "pro", status: "pending" });
    const pendingBefore = (await view()).stats.pendingReview;

    const response = await admin.post("/api/admin/monitor/auto-recovery");
    expect(response.status).toBe(200);
    const result = await json<{ recovered: number; remaining: number }>(response);
    expect(result.recovered).toBeGreaterThanOrEqual(2);
    expect(result.remaining).toBe((await view()).stats.pendingReview);
    expect(result.remaining).toBeLessThan(pendingBefore);
    // The subscription alone gives the plan back: no manual grant needed.
    expect(await tierOf(stale.userId)).toMatchObject({ tier: "pro", manualTier: null });
    expect(await findingFor(`sub:${subscriptionId}`)).toMatchObject({ status: "resolved", resolution: "auto-recovery" });
    expect(await tierOf(unpaidPlan.userId)).toMatchObject({ tier: "pro", manualTier: "pro" });
    expect(await findingFor(`txn:${txn}`)).toMatchObject({ status: "resolved", resolution: "auto-recovery" });
    expect(await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "auto-recovery"))).not.toHaveLength(0);
  });

  it("reports the four stats and payment health", async () => {
    await measureHealth(app.db, prices);
    const monitor = await view();
    const rows = await app.db.select().from(paymentMismatches);
    expect(monitor.stats.totalMismatches).toBe(rows.length);
    expect(monitor.stats.pendingReview).toBe(rows.filter((row) => row.status !== "resolved").length);
    expect(monitor.stats.resolvedToday).toBe(rows.filter((row) => row.status === "resolved").length);
    expect(monitor.stats.averageResolutionTime).toEqual(expect.any(Number));
    const detected = monitor.mismatches.map((m: MismatchView) => m.detectedAt);
    expect([...detected].sort().reverse()).toEqual(detected);
    expect(monitor.health.latest).toMatchObject({ webhookSuccess: 100, rating: expect.stringMatching(/excellent|good|poor/) });
    expect(monitor.health.latest!.planAccuracy).toBeLessThan(100);
    expect(monitor.health.series.length).toBeGreaterThanOrEqual(1);
  });

  it("counts failed notifications against webhook success", async () => {
    const events = Array.from({ length: 4 }, (_, i) => ({
      eventId: `evt_${randomUUID()}`,
      eventType: "customer.created",
      occurredAt: new Date(),
      payload: {},
      status: i === 0 ? ("failed" as const) : ("processed" as const),
    }));
    await app.db.insert(billingEvents).values(events);
    const health = await measureHealth(app.db, prices);
    expect(health.webhookSuccess).toBe(75);
    expect(health.rating).toBe("poor");
    await app.db.delete(billingEvents).where(
      inArray(
        billingEvents.eventId,
        events.map((e) => e.eventId),
      ),
    );
  });

  it("Payment Sync reports the accounts whose plan changed", async () => {
    const stale = await account();
    await entitlingSubscription(stale.userId, PRICES.creatorMonthly);
    const started = await admin.post("/api/admin/payment-sync");
    expect(started.status).toBe(202);
    const { id, total } = await json<PaymentSyncView>(started);
    expect(total).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await json<PaymentSyncView>(await admin.get(`/api/admin/payment-sync/${id}`))).finished, { timeout: 20_000 }).toBe(true);
    const report = await json<PaymentSyncView>(await admin.get(`/api/admin/payment-sync/${id}`));
    expect(report.done).toBe(report.total);
    expect(report.changed).toContainEqual({ email: stale.email, before: "free", after: "creator" });
    expect(report.errors).toEqual([]);
    const audit = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.target, id));
    expect(audit.map((row) => row.action).sort()).toEqual(["payment-sync", "payment-sync-finished"]);
    expect((await admin.get(`/api/admin/payment-sync/${randomUUID()}`)).status).toBe(404);
  });

  it("answers 403 to a normal user on every route, and changes nothing", async () => {
    const { client } = await account();
    const before = await app.db.select().from(paymentMismatches);
    const pending = before.find((row) => row.status === "pending");
    const calls = [
      client.get("/api/admin/monitor"),
      client.post("/api/admin/monitor/scan"),
      client.post("/api/admin/monitor/resolve", { alertId: pending?.id ?? randomUUID(), resolution: "ignore" }),
      client.post("/api/admin/monitor/investigate", { alertId: pending?.id ?? randomUUID() }),
      client.post("/api/admin/monitor/auto-recovery"),
      client.post("/api/admin/payment-sync"),
      client.get(`/api/admin/payment-sync/${randomUUID()}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    expect(await app.db.select().from(paymentMismatches)).toEqual(before);
  });

  it("refuses hostile input with 400 and changes nothing", async () => {
    const before = await app.db.select().from(paymentMismatches);
    const id = before[0]!.id;
    const bad = [
      admin.post("/api/admin/monitor/resolve", { alertId: "<script>alert(1)</script>", resolution: "ignore" }),
      admin.post("/api/admin/monitor/resolve", { alertId: id, resolution: "delete" }),
      admin.post("/api/admin/monitor/resolve", { alertId: id, resolution: "ignore", extra: true }),
      admin.post("/api/admin/monitor/resolve", { alertId: "x".repeat(1_000_000), resolution: "ignore" }),
      admin.post("/api/admin/monitor/resolve", [id]),
      admin.post("/api/admin/monitor/scan", { force: true }),
      admin.post("/api/admin/monitor/auto-recovery", { all: "<b>yes</b>" }),
      admin.post("/api/admin/payment-sync", { accounts: Array.from({ length: 10_000 }, () => "a") }),
      admin.get("/api/admin/monitor?status=deleted"),
      admin.get("/api/admin/monitor?status=pending&sql=1"),
      admin.get("/api/admin/payment-sync/not-a-uuid"),
    ];
    for (const response of await Promise.all(bad)) expect([400, 413]).toContain(response.status);
    expect((await admin.post("/api/admin/monitor/resolve", { alertId: randomUUID(), resolution: "ignore" })).status).toBe(404);
    expect(await app.db.select().from(paymentMismatches)).toEqual(before);
  });

  it("names the path parameter :id when a payment sync's id in the path is malformed", async () => {
    const rule = "must be a payment sync id (a UUID)";
    for (const bad of ["not-a-uuid", "%3Cscript%3E", `${randomUUID()}x`]) {
      const response = await admin.get(`/api/admin/payment-sync/${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await response.json()).error, bad).toEqual({ code: "VALIDATION_FAILED", message: `The path parameter :id ${rule}`, details: { id: [rule] } });
    }
  });

  it("a process with workers puts the scan on pg-boss's cron and measures health", async () => {
    const before = (await app.db.select().from(healthMetrics)).length;
    await app.launch({ RUN_WORKER: "true" });
    await expect.poll(async () => (await app.db.select().from(healthMetrics)).length, { timeout: 20_000 }).toBeGreaterThan(before);
    const schedules = (await app.db.execute(sql`select name, cron from pgboss.schedule`)) as unknown as { rows: Array<{ name: string; cron: string }> };
    expect(schedules.rows).toContainEqual({ name: "payment-mismatch-scan", cron: "*/5 * * * *" });
  });
});
