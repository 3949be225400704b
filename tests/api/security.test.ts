import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploads, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { removeUnusedUploads } from "../../src/server/uploads/remove-unused-uploads";
import { localStorage } from "../../src/server/storage/local-storage";
import { filesUnder } from "../support/files";
import { HttpClient } from "../support/http-client";
import { noisyPng, png } from "../support/images";
import { plannerBody, upload } from "../support/products";
import { STRONG_PASSWORD, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

/** Every route that needs a session, with a body where the route takes one. */
const LOGIN_REQUIRED: Array<[string, string, unknown?]> = [
  ["GET", "/api/me"],
  ["GET", "/api/subscription"],
  ["PATCH", "/api/profile", { firstName: "x", lastName: "y" }],
  ["GET", "/api/settings/notifications"],
  ["PUT", "/api/settings/notifications", { emailNotifications: true, marketingEmails: true }],
  ["POST", "/api/account/change-email", { newEmail: "x@example.com", password: "whatever-123" }],
  ["GET", "/api/admin/status"],
];

describe.each(backends)("security on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 401 on every login-required route without a session", async () => {
    const anonymous = app.client();
    for (const [method, path, body] of LOGIN_REQUIRED) {
      const response = await anonymous.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await response.json()).error.code).toBe("UNAUTHORIZED");
    }
  });

  it("answers 403 on the admin API for a signed-in non-admin", async () => {
    const client = app.client();
    await app.signUp(client);
    const response = await client.get("/api/admin/status");
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe("Access denied. Admin privileges required.");
  });

  it("refuses cross-origin state changes and changes nothing", async () => {
    const email = uniqueEmail("csrf");
    const evil = app.client({ origin: "https://evil.example" });
    const signUp = await evil.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "x" });
    expect(signUp.status).toBe(403);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);

    const victim = app.client();
    await app.signUp(victim, { firstName: "Real" });
    const forged = new HttpClient(app.url, "https://evil.example", victim.ip);
    victim.cookies.forEach((value, name) => forged.cookies.set(name, value));
    expect((await forged.patch("/api/profile", { firstName: "Forged", lastName: null })).status).toBe(403);
    expect((await forged.post("/api/auth/sign-out")).status).toBe(403);
    const siteless = new HttpClient(app.url, null, victim.ip);
    victim.cookies.forEach((value, name) => siteless.cookies.set(name, value));
    const crossSite = await siteless.request("PATCH", "/api/profile", { firstName: "Forged", lastName: null }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const me = await (await victim.get("/api/me")).json();
    expect(me.user.firstName).toBe("Real");
  });

  it("changes no state on GET", async () => {
    const client = app.client();
    await app.signUp(client, { firstName: "Stays" });
    for (const path of ["/api/auth/sign-out", "/api/auth/delete-user", "/api/profile", "/api/account/change-email"]) {
      const response = await client.get(`${path}?firstName=Changed&newEmail=x@example.com`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
    }
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect((await me.json()).user.firstName).toBe("Stays");
  });

  it("turns 20 wrong passwords in 10 s from one address mostly into 429", async () => {
    const { email } = await app.signUp(app.client());
    const attacker = app.client({ ip: "203.0.113.7" });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await attacker.post("/api/auth/sign-in/email", { email, password: `guess-number-${i}` })).status);
    }
    const limited = statuses.filter((s) => s === 429).length;
    expect(limited).toBeGreaterThan(10);
    expect(statuses.filter((s) => s !== 429 && s !== 401)).toEqual([]);
  });

  it("limits per address across many accounts and per account across many addresses", async () => {
    const sprayer = app.client({ ip: "203.0.113.8" });
    const spray: number[] = [];
    for (let i = 0; i < 20; i++) {
      spray.push((await sprayer.post("/api/auth/sign-in/email", { email: uniqueEmail("spray"), password: "guess-guess-1" })).status);
    }
    expect(spray.filter((s) => s === 429).length).toBeGreaterThan(10);

    const { email } = await app.signUp(app.client());
    const distributed: number[] = [];
    for (let i = 0; i < 20; i++) {
      const botnet = app.client({ ip: `198.51.100.${i + 1}` });
      distributed.push((await botnet.post("/api/auth/sign-in/email", { email, password: `guess-${i}-x` })).status);
    }
    expect(distributed.filter((s) => s === 429).length).toBeGreaterThan(10);
    const retry = await app.client({ ip: "198.51.100.99" }).post("/api/auth/sign-in/email", { email, password: "x-guess-x" });
    expect(retry.status).toBe(429);
    expect(Number(retry.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keeps the counters in the database, so a second server instance sees them", async () => {
    const second = await app.launch();
    const { email } = await app.signUp(app.client());
    const ip = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const target = i % 2 === 0 ? app.url : second.url;
      const client = new HttpClient(target, target, ip);
      statuses.push((await client.post("/api/auth/sign-in/email", { email, password: `guess-${i}-y` })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(10);
  });

  it("limits sign-up per address too", async () => {
    const farm = app.client({ ip: "203.0.113.10" });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await farm.post("/api/auth/sign-up/email", { email: uniqueEmail("farm"), password: STRONG_PASSWORD, name: "x" })).status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(8).every((s) => s === 429)).toBe(true);
  });

  it("limits confirmation e-mails per account, so nobody can flood an inbox through the resend", async () => {
    const { email } = await app.signUp(app.client());
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // From a new address each time: the per-account limit must hold on its own.
      const client = app.client({ ip: `198.51.100.${i + 1}` });
      statuses.push((await client.post("/api/auth/send-verification-email", { email, callbackURL: "/pricing" })).status);
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });

  it("uses the socket address, not X-Forwarded-For, unless TRUST_PROXY is set", async () => {
    const direct = await app.launch({ TRUST_PROXY: "false" });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A spoofed, changing header must not buy a fresh budget.
      const client = new HttpClient(direct.url, direct.url, `192.0.2.${i + 1}`);
      statuses.push((await client.post("/api/auth/sign-in/email", { email: uniqueEmail("spoof"), password: `guess-${i}-z` })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
  });

  it("marks the session cookie Secure when served over https", async () => {
    const secure = await app.launch({ APP_URL: "https://listcraft.test" });
    const client = new HttpClient(secure.server.url, "https://listcraft.test", "203.0.113.20");
    const response = await client.post("/api/auth/sign-up/email", { email: uniqueEmail("tls"), password: STRONG_PASSWORD, name: "x" });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("rejects oversized and non-JSON bodies with a clear 4xx", async () => {
    const client = app.client();
    await app.signUp(client);
    const huge = await client.request("PATCH", "/api/profile", JSON.stringify({ firstName: "x".repeat(100_000), lastName: null }));
    expect(huge.status).toBe(413);
    const text = await client.request("PATCH", "/api/profile", "firstName=x", { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect((await client.get("/api/nothing-here")).status).toBe(404);
  });
});

// Issue 11, item 4: one account's uploads are bounded in rate and in stored bytes, per plan.
describe.each(backends)("upload limits on %s", (backend) => {
  let app: TestApp;
  let client: (ip: string) => HttpClient;
  beforeAll(async () => {
    app = await startTestApp(backend);
    // A second server on the same database with small allowances, as an operator would set them.
    const limited = await app.launch({ UPLOADS_PER_HOUR_FREE: "2", UPLOADS_PER_HOUR_PRO: "4", UPLOAD_QUOTA_MB_FREE: "1" });
    client = (ip) => new HttpClient(limited.url, limited.url, ip);
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedFor = async (userId: string) => (await app.db.select().from(uploads).where(eq(uploads.userId, userId))).length;

  it("answers 429 with Retry-After past the plan's uploads per hour and stores nothing", async () => {
    const owner = client("198.51.100.41");
    const { body: account } = await app.signUp(owner);
    for (let i = 0; i < 2; i++) expect((await upload(owner, [{ name: `ok-${i}.png`, bytes: await png() }])).status).toBe(201);
    const refused = await upload(owner, [{ name: "third.png", bytes: await png() }]);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.body.error.message).toMatch(/uploads per hour/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await storedFor(account.user.id)).toBe(2);
    // The count is the account's, not the address's: a new address buys no fresh budget.
    const elsewhere = new HttpClient(owner.baseUrl, owner.origin, "198.51.100.42");
    for (const [name, value] of owner.cookies) elsewhere.cookies.set(name, value);
    expect((await upload(elsewhere, [{ name: "moved.png", bytes: await png() }])).status).toBe(429);
    // Another account is not affected, and the Pro plan has its own, larger allowance.
    const other = client("198.51.100.43");
    const { body: pro } = await app.signUp(other);
    await app.db.execute(sql`
      insert into subscriptions (user_id, tier, max_products) values (${pro.user.id}, 'pro', 40)
      on conflict (user_id) do update set tier = 'pro', max_products = 40`);
    for (let i = 0; i < 4; i++) expect((await upload(other, [{ name: `pro-${i}.png`, bytes: await png() }])).status).toBe(201);
    expect((await upload(other, [{ name: "pro-5.png", bytes: await png() }])).status).toBe(429);
  });

  it("refuses a third parallel upload of one account with 429 before reading its body", async () => {
    const owner = client("198.51.100.61");
    const { body: account } = await app.signUp(owner);
    // Two uploads whose bodies never finish arriving hold the account's two places.
    const aborts = [new AbortController(), new AbortController()];
    const held = aborts.map((abort) =>
      fetch(new URL("/api/uploads", owner.baseUrl), {
        method: "POST",
        body: new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("--x\r\n")) }),
        headers: { "content-type": "multipart/form-data; boundary=x", origin: owner.origin ?? "", cookie: owner.cookieHeader, "x-forwarded-for": owner.ip ?? "" },
        signal: abort.signal,
        duplex: "half",
      } as RequestInit).catch(() => null),
    );
    try {
      // A bodiless probe answers 415 while a place is free and 429 once both are taken.
      await vi.waitFor(async () => expect((await owner.post("/api/uploads", {})).status).toBe(429), { timeout: 5000, interval: 50 });
      const third = await upload(owner, [{ name: "third.png", bytes: await png() }]);
      expect(third.status).toBe(429);
      expect(Number(third.retryAfter)).toBeGreaterThan(0);
      expect(third.body.error.message).toMatch(/other uploads/);
      // Another account is not held up.
      const other = client("198.51.100.62");
      await app.signUp(other);
      expect((await upload(other, [{ name: "other.png", bytes: await png() }])).status).toBe(201);
    } finally {
      for (const abort of aborts) abort.abort();
      await Promise.all(held);
    }
    await vi.waitFor(async () => expect((await owner.post("/api/uploads", {})).status).toBe(415), { timeout: 5000, interval: 50 });
    expect(await storedFor(account.user.id)).toBe(0);
  });

  it("answers 413 STORAGE_QUOTA when an upload would pass the plan's storage, also under concurrency, and stores nothing", async () => {
    const owner = client("198.51.100.51");
    const { body: account } = await app.signUp(owner);
    // About 600 kB each once re-encoded: the 1 MB quota holds one of them, not two.
    const first = await upload(owner, [{ name: "first.png", bytes: await noisyPng(500, 400) }]);
    expect(first.status).toBe(201);
    const files = await filesUnder(`${app.dataDir}/uploads`);
    const over = await upload(owner, [{ name: "second.png", bytes: await noisyPng(500, 400) }]);
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe("STORAGE_QUOTA");
    expect(over.body.error.message).toMatch(/storage/i);
    expect(await storedFor(account.user.id)).toBe(1);
    expect(await filesUnder(`${app.dataDir}/uploads`)).toEqual(files);

    const racer = client("198.51.100.52");
    const { body: racing } = await app.signUp(racer);
    const bytes = await noisyPng(500, 400);
    const statuses = (await Promise.all([1, 2].map((i) => upload(racer, [{ name: `race-${i}.png`, bytes }])))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 413]);
    expect(await storedFor(racing.user.id)).toBe(1);
    expect((await filesUnder(`${app.dataDir}/uploads`)).length).toBe(files.length + 2);
  });

  it("lets clean-ups run at once in several processes: each unused upload is removed once, used ones stay", async () => {
    const owner = client("198.51.100.71");
    const { body: account } = await app.signUp(owner);
    const { body } = await upload(owner, [{ name: "kept.png", bytes: await png() }]);
    expect((await owner.post("/api/products", plannerBody([body.uploads[0].id]))).status).toBe(201);
    await app.db.execute(sql`
      insert into uploads (user_id, storage_key, thumbnail_key, content_type, size, width, height, created_at)
      select ${account.user.id}, '2026-01-01/old' || g || '.png', '2026-01-01/old' || g || '-thumb.webp', 'image/png', 10, 1, 1, now() - interval '2 days'
      from generate_series(1, 60) g`);
    await app.db.update(uploads).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(uploads.id, body.uploads[0].id));
    const storage = localStorage(`${app.dataDir}/uploads`);
    const counts = await Promise.all([1, 2, 3].map(() => removeUnusedUploads({ db: app.db, storage }, { graceHours: 24 })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect((await app.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, account.user.id))).map((r) => r.id)).toEqual([body.uploads[0].id]);
  });
});
