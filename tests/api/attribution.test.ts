import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributionSourceCounts, attributionTouches } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { STRONG_PASSWORD, startTestApp, type TestApp } from "../support/test-app";

const DAY = 86_400_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const touch = (overrides: Record<string, unknown> = {}) => ({
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
  utm_term: null,
  utm_content: null,
  gclid: null,
  fbclid: null,
  msclkid: null,
  referrer: "https://news.example.com/issue-4",
  landing_page: "/pricing?utm_source=newsletter",
  user_agent: "Mozilla/5.0 (test)",
  timestamp: at(DAY),
  ...overrides,
});

describe.each(backends)("attribution on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  const rowsOf = (sessionId: string) => app.db.select().from(attributionTouches).where(eq(attributionTouches.sessionId, sessionId));
  const byTouch = async (sessionId: string) => Object.fromEntries((await rowsOf(sessionId)).map((row) => [row.touch, row]));

  it("stores the first touch, then a later landing replaces the last touch only; associating on sign-in gives both to the account", async () => {
    const visitor = app.client();
    const session_id = randomUUID();
    const first = touch({ timestamp: at(10 * DAY), gclid: "Cj0KCQ-first" });
    expect((await visitor.post("/api/attribution", { session_id, first_touch: first, last_touch: first })).status).toBe(200);
    const later = touch({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "autumn",
      gclid: null,
      referrer: null,
      landing_page: "/",
      timestamp: at(60_000),
    });
    // The browser sends its kept first touch; even a different one could not replace the stored first.
    expect((await visitor.post("/api/attribution", { session_id, first_touch: later, last_touch: later })).status).toBe(200);

    let rows = await byTouch(session_id);
    expect(rows.first).toMatchObject({ utmSource: "newsletter", utmCampaign: "spring", gclid: "Cj0KCQ-first", userId: null, associatedAt: null });
    expect(rows.last).toMatchObject({ utmSource: "google", utmMedium: "cpc", utmCampaign: "autumn", referrer: null, landingPage: "/", userId: null });
    expect(rows.first?.touchedAt.toISOString()).toBe(first.timestamp);

    const { body } = await app.signUp(visitor);
    const associate = await visitor.post("/api/attribution/associate", { session_id });
    expect(associate.status).toBe(200);
    expect(await associate.json()).toEqual({ associated: 2 });
    rows = await byTouch(session_id);
    expect(rows.first).toMatchObject({ userId: body.user.id, utmCampaign: "spring" });
    expect(rows.last).toMatchObject({ userId: body.user.id, utmCampaign: "autumn" });
    expect(rows.first?.associatedAt).toBeInstanceOf(Date);

    // Idempotent: again changes nothing.
    expect(await (await visitor.post("/api/attribution/associate", { session_id })).json()).toEqual({ associated: 0 });
    expect((await byTouch(session_id)).first?.associatedAt?.getTime()).toBe(rows.first?.associatedAt?.getTime());
  });

  it("never moves a session's rows to another account, and a signed-in store sets the account at once", async () => {
    const owner = app.client();
    const { body: ownerBody } = await app.signUp(owner);
    const session_id = randomUUID();
    expect((await owner.post("/api/attribution", { session_id, first_touch: touch(), last_touch: touch() })).status).toBe(200);
    expect((await rowsOf(session_id)).map((row) => row.userId)).toEqual([ownerBody.user.id, ownerBody.user.id]);

    const thief = app.client();
    await app.signUp(thief);
    expect(await (await thief.post("/api/attribution/associate", { session_id })).json()).toEqual({ associated: 0 });
    const overwrite = touch({ utm_source: "thief" });
    expect((await thief.post("/api/attribution", { session_id, first_touch: overwrite, last_touch: overwrite })).status).toBe(200);
    const rows = await byTouch(session_id);
    expect(rows.first).toMatchObject({ userId: ownerBody.user.id, utmSource: "newsletter" });
    expect(rows.last).toMatchObject({ userId: ownerBody.user.id, utmSource: "newsletter" });
  });

  it("associates only for a signed-in account", async () => {
    const response = await app.client().post("/api/attribution/associate", { session_id: randomUUID() });
    expect(response.status).toBe(401);
  });

  it("refuses junk, oversized fields, extra keys and out-of-range times with 400 and stores nothing", async () => {
    const client = app.client();
    const bodies: unknown[] = [
      { session_id: "not-a-uuid", first_touch: touch(), last_touch: touch() },
      { session_id: randomUUID(), first_touch: touch(), last_touch: touch(), extra: 1 },
      { session_id: randomUUID(), first_touch: touch({ admin: true }), last_touch: touch() },
      { session_id: randomUUID(), first_touch: touch({ utm_source: "x".repeat(201) }), last_touch: touch() },
      { session_id: randomUUID(), first_touch: touch({ user_agent: "u".repeat(501) }), last_touch: touch() },
      { session_id: randomUUID(), first_touch: touch({ utm_campaign: "<script>alert(1)</script>" }), last_touch: touch() },
      { session_id: randomUUID(), first_touch: touch({ timestamp: "yesterday" }), last_touch: touch() },
      { session_id: randomUUID(), first_touch: touch({ timestamp: at(31 * DAY) }), last_touch: touch() },
      { session_id: randomUUID(), first_touch: touch(), last_touch: touch({ timestamp: at(-10 * 60_000) }) },
      { session_id: randomUUID(), first_touch: touch() },
      [],
    ];
    const before = (await app.db.select().from(attributionTouches)).length;
    for (const body of bodies) {
      expect((await client.post("/api/attribution", body)).status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    // A 1 MB field is over the app's 64 KB JSON limit: refused before it is read.
    const huge = { session_id: randomUUID(), first_touch: touch({ user_agent: "u".repeat(1024 * 1024) }), last_touch: touch() };
    expect((await client.post("/api/attribution", huge)).status).toBe(413);
    expect((await client.post("/api/attribution", "{not json")).status).toBe(400);
    expect((await app.db.select().from(attributionTouches)).length).toBe(before);

    for (const body of [{ source: "" }, { source: "a".repeat(101) }, { source: "<b>" }, { source: "google", extra: 1 }, { source: 5 }]) {
      expect((await client.post("/api/attribution/source", body)).status, JSON.stringify(body)).toBe(400);
    }
    const signedIn = app.client();
    await app.signUp(signedIn);
    expect((await signedIn.post("/api/attribution/associate", { session_id: "x" })).status).toBe(400);
    expect((await signedIn.post("/api/attribution/associate", { session_id: randomUUID(), user_id: "someone" })).status).toBe(400);
  });

  it("counts a source per UTC day without consent, and nothing else", async () => {
    const client = app.client();
    const source = `src-${randomUUID().slice(0, 8)}`;
    expect((await client.post("/api/attribution/source", { source: source.toUpperCase() })).status).toBe(200);
    expect((await client.post("/api/attribution/source", { source })).status).toBe(200);
    const rows = await app.db.select().from(attributionSourceCounts).where(eq(attributionSourceCounts.source, source));
    expect(rows).toEqual([{ day: new Date().toISOString().slice(0, 10), source, count: 2 }]);
  });

  it("rate-limits each address: the 31st call in 10 minutes is a 429 and stores nothing", async () => {
    const client = app.client();
    for (let i = 0; i < 30; i++) expect((await client.post("/api/attribution/source", { source: "flood" })).status).toBe(200);
    const session_id = randomUUID();
    const refused = await client.post("/api/attribution", { session_id, first_touch: touch(), last_touch: touch() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf(session_id)).toHaveLength(0);
    // Another address is not affected.
    expect((await app.client().post("/api/attribution/source", { source: "flood" })).status).toBe(200);
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address (issue 30 item 12)", async () => {
    // One /64, a fresh address for every call, written as a client's proxy might.
    for (let i = 0; i < 30; i++) {
      const address = i % 2 ? `2001:DB8:30:12::${(i + 1).toString(16)}` : `2001:db8:30:12:${i + 1}:0:0:1`;
      expect((await app.client({ ip: address }).post("/api/attribution/source", { source: "flood" })).status, address).toBe(200);
    }
    expect((await app.client({ ip: "2001:db8:30:12:ffff:ffff:ffff:fffe" }).post("/api/attribution/source", { source: "flood" })).status).toBe(429);
    expect((await app.client({ ip: "2001:db8:30:13::1" }).post("/api/attribution/source", { source: "flood" })).status).toBe(200);

    for (let i = 0; i < 30; i++) expect((await app.client({ ip: "198.51.100.30" }).post("/api/attribution/source", { source: "flood" })).status).toBe(200);
    for (const mapped of ["::ffff:198.51.100.30", "::ffff:c633:641e", "0:0:0:0:0:ffff:c633:641e"]) {
      expect((await app.client({ ip: mapped }).post("/api/attribution/source", { source: "flood" })).status, mapped).toBe(429);
    }
    // Other mapped clients are their own addresses, not one bucket shared by all of them.
    expect((await app.client({ ip: "::ffff:c633:641f" }).post("/api/attribution/source", { source: "flood" })).status).toBe(200);
  });

  it("deletes the account's attribution with the account", async () => {
    const client = app.client();
    const { body } = await app.signUp(client);
    const session_id = randomUUID();
    expect((await client.post("/api/attribution", { session_id, first_touch: touch(), last_touch: touch() })).status).toBe(200);
    expect(await rowsOf(session_id)).toHaveLength(2);
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await rowsOf(session_id)).toHaveLength(0);
    expect(await app.db.select().from(attributionTouches).where(eq(attributionTouches.userId, body.user.id))).toHaveLength(0);
  });
});
