import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { raiseAlert, type AlertDeps } from "../../src/server/admin/alerts/raise-alert";
import { raiseWebhookFailureAlert } from "../../src/server/admin/alerts/webhook-failure-alert";
import { paddleEventJob } from "../../src/server/billing/paddle-event-job";
import { RETRY_DELAYS_SECONDS } from "../../src/server/jobs/retry-policy";
import { loadConfig } from "../../src/server/config";
import { adminAuditLog, alertDeliveries, alertRules, billingAlerts, billingEvents, rateLimits, user } from "../../src/server/db/schema";
import type { Queue } from "../../src/server/jobs/queue";
import { createLogger } from "../../src/server/runtime/logger";
import { backends } from "../support/databases";
import { startFakeService } from "../support/fake-services";
import type { HttpClient } from "../support/http-client";
import { ADMIN_EMAIL, STRONG_PASSWORD, startTestApp, type TestApp } from "../support/test-app";
import { trialEmailKey } from "../../src/server/billing/trial-email-key";

const SECRET = "alert-webhook-secret-for-tests";
const MINUTE = 60_000;

/** The receiver's own check, written from docs/alert-webhook.md (not with our signer), so a wrong signature fails. */
function signatureHolds(header: string | undefined, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  return createHmac("sha256", SECRET).update(`${match[1]}.${body}`).digest("hex") === match[2];
}

