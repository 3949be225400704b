import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GrowthResponse, GrowthRow } from "../../src/core/admin/growth";
import { analyticsEvents, attributionSourceCounts, attributionTouches, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { ADMIN_EMAIL, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dayText = (days: number) => daysAgo(days).toISOString().slice(0, 10);
type TouchSeed = { utmSource?: string; referrer?: string; at: Date };

describe.each(backends)("admin Growth on %s", (backend) => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startTestApp(backend);
    admin = app.client();
    await app.signUp(admin, { email: ADMIN_EMAIL });
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An account as of `createdAt`, its touches associated, written straight to the database. */
  const seedAccount = async (options: { createdAt?: Date; isTest?: boolean; first?: TouchSeed; last?: TouchSeed } = {}) => {
    const id = randomUUID();
    await app.db.insert(user).values({
      id,
      name: "Seed",
      email: uniqueEmail("growth"),
      emailVerified: true,
      isTest: options.isTest ?? false,
      createdAt: options.createdAt ?? new Date(),
    });
    const sessionId = randomUUID();
    for (const touch of ["first", "last"] as const) {
      const seed = options[touch];
      if (!seed) continue;
      await app.db.insert(attributionTouches).values({
        sessionId,
        touch,
        userId: id,
        utmSource: seed.utmSource ?? null,
        referrer: seed.referrer ?? null,
        touchedAt: seed.at,
        associatedAt: new Date(),
      });
    }
    return id;
  };
  const seedEvent = (userId: string, name: string, occurredAt: Date, value: number | null = null, currency = "USD") =>
    app.db.insert(analyticsEvents).values({ eventId: `${name}:${randomUUID()}`, name, userId, value, currency, origin: "server", occurredAt });
  const growth = async (days: 7 | 30) => {
    const response = await admin.get(`/api/admin/growth?days=${days}`);
    expect(response.status).toBe(200);
    return (await response.json()) as GrowthResponse;
  };
  const row = (rows: GrowthRow[], source: string) => rows.find((r) => r.source === source);
  const baseline = async () => ({ 7: await growth(7), 30: await growth(30) });
  /** The figures added since `before`, per source. */
  const added = (before: GrowthRow[], after: GrowthRow[], source: string) => {
    const was = row(before, source);
    const now = row(after, source);
    return {
      signups: (now?.signups ?? 0) - (was?.signups ?? 0),
      trials: (now?.trials ?? 0) - (was?.trials ?? 0),
      purchases: (now?.purchases ?? 0) - (was?.purchases ?? 0),
      revenue: Math.round(((now?.revenue ?? 0) - (was?.revenue ?? 0)) * 100) / 100,
      landings: (now?.landings ?? 0) - (was?.landings ?? 0),
    };
  };

  it("answers 403 to a normal user and 400 to a junk query", async () => {
    const normal = app.client();
    await app.signUp(normal);
    expect((await normal.get("/api/admin/growth?days=7")).status).toBe(403);
    for (const query of ["days=1", "days=abc", "days=7&days=30", "days=7&touch=first", "x=%3Cscript%3E", `days=${"9".repeat(4000)}`]) {
      expect((await admin.get(`/api/admin/growth?${query}`)).status, query).toBe(400);
    }
    const plain = await admin.get("/api/admin/growth");
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as GrowthResponse).days).toBe(7);
  });

  it("counts sign-ups, trials, purchases and revenue per source for 7 and 30 days, leaving test accounts out", async () => {
    const before = await baseline();
    const tag = `src${randomUUID().slice(0, 8)}`;
    // Two recent sign-ups from the tagged campaign, one 20 days ago, one 40 days ago, one test account.
    const recentA = await seedAccount({ createdAt: daysAgo(2), first: { utmSource: tag, at: daysAgo(3) }, last: { utmSource: tag, at: daysAgo(2) } });
    const recentB = await seedAccount({ createdAt: daysAgo(1), first: { utmSource: tag, at: daysAgo(1) }, last: { utmSource: tag, at: daysAgo(1) } });
    const older = await seedAccount({ createdAt: daysAgo(20), first: { utmSource: tag, at: daysAgo(21) }, last: { utmSource: tag, at: daysAgo(20) } });
    await seedAccount({ createdAt: daysAgo(40), first: { utmSource: tag, at: daysAgo(41) }, last: { utmSource: tag, at: daysAgo(41) } });
    const tester = await seedAccount({
      createdAt: daysAgo(1),
      isTest: true,
      first: { utmSource: tag, at: daysAgo(1) },
      last: { utmSource: tag, at: daysAgo(1) },
    });
    await seedEvent(recentA, "trial_start", daysAgo(2));
    await seedEvent(recentA, "purchase", daysAgo(1), 19);
    await seedEvent(older, "trial_start", daysAgo(19));
    await seedEvent(older, "purchase", daysAgo(12), 190);
    await seedEvent(recentB, "view_pricing", daysAgo(1));
    await seedEvent(tester, "purchase", daysAgo(1), 1000);
    await seedEvent(tester, "trial_start", daysAgo(1));
    await app.db.insert(attributionSourceCounts).values([
      { day: dayText(0), source: tag, count: 5 },
      { day: dayText(3), source: tag, count: 2 },
      { day: dayText(25), source: tag, count: 10 },
      { day: dayText(45), source: tag, count: 100 },
    ]);
    const after = await baseline();
    for (const touch of ["first", "last"] as const) {
      expect(added(before[7][touch], after[7][touch], tag), `7 days ${touch}`).toEqual({ signups: 2, trials: 1, purchases: 1, revenue: 19, landings: 7 });
      expect(added(before[30][touch], after[30][touch], tag), `30 days ${touch}`).toEqual({ signups: 3, trials: 2, purchases: 2, revenue: 209, landings: 17 });
    }
    expect(row(after[7].first, tag)?.conversion).toBeCloseTo(1 / 2);
    expect(row(after[30].last, tag)?.conversion).toBeCloseTo(2 / 3);
  });

  it("attributes by first touch and by last touch separately; referrer host, then direct, when there is no utm_source", async () => {
    const before = await baseline();
    const tag = randomUUID().slice(0, 8);
    const host = `news-${tag}.example.org`;
    const firstSource = `ads${tag}`;
    const switched = await seedAccount({
      createdAt: daysAgo(1),
      first: { utmSource: firstSource, at: daysAgo(6) },
      last: { referrer: `https://${host.toUpperCase()}:443/story?id=1`, at: daysAgo(1) },
    });
    await seedEvent(switched, "purchase", daysAgo(0), 99.5);
    const directUser = await seedAccount({ createdAt: daysAgo(1) });
    await seedEvent(directUser, "trial_start", daysAgo(1));
    // Touches naming neither a utm_source nor a referrer are direct too.
    await seedAccount({ createdAt: daysAgo(2), first: { at: daysAgo(2) }, last: { utmSource: "  ", at: daysAgo(2) } });
    const after = await baseline();
    expect(added(before[7].first, after[7].first, firstSource)).toMatchObject({ signups: 1, purchases: 1, revenue: 99.5 });
    expect(added(before[7].last, after[7].last, firstSource)).toMatchObject({ signups: 0, purchases: 0, revenue: 0 });
    expect(added(before[7].last, after[7].last, host)).toMatchObject({ signups: 1, purchases: 1, revenue: 99.5 });
    expect(row(after[7].first, host)).toBeUndefined();
    expect(row(after[7].first, firstSource)?.conversion).toBe(1);
    for (const touch of ["first", "last"] as const) {
      expect(added(before[7][touch], after[7][touch], "direct")).toMatchObject({ signups: 2, trials: 1 });
    }
  });

  it("keeps a conversion rate of 0 where a source has purchases but no sign-ups in the window", async () => {
    const tag = `late${randomUUID().slice(0, 8)}`;
    const old = await seedAccount({ createdAt: daysAgo(60), first: { utmSource: tag, at: daysAgo(61) }, last: { utmSource: tag, at: daysAgo(61) } });
    await seedEvent(old, "purchase", daysAgo(1), 10);
    const result = await growth(7);
    expect(row(result.first, tag)).toEqual({ source: tag, landings: 0, signups: 0, trials: 0, purchases: 1, revenue: 10, conversion: 0 });
  });
});
