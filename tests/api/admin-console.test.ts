import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TEST_CUSTOMER_PREFIX, ADMIN_TEST_EVENT_PREFIX, type AuditEntryView, type ConsoleReport } from "../../src/core/admin-console";
import { RECOGNISED_EVENTS } from "../../src/server/admin/console/test-webhooks";
import { testFullFlow } from "../../src/server/admin/console/test-full-flow";
import type { AdminDeps } from "../../src/server/admin/deps";
import { loadConfig } from "../../src/server/config";
import { adminAuditLog, billingEvents, paddleCustomers, transactions, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { startFakePaddle } from "../support/fake-paddle";
import { HttpClient } from "../support/http-client";
import { ADMIN_EMAIL, freePort, startTestApp, type TestApp } from "../support/test-app";

const ROUTES: Array<[method: "get" | "post", path: string]> = [
  ["post", "/api/admin/health-check"],
  ["post", "/api/admin/test-webhooks"],
  ["post", "/api/admin/test-full-flow"],
  ["get", "/api/admin/audit"],
];

describe.each(backends)("admin console on %s", (backend) => {
  let app: TestApp;
  let admin: HttpClient;
  let adminId: string;

  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true" });
    admin = app.client();
    adminId = (await app.signUp(admin, { email: ADMIN_EMAIL })).body.user.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const audit = async () => (await app.db.select().from(adminAuditLog)).map((row) => row.action);
  const leftovers = async () => ({
    events: await app.db
      .select()
      .from(billingEvents)
      .where(like(billingEvents.eventId, `${ADMIN_TEST_EVENT_PREFIX}%`)),
    customers: await app.db
      .select()
      .from(paddleCustomers)
      .where(like(paddleCustomers.id, `${ADMIN_TEST_CUSTOMER_PREFIX}%`)),
    testUsers: await app.db.select().from(user).where(eq(user.isTest, true)),
    transactions: await app.db.select().from(transactions).where(like(transactions.paddleTransactionId, "txn_admintest_%")),
  });

  it("answers 403 to a normal user and to an unconfirmed account using the admin's address, and runs nothing", async () => {
    const member = app.client();
    await app.signUp(member);
    for (const client of [member, admin]) {
      for (const [method, path] of ROUTES) expect((await client[method](path)).status, `${method} ${path}`).toBe(403);
    }
    expect(await audit()).toEqual([]);
    expect((await leftovers()).testUsers).toEqual([]);
    await app.confirmEmail(adminId);
    expect((await admin.get("/api/admin/audit")).status).toBe(200);
  });

  it("refuses bodies and queries it does not know with a 400 and records nothing", async () => {
    const before = await audit();
    for (const [path, body] of [
      ["/api/admin/health-check", { deep: true }],
      ["/api/admin/test-webhooks", { only: "subscription.created" }],
      ["/api/admin/test-webhooks", { only: "customer.created", extra: "<script>" }],
      ["/api/admin/test-webhooks", { only: "x".repeat(30_000) }],
      ["/api/admin/test-full-flow", { email: "someone@example.com" }],
    ] as const) {
      expect((await admin.post(path, body)).status, path).toBe(400);
    }
    // Past the server's body limit the answer is 413, before any route runs.
    expect((await admin.post("/api/admin/test-full-flow", { only: "x".repeat(1024 * 1024) })).status).toBe(413);
    for (const query of ["limit=abc", "limit=0", "limit=5000", "limit=5&extra=1"])
      expect((await admin.get(`/api/admin/audit?${query}`)).status, query).toBe(400);
    expect(await audit()).toEqual(before);
  });

  it("runs the health check and reports each dependency with its time", async () => {
    const response = await admin.post("/api/admin/health-check");
    expect(response.status).toBe(200);
    const report = (await response.json()) as ConsoleReport;
    const byName = Object.fromEntries(report.lines.map((line) => [line.name, line]));
    expect(Object.keys(byName)).toEqual(["Database", "Job queue", "Storage", "SMTP", "Paddle API", "Generator"]);
    expect(report.lines.map((line) => line.status)).toEqual(["ok", "ok", "ok", "ok", "skipped", "ok"]);
    expect(byName["Job queue"]?.detail).toMatch(/waiting/);
    expect(byName.Storage?.detail).toMatch(/read back and deleted/);
    for (const line of report.lines) expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(report.ok).toBe(true);
  });

  it("reports an unreachable SMTP server as a failed check without failing the others", async () => {
    const deadPort = await freePort();
    const second = await app.launch({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    const client = new HttpClient(second.url, second.url, "10.9.9.9");
    for (const [name, value] of admin.cookies) client.cookies.set(name, value);
    const report = (await (await client.post("/api/admin/health-check")).json()) as ConsoleReport;
    const smtp = report.lines.find((line) => line.name === "SMTP");
    expect(smtp?.status).toBe("failed");
    expect(smtp?.detail).toMatch(/ECONNREFUSED|connect/i);
    expect(report.ok).toBe(false);
    expect(report.lines.find((line) => line.name === "Database")?.status).toBe("ok");
    const [entry] = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "health-check"))
      .orderBy(adminAuditLog.createdAt)
      .limit(1)
      .offset(1);
    expect(entry?.after).toEqual({ ok: false, failed: ["SMTP"] });
  });

  it("checks Paddle's API with the key and the generator's address when they are configured", async () => {
    const fake = await startFakePaddle({ apiKey: "pdl_test_key", prices: [] });
    try {
      const deadPort = await freePort();
      const healthOn = async (env: Record<string, string>) => {
        const server = await app.launch({
          PADDLE_API_URL: fake.url,
          GENERATOR: "openai",
          OPENAI_API_KEY: "sk-test",
          OPENAI_BASE_URL: `http://127.0.0.1:${deadPort}/v1`,
          ...env,
        });
        const client = new HttpClient(server.url, server.url, "10.9.9.8");
        for (const [name, value] of admin.cookies) client.cookies.set(name, value);
        const report = (await (await client.post("/api/admin/health-check")).json()) as ConsoleReport;
        return Object.fromEntries(report.lines.map((line) => [line.name, line]));
      };
      const good = await healthOn({ PADDLE_API_KEY: "pdl_test_key" });
      expect(good["Paddle API"]?.status).toBe("ok");
      expect(fake.requests.some((request) => request.path === "/customers")).toBe(true);
      expect(good.Generator).toMatchObject({ status: "failed" });
      const refused = await healthOn({ PADDLE_API_KEY: "pdl_wrong_key" });
      expect(refused["Paddle API"]?.status).toBe("failed");
    } finally {
      await fake.close();
    }
  });

  it("sends every recognised event for an unknown customer and takes 'User not found' as the expected answer", async () => {
    const report = (await (await admin.post("/api/admin/test-webhooks")).json()) as ConsoleReport;
    expect(report.lines.map((line) => line.name)).toEqual([...RECOGNISED_EVENTS]);
    expect(report.lines.map((line) => line.name)).toEqual(expect.arrayContaining(["customer.created", "subscription.activated", "transaction.paid"]));
    for (const line of report.lines) {
      expect(line.status, line.name).toBe("ok");
      expect(line.detail, line.name).toMatch(line.name.startsWith("customer.") ? /^HTTP 200/ : /^HTTP 400: User not found \(expected\)/);
    }
    expect(report.ok).toBe(true);
    const left = await leftovers();
    expect(left.events).toEqual([]);
    expect(left.customers).toEqual([]);
  });

  it("sends only customer.created when asked", async () => {
    const report = (await (await admin.post("/api/admin/test-webhooks", { only: "customer.created" })).json()) as ConsoleReport;
    expect(report.lines.map((line) => [line.name, line.status])).toEqual([["customer.created", "ok"]]);
    expect((await leftovers()).customers).toEqual([]);
  });

  it("takes a throwaway account through purchase and cancellation and leaves nothing behind", async () => {
    const response = await admin.post("/api/admin/test-full-flow");
    expect(response.status).toBe(200);
    const report = (await response.json()) as ConsoleReport;
    expect(report.lines.map((line) => [line.name, line.status])).toEqual([
      ["Create test account", "ok"],
      ["customer.created", "ok"],
      ["subscription.activated", "ok"],
      ["transaction.completed", "ok"],
      ["subscription.canceled", "ok"],
      ["Remove test account", "ok"],
    ]);
    expect(report.lines.map((line) => line.detail)).toEqual(expect.arrayContaining(["applied; plan is creator", "applied; plan is free"]));
    expect(await leftovers()).toEqual({ events: [], customers: [], testUsers: [], transactions: [] });
  });

  it("still removes the test account when a step fails", async () => {
    // The action itself, signing with a secret the endpoint does not know: the first notification is refused.
    const { prices } = loadConfig({ NODE_ENV: "test", BETTER_AUTH_SECRET: "x".repeat(32), APP_URL: app.url });
    const deps = { db: app.db, prices, webhookSecret: "not-the-secret", selfUrl: () => app.url } as unknown as AdminDeps;
    const [row] = await app.db.select().from(user).where(eq(user.id, adminId));
    const report = await testFullFlow(deps, row as never, { waitMs: 2000 });
    expect(report.ok).toBe(false);
    expect(report.lines.map((line) => [line.name, line.status])).toEqual([
      ["Create test account", "ok"],
      ["customer.created", "failed"],
      ["Remove test account", "ok"],
    ]);
    expect(report.lines[1]?.detail).toMatch(/HTTP 401/);
    expect(await leftovers()).toEqual({ events: [], customers: [], testUsers: [], transactions: [] });
  });

  it("records every action in the audit log and lists it newest first", async () => {
    const response = await admin.get("/api/admin/audit?limit=10");
    expect(response.status).toBe(200);
    const { entries } = (await response.json()) as { entries: AuditEntryView[] };
    expect(entries.map((entry) => entry.action)).toEqual([
      "test-full-flow",
      "test-full-flow",
      "test-customer-created",
      "test-webhooks",
      "health-check",
      "health-check",
      "health-check",
      "health-check",
    ]);
    expect(entries.every((entry) => entry.adminEmail === ADMIN_EMAIL)).toBe(true);
    expect(entries[0]?.target).toMatch(/^admin-test\+[0-9a-f]+@listcraft\.invalid$/);
    expect(entries[0]?.after).toMatchObject({ ok: false });
    expect(entries[1]?.after).toMatchObject({ ok: true });
  });
});
