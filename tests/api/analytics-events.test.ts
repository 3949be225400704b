import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneAnalyticsJob } from "../../src/server/analytics/prune-analytics-job";
import { analyticsEvents, attributionSourceCounts, attributionTouches, billingEvents, rateLimits, user } from "../../src/server/db/schema";
import { JOBS } from "../../src/server/all-jobs";
import { createLogger } from "../../src/server/runtime/logger";
import { backends } from "../support/databases";
import { completeProduct } from "../support/listing";
import { deliver, subscriptionEvent, transactionEvent, WEBHOOK_SECRET } from "../support/paddle";
import { HttpClient } from "../support/http-client";
import { STRONG_PASSWORD, startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";

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
  const browserEvent = (overrides: Record<string, unknown> = {}) => ({
    event_id: randomUUID(),
    name: "view_pricing",
    session_id: randomUUID(),
    occurred_at: new Date(Date.now() - 1000).toISOString(),
    ...overrides,
  });
  const storedRows = (ids: string[]) => app.db.select().from(analyticsEvents).where(inArray(analyticsEvents.eventId, ids));
  const storedIds = async (ids: string[]) => (await storedRows(ids)).map((row) => row.eventId);

  it("stores a browser batch once: a repeated event id (a reload) counts once, signed in or not", async () => {
    const anonymous = app.client();
    const first = browserEvent();
    const batch = [first, first, browserEvent({ name: "begin_checkout", value: 1, currency: "USD", properties: { tier: "pro", interval: "annual" } })];
    const response = await anonymous.post("/api/analytics/events", { events: batch });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: 2 });
    expect((await anonymous.post("/api/analytics/events", { events: [first] })).status).toBe(200);
    const rows = await storedRows(batch.map((e) => e.event_id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.userId === null && row.origin === "browser")).toBe(true);
    // begin_checkout carries the plan's price, not the number the page sent.
    expect(rows.find((row) => row.name === "begin_checkout")).toMatchObject({ value: 390, currency: "USD" });

    const { client, userId } = await account();
    const signedIn = browserEvent({ name: "create_product", properties: { category: "planner", images: 2, ai: true } });
    expect((await client.post("/api/analytics/events", { events: [signedIn] })).status).toBe(200);
    const [row] = await app.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, signedIn.event_id));
    expect(row).toMatchObject({ userId, name: "create_product", properties: { category: "planner", images: 2, ai: true } });
  });

  it("refuses purchases, trials, cancellations and junk from the browser with a 400, storing nothing", async () => {
    const client = app.client();
    const good = browserEvent();
    const bad: unknown[] = [
      { events: [browserEvent({ name: "purchase", value: 14 })] },
      { events: [browserEvent({ name: "trial_start" })] },
      { events: [browserEvent({ name: "subscription_cancel" })] },
      { events: [] },
      { events: Array.from({ length: 21 }, () => browserEvent()) },
      { events: [good], extra: 1 },
      { events: [{ ...browserEvent(), user_id: "someone-else" }] },
      { events: [browserEvent({ event_id: "not-a-uuid" })] },
      { events: [browserEvent({ session_id: "x" })] },
      { events: [browserEvent({ value: -1 })] },
      { events: [browserEvent({ value: 100_001 })] },
      { events: [browserEvent({ currency: "usd" })] },
      { events: [browserEvent({ currency: "USDX" })] },
      { events: [browserEvent({ occurred_at: new Date(Date.now() - 25 * 3600_000).toISOString() })] },
      { events: [browserEvent({ occurred_at: new Date(Date.now() + 3600_000).toISOString() })] },
      { events: [browserEvent({ occurred_at: "yesterday" })] },
      { events: [browserEvent({ properties: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) })] },
      { events: [browserEvent({ properties: { nested: { a: 1 } } })] },
      { events: [browserEvent({ properties: { list: [1] } })] },
      { events: [browserEvent({ properties: { text: "x".repeat(201) } })] },
      { events: [browserEvent({ properties: { text: "<script>alert(1)</script>" } })] },
      { events: [browserEvent({ properties: { gclid: "abc" } })] },
      { events: [browserEvent({ properties: { utm_source: "google" } })] },
      { events: [browserEvent({ properties: { "Bad Key": 1 } })] },
      { events: "all" },
      [good],
    ];
    for (const body of bad) {
      const response = await client.post("/api/analytics/events", body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    // A 1 MB body stops at the app's body limit.
    const huge = browserEvent({ properties: { big: "x".repeat(1_000_000) } });
    expect((await client.post("/api/analytics/events", { events: [huge] })).status).toBe(413);
    bad.push({ events: [huge] });
    const ids = bad
      .flatMap((body) => ((body as { events?: Array<{ event_id?: string }> }).events ?? []) as Array<{ event_id?: string }>)
      .map((e) => e.event_id ?? "");
    expect(await storedIds([...ids, good.event_id])).toEqual([]);
    // A valid event in a batch with one bad event is not stored either: the whole batch is refused.
    expect((await client.post("/api/analytics/events", { events: [good, browserEvent({ name: "purchase" })] })).status).toBe(400);
    expect(await storedIds([good.event_id])).toEqual([]);
  });

  it("rate-limits per address and per account with a 429", async () => {
    const client = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await client.post("/api/analytics/events", { events: [browserEvent()] })).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const blocked = browserEvent();
    expect((await client.post("/api/analytics/events", { events: [blocked] })).status).toBe(429);
    expect(await storedIds([blocked.event_id])).toEqual([]);

    // One account from many addresses is limited too.
    const { client: signedIn } = await account();
    const cookie = signedIn.cookieHeader;
    const perAccount: number[] = [];
    for (let i = 0; i < 61; i++) {
      const other = app.client();
      perAccount.push((await other.post("/api/analytics/events", { events: [browserEvent()] }, { cookie })).status);
    }
    expect(perAccount.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(perAccount[60]).toBe(429);
  });
  // --- Issue 30 item 12: no personal data, no made-up value, a daily cap and a retention period ---

  it("drops a browser event's value unless it is a checkout priced by a known tier and interval", async () => {
    const client = app.client();
    const events = {
      unknownTier: browserEvent({ name: "begin_checkout", value: 999, currency: "USD", properties: { tier: "enterprise", interval: "monthly" } }),
      noInterval: browserEvent({ name: "begin_checkout", value: 39, currency: "USD", properties: { tier: "pro" } }),
      noProperties: browserEvent({ name: "begin_checkout", value: 39, currency: "USD" }),
      otherEvent: browserEvent({ name: "view_pricing", value: 5, currency: "EUR" }),
      known: browserEvent({ name: "begin_checkout", value: 1, currency: "EUR", properties: { tier: "creator", interval: "monthly" } }),
    };
    expect((await client.post("/api/analytics/events", { events: Object.values(events) })).status).toBe(200);
    const rows = await storedRows(Object.values(events).map((e) => e.event_id));
    const stored = (event: { event_id: string }) => rows.find((row) => row.eventId === event.event_id);
    for (const event of [events.unknownTier, events.noInterval, events.noProperties, events.otherEvent]) {
      expect(stored(event), JSON.stringify(event)).toMatchObject({ value: null, currency: null });
    }
    expect(stored(events.known)).toMatchObject({ value: 14, currency: "USD" });
  });

  it("refuses property names that carry personal data with a 400 naming the property, and e-mail addresses as values", async () => {
    const client = app.client();
    const refusedNames = [
      "email",
      "e_mail",
      "user_email",
      "emailaddress",
      "phone",
      "phone_number",
      "mobile",
      "name",
      "first_name",
      "lastname",
      "full_name",
      "user_name",
      "customer_name",
      "ip_address",
      "address",
    ];
    const tried: string[] = [];
    for (const name of refusedNames) {
      const event = browserEvent({ properties: { tier: "pro", [name]: "x" } });
      tried.push(event.event_id);
      const response = await client.post("/api/analytics/events", { events: [event] });
      expect(response.status, name).toBe(400);
      const { error } = await response.json();
      expect(error.message, name).toContain(`property "${name}" names personal data`);
      expect(Object.keys(error.details), name).toEqual([`events.0.properties.${name}`]);
    }
    const valued = browserEvent({ properties: { ref: "joe.bloggs@example.com" } });
    tried.push(valued.event_id);
    const byValue = await client.post("/api/analytics/events", { events: [valued] });
    expect(byValue.status).toBe(400);
    expect((await byValue.json()).error.message).toBe("events.0.properties.ref: must not contain an e-mail address");
    expect(await storedIds(tried)).toEqual([]);
    // Names that only look alike are fine.
    const fine = browserEvent({ properties: { plan_name: "Pro", product_name: "Planner", tip: 1, zipped: true, domain: "example" } });
    expect((await client.post("/api/analytics/events", { events: [fine] })).status).toBe(200);
    expect(await storedIds([fine.event_id])).toEqual([fine.event_id]);
  });

  it("stores at most the day's global cap of browser events and attribution records, dropping the rest without an error", async () => {
    const CAP = 5;
    const capped = await app.launch({ ANALYTICS_EVENTS_PER_DAY: String(CAP) });
    // The day's counter is shared with every other test's events: start it from nothing.
    const key = `analytics-day:${new Date().toISOString().slice(0, 10)}`;
    await app.db.delete(rateLimits).where(eq(rateLimits.key, key));
    const client = new HttpClient(capped.url, capped.url, "198.51.100.112");
    const first = Array.from({ length: 4 }, () => browserEvent());
    expect(await (await client.post("/api/analytics/events", { events: first })).json()).toEqual({ stored: 4 });
    const second = Array.from({ length: 3 }, () => browserEvent());
    const over = await client.post("/api/analytics/events", { events: second });
    expect(over.status).toBe(200);
    expect(await over.json()).toEqual({ stored: 1 });
    expect((await storedIds(second.map((e) => e.event_id))).length).toBe(1);

    const source = `capped-${randomUUID().slice(0, 8)}`;
    expect((await client.post("/api/attribution/source", { source })).status).toBe(200);
    expect(await app.db.select().from(attributionSourceCounts).where(eq(attributionSourceCounts.source, source))).toEqual([]);
    const session_id = randomUUID();
    const landing = { utm_source: "x", timestamp: new Date(Date.now() - 1000).toISOString() };
    expect((await client.post("/api/attribution", { session_id, first_touch: landing, last_touch: landing })).status).toBe(200);
    expect(await app.db.select().from(attributionTouches).where(eq(attributionTouches.sessionId, session_id))).toEqual([]);
    // The counter goes on counting: it says how many were dropped (4 + 3 + 1 + 1 - 5).
    const [counter] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect((counter?.count ?? 0) - CAP).toBe(4);
    // Bad input is still a 400 over the cap, not a silent drop.
    expect((await client.post("/api/analytics/events", { events: [browserEvent({ properties: { email: "x" } })] })).status).toBe(400);
  });

  it("deletes raw events and attribution touches past the retention period in a job on the queue", async () => {
    const { userId } = await account();
    const monthsAgo = (months: number, days = 0) => {
      const at = new Date();
      at.setUTCMonth(at.getUTCMonth() - months);
      at.setUTCDate(at.getUTCDate() - days);
      return at;
    };
    const [oldEvent, keptEvent] = [randomUUID(), randomUUID()];
    await app.db.insert(analyticsEvents).values([
      { eventId: oldEvent, name: "view_pricing", userId, origin: "browser", occurredAt: monthsAgo(13, 2) },
      { eventId: keptEvent, name: "view_pricing", userId, origin: "browser", occurredAt: monthsAgo(12, 20) },
    ]);
    const [oldSession, keptSession] = [randomUUID(), randomUUID()];
    await app.db.insert(attributionTouches).values([
      { sessionId: oldSession, touch: "first", touchedAt: monthsAgo(14) },
      { sessionId: keptSession, touch: "first", touchedAt: monthsAgo(1) },
    ]);
    const day = monthsAgo(20).toISOString().slice(0, 10);
    await app.db.insert(attributionSourceCounts).values({ day, source: `old-${oldSession.slice(0, 8)}`, count: 3 });

    // Each process with workers queues the run on the queue, and works it: this app's did at start.
    const completedRuns = async () =>
      (
        (await app.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${JOBS.pruneAnalytics.name} and state = 'completed'`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]?.n ?? 0;
    await expect.poll(completedRuns, { timeout: 10_000 }).toBeGreaterThan(0);
    // The next run, as its worker makes it.
    await pruneAnalyticsJob({ db: app.db, logger: createLogger("silent"), retentionMonths: 13 })();

    expect(await storedIds([oldEvent, keptEvent])).toEqual([keptEvent]);
    const sessions = await app.db
      .select({ sessionId: attributionTouches.sessionId })
      .from(attributionTouches)
      .where(inArray(attributionTouches.sessionId, [oldSession, keptSession]));
    expect(sessions).toEqual([{ sessionId: keptSession }]);
    // The per-day source counts hold no personal data and stay.
    expect(await app.db.select().from(attributionSourceCounts).where(eq(attributionSourceCounts.day, day))).toHaveLength(1);
  });
});