describe.each(backends)("admin alerts on %s", (backend) => {
  let app: TestApp;
  let receiver: Awaited<ReturnType<typeof startFakeService>>;
  let slack: Awaited<ReturnType<typeof startFakeService>>;
  let admin: HttpClient;
  let deps: AlertDeps;
  let clock: Date;
  let adminId: string;

  beforeAll(async () => {
    receiver = await startFakeService();
    slack = await startFakeService();
    slack.answer((_req, res) => void res.writeHead(200, { "content-type": "text/plain" }).end("ok"));
    const env = { ALERT_WEBHOOK_URL: `${receiver.url}/hooks/alerts`, ALERT_WEBHOOK_SECRET: SECRET, SLACK_WEBHOOK_URL: `${slack.url}/services/T0/B0/x` };
    app = await startTestApp(backend, env);
    const first = app.client();
    const { body } = await app.signUp(first, { email: ADMIN_EMAIL });
    adminId = body.user.id;
    await app.confirmEmail(adminId);
    admin = app.client();
    expect((await admin.post("/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await admin.get("/api/admin/status")).status).toBe(200);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: app.dataDir, SMTP_URL: app.mail.url, ADMIN_EMAIL, ...env });
    deps = { db: app.db, config, logger: createLogger("silent"), now: () => clock, timeoutMs: 3000 };
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await slack?.close();
  });
  beforeEach(async () => {
    clock = new Date();
    await app.db.delete(alertDeliveries);
    receiver.requests.length = 0;
    slack.requests.length = 0;
    receiver.answer((_req, res) => void res.writeHead(200).end("{}"));
    for (const id of ["payment-mismatch", "downgrade-risk", "bulk-anomaly", "webhook-failure"]) {
      await app.db
        .update(alertRules)
        .set({ enabled: true, channels: ["webhook"] })
        .where(eq(alertRules.id, id));
    }
  });

  const deliveries = () => app.db.select().from(alertDeliveries).orderBy(alertDeliveries.createdAt);

  it("posts a signed JSON alert to the webhook receiver and records it as sent", async () => {
    const result = await raiseAlert(deps, { ruleId: "payment-mismatch", value: 7, title: "7 payment mismatches", message: "Review them in Monitor." });
    expect(result.delivered).toEqual(["webhook"]);
    const [request] = await receiver.waitForRequests(1);
    expect(request?.path).toBe("/hooks/alerts");
    expect(request?.headers["content-type"]).toBe("application/json");
    const raw = JSON.stringify(request?.body);
    expect(signatureHolds(request?.headers["x-listcraft-signature"] as string, raw)).toBe(true);
    expect(signatureHolds(request?.headers["x-listcraft-signature"] as string, raw.replace("7 payment", "8 payment"))).toBe(false);
    expect(request?.body).toMatchObject({ type: "alert.raised", rule: "payment-mismatch", title: "7 payment mismatches", value: 7, threshold: 5 });
    expect((await deliveries()).map((row) => [row.channel, row.status])).toEqual([["webhook", "sent"]]);
  });

  it("sends Slack's incoming-webhook JSON: text as the fallback and Block Kit blocks", async () => {
    await app.db
      .update(alertRules)
      .set({ channels: ["slack"] })
      .where(eq(alertRules.id, "bulk-anomaly"));
    await raiseAlert(deps, { ruleId: "bulk-anomaly", value: 60, title: "60 plan changes in an hour", message: "Plans <changed> & more" });
    const [request] = await slack.waitForRequests(1);
    expect(request?.path).toBe("/services/T0/B0/x");
    const body = request?.body as { text: string; blocks: Array<{ type: string; text?: { type: string; text: string } }> };
    expect(body.text).toBe("60 plan changes in an hour: Plans &lt;changed&gt; &amp; more");
    expect(body.blocks[0]).toEqual({ type: "header", text: { type: "plain_text", text: "60 plan changes in an hour" } });
    expect(body.blocks[1]).toEqual({ type: "section", text: { type: "mrkdwn", text: "Plans &lt;changed&gt; &amp; more" } });
    expect(body.blocks.every((block) => ["header", "section", "context"].includes(block.type))).toBe(true);
  });

  it("e-mails ADMIN_EMAIL through the app's SMTP server", async () => {
    await app.db
      .update(alertRules)
      .set({ channels: ["email"] })
      .where(eq(alertRules.id, "payment-mismatch"));
    const since = app.mail.mails.length;
    expect((await raiseAlert(deps, { ruleId: "payment-mismatch", value: 5, title: "5 payment mismatches", message: "Check Monitor." })).delivered).toEqual([
      "email",
    ]);
    const mail = await app.mail.waitFor(ADMIN_EMAIL, /\[Listcraft alert\] 5 payment mismatches/, 5000, since);
    expect(mail.text).toContain("Check Monitor.");
  });

  it("holds a second alert within 15 minutes as cooldown and sends again once they have passed", async () => {
    const raise = () => raiseAlert(deps, { ruleId: "payment-mismatch", value: 9, title: "9 mismatches", message: "m" });
    expect((await raise()).delivered).toEqual(["webhook"]);
    clock = new Date(clock.getTime() + 14 * MINUTE);
    expect((await raise()).delivered).toEqual([]);
    expect(receiver.requests).toHaveLength(1);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect((await raise()).delivered).toEqual(["webhook"]);
    expect(receiver.requests).toHaveLength(2);
    expect((await deliveries()).map((row) => row.status)).toEqual(["sent", "cooldown", "sent"]);
  });

  it("keeps cooldowns per rule: another rule still sends", async () => {
    await raiseAlert(deps, { ruleId: "payment-mismatch", value: 9, title: "a", message: "m" });
    expect((await raiseAlert(deps, { ruleId: "bulk-anomaly", value: 51, title: "b", message: "m" })).delivered).toEqual(["webhook"]);
    expect(receiver.requests).toHaveLength(2);
  });

  it("records a refused delivery as failed with the error, and it does not start a cooldown", async () => {
    receiver.answer((_req, res) => void res.writeHead(500).end("boom"));
    expect((await raiseAlert(deps, { ruleId: "payment-mismatch", value: 9, title: "a", message: "m" })).delivered).toEqual([]);
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ status: "failed", error: "HTTP 500: boom" });
    receiver.answer((_req, res) => void res.writeHead(204).end());
    expect((await raiseAlert(deps, { ruleId: "payment-mismatch", value: 9, title: "a", message: "m" })).delivered).toEqual(["webhook"]);
  });

  it("sends nothing for a disabled rule", async () => {
    await app.db.update(alertRules).set({ enabled: false }).where(eq(alertRules.id, "payment-mismatch"));
    expect((await raiseAlert(deps, { ruleId: "payment-mismatch", value: 500, title: "a", message: "m" })).delivered).toEqual([]);
    expect(await deliveries()).toHaveLength(0);
    expect(receiver.requests).toHaveLength(0);
  });

  it("compares counts as at-least and percentages as falls-below", async () => {
    const fired = async (ruleId: string, value: number) => {
      await app.db.delete(alertDeliveries);
      return (await raiseAlert(deps, { ruleId, value, title: "t", message: "m" })).delivered.length === 1;
    };
    expect(await fired("payment-mismatch", 4)).toBe(false);
    expect(await fired("payment-mismatch", 5)).toBe(true);
    expect(await fired("bulk-anomaly", 49)).toBe(false);
    expect(await fired("bulk-anomaly", 50)).toBe(true);
    expect(await fired("downgrade-risk", 90)).toBe(false);
    expect(await fired("downgrade-risk", 89.9)).toBe(true);
    expect(await fired("webhook-failure", 95)).toBe(false);
    expect(await fired("webhook-failure", 94)).toBe(true);
    expect(await fired("no-such-rule", 1000)).toBe(false);
  });

  it("reports a channel without its settings as not configured", async () => {
    const bare: AlertDeps = { ...deps, config: loadConfig({ NODE_ENV: "test", DATA_DIR: app.dataDir, ADMIN_EMAIL }) };
    await app.db
      .update(alertRules)
      .set({ channels: ["webhook", "slack"] })
      .where(eq(alertRules.id, "payment-mismatch"));
    expect((await raiseAlert(bare, { ruleId: "payment-mismatch", value: 9, title: "a", message: "m" })).delivered).toEqual([]);
    expect((await deliveries()).map((row) => [row.channel, row.status, row.error])).toEqual(
      expect.arrayContaining([
        ["webhook", "failed", "not configured: set ALERT_WEBHOOK_URL and ALERT_WEBHOOK_SECRET"],
        ["slack", "failed", "not configured: set SLACK_WEBHOOK_URL"],
      ]),
    );
  });

  it("raises the webhook-failure rule when a Paddle notification fails for good, and lists it in the tab", async () => {
    const eventId = `evt_alert_${Date.now()}`;
    // Data that cannot be applied: the job fails on every attempt, as a broken notification does.
    const payload = { event_id: eventId, event_type: "subscription.updated", occurred_at: new Date().toISOString(), data: { status: 5 } };
    await app.db.insert(billingEvents).values({ eventId, eventType: "subscription.updated", occurredAt: new Date(), payload, userId: adminId });
    const job = paddleEventJob({
      db: app.db,
      queue: { send: async () => null } as unknown as Queue,
      prices: deps.config.prices,
      emailKey: trialEmailKey("test-secret-0123456789"),
      retryDelaysSeconds: RETRY_DELAYS_SECONDS,
      logger: createLogger("silent"),
      alertFailure: (failure) => raiseWebhookFailureAlert(deps, failure),
    });
    await job({ eventId, attempt: RETRY_DELAYS_SECONDS.length + 1 });
    const [request] = await receiver.waitForRequests(1);
    expect(request?.body).toMatchObject({ rule: "webhook-failure", value: 0, threshold: 95 });
    expect(JSON.stringify(request?.body)).toContain(eventId);
    const listed = (await (await admin.get("/api/admin/alerts")).json()) as {
      webhookFailures: Array<{ id: string; eventId: string; status: string }>;
      recent: Array<{ ruleId: string }>;
    };
    const failure = listed.webhookFailures.find((row) => row.eventId === eventId);
    expect(failure?.status).toBe("pending");
    expect(listed.recent[0]?.ruleId).toBe("webhook-failure");

    const marked = await admin.post(`/api/admin/alerts/webhook-failures/${failure?.id}`, { status: "investigating" });
    expect(marked.status).toBe(200);
    expect((await app.db.select().from(billingAlerts).where(eq(billingAlerts.eventId, eventId)))[0]?.status).toBe("investigating");
    const [audit] = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, failure?.id ?? ""));
    expect(audit).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      action: "update-webhook-failure",
      before: { status: "pending" },
      after: { status: "investigating" },
    });
    for (const bad of [{ status: "pending" }, { status: "resolved", extra: 1 }, { status: "<b>x</b>" }]) {
      expect((await admin.post(`/api/admin/alerts/webhook-failures/${failure?.id}`, bad)).status).toBe(400);
    }
    expect((await admin.post("/api/admin/alerts/webhook-failures/not-a-uuid", { status: "resolved" })).status).toBe(400);
    expect((await admin.post("/api/admin/alerts/webhook-failures/00000000-0000-4000-8000-000000000000", { status: "resolved" })).status).toBe(404);
  });

  it("lists the rules, the 10 most recent deliveries newest first, and which channels are configured", async () => {
    for (let i = 0; i < 12; i++) {
      await app.db.insert(alertDeliveries).values({
        ruleId: "payment-mismatch",
        channel: "email",
        status: "cooldown",
        title: `alert ${i}`,
        message: "m",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const response = await admin.get("/api/admin/alerts");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      rules: Array<{ id: string; threshold: number; direction: string }>;
      recent: Array<{ title: string }>;
      configured: Record<string, boolean>;
    };
    expect(body.rules.map((rule) => [rule.id, rule.direction])).toEqual([
      ["bulk-anomaly", "at-least"],
      ["downgrade-risk", "below"],
      ["payment-mismatch", "at-least"],
      ["webhook-failure", "below"],
    ]);
    expect(body.recent.map((row) => row.title)).toEqual(Array.from({ length: 10 }, (_, i) => `alert ${11 - i}`));
    expect(body.configured).toEqual({ email: true, webhook: true, slack: true });
  });

  it("edits a rule, records the before and after in the audit log, and the next raise follows it", async () => {
    const response = await admin.put("/api/admin/alerts/rules/payment-mismatch", { threshold: 20, channels: ["slack", "webhook"], name: "Mismatches" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { rule: unknown }).rule).toMatchObject({
      id: "payment-mismatch",
      threshold: 20,
      channels: ["slack", "webhook"],
      name: "Mismatches",
    });
    const [audit] = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "edit-alert-rule"));
    expect(audit).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      target: "payment-mismatch",
      before: { threshold: 5, channels: ["webhook"] },
      after: { threshold: 20, channels: ["slack", "webhook"] },
    });
    expect((await raiseAlert(deps, { ruleId: "payment-mismatch", value: 19, title: "a", message: "m" })).delivered).toEqual([]);
    expect((await raiseAlert(deps, { ruleId: "payment-mismatch", value: 20, title: "a", message: "m" })).delivered).toEqual(["slack", "webhook"]);
    await admin.put("/api/admin/alerts/rules/payment-mismatch", { threshold: 5, name: "Payment mismatch" });
    expect((await admin.put("/api/admin/alerts/rules/no-such-rule", { threshold: 5 })).status).toBe(404);
  });

  it("refuses hostile rule edits with 400 and changes nothing", async () => {
    const [before] = await app.db.select().from(alertRules).where(eq(alertRules.id, "bulk-anomaly"));
    const bad: unknown[] = [
      { threshold: -1 },
      { threshold: 100_001 },
      { threshold: "5" },
      { threshold: null },
      { channels: ["email", "email"] },
      { channels: ["sms"] },
      { channels: Array.from({ length: 1000 }, () => "email") },
      { enabled: "yes" },
      { name: "" },
      { name: "x".repeat(101) },
      { description: "<script>alert(1)</script>".repeat(100) },
      { id: "other" },
      { threshold: 1, admin: true },
      [],
      "text",
    ];
    for (const body of bad)
      expect((await admin.put("/api/admin/alerts/rules/bulk-anomaly", body)).status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
    for (const body of bad.slice(0, 11)) expect((await admin.put("/api/admin/alerts/rules/bulk-anomaly", body)).status).toBe(400);
    expect((await admin.put("/api/admin/alerts/rules/bulk-anomaly", { name: "x".repeat(1_000_000) })).status).toBe(413);
    expect((await admin.request("PUT", "/api/admin/alerts/rules/bulk-anomaly", "{oops")).status).toBe(400);
    const nan = await admin.request("PUT", "/api/admin/alerts/rules/bulk-anomaly", '{"threshold": 1e999}');
    expect(nan.status).toBe(400);
    const [after] = await app.db.select().from(alertRules).where(eq(alertRules.id, "bulk-anomaly"));
    expect(after).toEqual(before);
    for (const body of [{}, { channel: "sms" }, { channel: "email", extra: 1 }]) expect((await admin.post("/api/admin/alerts/test", body)).status).toBe(400);
  });

  it("names the path parameter :id when a rule's or a webhook failure's id in the address is malformed", async () => {
    const cases = [
      ["PUT", "/api/admin/alerts/rules/Not_A_Rule", { threshold: 5 }, "must be a rule id: lowercase letters and hyphens, at most 40"],
      ["POST", "/api/admin/alerts/webhook-failures/not-a-uuid", { status: "resolved" }, "must be a webhook failure id (a UUID)"],
    ] as const;
    for (const [method, path, body, rule] of cases) {
      const response = await admin.request(method, path, body);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error, path).toEqual({ code: "VALIDATION_FAILED", message: `The path parameter :id ${rule}`, details: { id: [rule] } });
    }
  });

  it("sends a test on a channel now, past the cooldown, and reports the result", async () => {
    await raiseAlert(deps, { ruleId: "payment-mismatch", value: 9, title: "a", message: "m" });
    const response = await admin.post("/api/admin/alerts/test", { channel: "webhook" });
    expect(await response.json()).toEqual({ channel: "webhook", ok: true, error: null });
    const requests = await receiver.waitForRequests(2);
    expect(requests[1]?.body).toMatchObject({ type: "alert.test", rule: "test" });
    expect(signatureHolds(requests[1]?.headers["x-listcraft-signature"] as string, JSON.stringify(requests[1]?.body))).toBe(true);
    receiver.answer((_req, res) => void res.writeHead(503).end());
    expect(await (await admin.post("/api/admin/alerts/test", { channel: "webhook" })).json()).toEqual({ channel: "webhook", ok: false, error: "HTTP 503" });
    const since = app.mail.mails.length;
    expect(await (await admin.post("/api/admin/alerts/test", { channel: "email" })).json()).toMatchObject({ ok: true });
    await app.mail.waitFor(ADMIN_EMAIL, /Test alert/, 5000, since);
    const tests = (await deliveries()).filter((row) => row.status === "test");
    expect(tests.map((row) => [row.channel, row.error])).toEqual([
      ["webhook", null],
      ["webhook", "HTTP 503"],
      ["email", null],
    ]);
    const audits = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "send-test-alert"));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it("allows at most 10 test sends an hour", async () => {
    await app.db.delete(rateLimits).where(eq(rateLimits.key, `alert-test:${adminId}`));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await admin.post("/api/admin/alerts/test", { channel: "slack" })).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    const refused = await admin.post("/api/admin/alerts/test", { channel: "slack" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(slack.requests).toHaveLength(10);
  });

  it("answers 403 to a normal user and to the admin's address unconfirmed (401 to a visitor) on every alerts route", async () => {
    const outsider = app.client();
    await app.signUp(outsider);
    const routes: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/alerts"],
      ["PUT", "/api/admin/alerts/rules/payment-mismatch", { threshold: 1 }],
      ["POST", "/api/admin/alerts/test", { channel: "webhook" }],
      ["POST", "/api/admin/alerts/webhook-failures/00000000-0000-4000-8000-000000000000", { status: "resolved" }],
    ];
    for (const [method, path, body] of routes) expect((await outsider.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    const [rule] = await app.db.select().from(alertRules).where(eq(alertRules.id, "payment-mismatch"));
    expect(rule?.threshold).toBe(5);
    expect(receiver.requests).toHaveLength(0);
    const visitor = app.client();
    for (const [method, path, body] of routes) expect((await visitor.request(method, path, body)).status).toBe(401);
    // The admin's address, not (or no longer) confirmed: refused too.
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, adminId));
    try {
      for (const [method, path, body] of routes) expect((await admin.request(method, path, body)).status, `unconfirmed ${method} ${path}`).toBe(403);
    } finally {
      await app.confirmEmail(adminId);
    }
    expect(receiver.requests).toHaveLength(0);
  });

  it("sends once when two raises of one rule race", async () => {
    const raise = () => raiseAlert(deps, { ruleId: "payment-mismatch", value: 9, title: "race", message: "m" });
    const results = await Promise.all([raise(), raise(), raise()]);
    expect(results.flatMap((result) => result.delivered)).toEqual(["webhook"]);
    expect((await deliveries()).map((row) => row.status).sort()).toEqual(["cooldown", "cooldown", "sent"]);
    expect(receiver.requests).toHaveLength(1);
  });
});
