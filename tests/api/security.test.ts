import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PLANS } from "../../src/core/plans";
import { account, billingEvents, paddleCustomers, paddleSubscriptions, rateLimits, session, transactions, uploads, user } from "../../src/server/db/schema";
import { deleteAccount, type DeletionDeps } from "../../src/server/account/delete-account";
import { localStorage } from "../../src/server/storage/local-storage";
import { removeUnusedUploads } from "../../src/server/uploads/remove-unused-uploads";
import { CHANGE_SUBJECT, CONFIRM_SUBJECT, RESET_SUBJECT, linkToken } from "../support/confirmation";
import { backends } from "../support/databases";
import { startFakePaddle, type FakePaddle } from "../support/fake-paddle";
import { filesUnder } from "../support/files";
import { HttpClient } from "../support/http-client";
import { noisyPng, png } from "../support/images";
import { firstLink } from "../support/mail-catcher";
import { customerEvent, deliver, PRICES, sign, subscriptionEvent, transactionEvent, WEBHOOK_SECRET } from "../support/paddle";
import { plannerBody, upload, uploadScreenshots } from "../support/products";
import { ADMIN_EMAIL, STRONG_PASSWORD, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

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
    // All at once, as a flood would come: Better Auth holds every answer without a session to at
    // least 500 ms (so its time says nothing about the address), which one after another cost 2.5 s.
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        // From a new address each time: the per-account limit must hold on its own.
        const client = app.client({ ip: `198.51.100.${i + 1}` });
        return (await client.post("/api/auth/send-verification-email", { email, callbackURL: "/pricing" })).status;
      }),
    );
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
    const email = uniqueEmail("tls");
    expect((await client.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "x" })).status).toBe(200);
    const response = await client.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
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

const PADDLE_KEY = "pdl_security_key";
const CATALOG = [
  { id: PRICES.creatorMonthly, amount: PLANS.creator.monthlyPrice * 100, interval: "month" as const },
  { id: "pri_local_creator_annual", amount: PLANS.creator.annualPrice * 100, interval: "year" as const },
  { id: PRICES.proMonthly, amount: PLANS.pro.monthlyPrice * 100, interval: "month" as const },
  { id: PRICES.proAnnual, amount: PLANS.pro.annualPrice * 100, interval: "year" as const },
];

describe.each(backends)("account deletion, parallel checkouts, password change and profile fields on %s", (backend) => {
  let app: TestApp;
  let fake: FakePaddle;
  /** A second server on the same database taking Paddle payments through the local stand-in. */
  let paddleUrl: string;
  beforeAll(async () => {
    app = await startTestApp(backend);
    fake = await startFakePaddle({ apiKey: PADDLE_KEY, prices: CATALOG });
    const launched = await app.launch({
      PAYMENTS: "paddle",
      PADDLE_CLIENT_TOKEN: "test_client_token",
      PADDLE_API_KEY: PADDLE_KEY,
      PADDLE_API_URL: fake.url,
      PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    paddleUrl = launched.url;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  /** The same browser session, talking to another server of the app. */
  const onServer = (client: HttpClient, url: string) => {
    const other = new HttpClient(url, url, client.ip);
    client.cookies.forEach((value, name) => other.cookies.set(name, value));
    return other;
  };
  const userExists = async (userId: string) => (await app.db.select({ id: user.id }).from(user).where(eq(user.id, userId))).length === 1;
  const uploadedFiles = async (client: HttpClient, userId: string) => {
    await uploadScreenshots(client, 2);
    const rows = await app.db.select().from(uploads).where(eq(uploads.userId, userId));
    const files = rows.flatMap((row) => [row.storageKey, row.thumbnailKey]).map((key) => path.join(app.dataDir, "uploads", key));
    expect(files).toHaveLength(4);
    expect(files.every((file) => existsSync(file))).toBe(true);
    return files;
  };
  /** Every stored billing row, as text: no personal data of a deleted account may be left in it. */
  const billingText = async () =>
    JSON.stringify([await app.db.select().from(billingEvents), await app.db.select().from(transactions), await app.db.select().from(paddleCustomers)]);

  // Item 6: account deletion.
  it("deletes an account only with its password, cancels its Paddle subscription, removes its images and anonymises its billing rows", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    const userId = body.user.id;
    await app.confirmEmail(userId);
    const files = await uploadedFiles(client, userId);
    const customer = fake.seedCustomer({ email });
    const live = fake.seedSubscription({
      customerId: customer.id,
      priceId: PRICES.proMonthly,
      status: "active",
      updatedAt: new Date(),
      customData: { userId },
    });
    const subscribed = JSON.parse(subscriptionEvent(userId, { subscriptionId: live.id, priceId: PRICES.proMonthly })) as { data: Record<string, unknown> };
    subscribed.data.customer_id = customer.id;
    for (const event of [
      customerEvent(customer.id, email),
      JSON.stringify(subscribed),
      transactionEvent(userId, { customerId: customer.id, subscriptionId: live.id, priceId: PRICES.proMonthly, total: "2900" }),
    ]) {
      expect((await deliver(paddleUrl, event)).status).toBe(200);
    }
    const paddleClient = onServer(client, paddleUrl);
    expect((await (await paddleClient.post("/api/subscription/refresh")).json()).tier).toBe("pro");
    expect(await billingText()).toContain(email);

    const refusals: Array<[unknown, number]> = [
      [{}, 400],
      [{ password: "" }, 400],
      [{ password: "wrong-password-0" }, 400],
      [{ password: STRONG_PASSWORD, extra: true }, 400],
    ];
    for (const [attempt, status] of refusals) {
      expect((await paddleClient.post("/api/account/delete", attempt)).status, JSON.stringify(attempt)).toBe(status);
    }
    expect((await app.client().post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(401);
    expect((await paddleClient.post("/api/auth/delete-user", {})).status).toBe(404);
    expect((await paddleClient.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(404);
    // Paddle cannot cancel: the account stays, with everything it had.
    fake.failNext(10);
    const failed = await paddleClient.post("/api/account/delete", { password: STRONG_PASSWORD });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error.message).toMatch(/subscription/i);
    fake.reset();
    expect(await userExists(userId)).toBe(true);
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect(fake.subscription(live.id)?.status).toBe("active");
    expect((await paddleClient.get("/api/me")).status).toBe(200);

    const deleted = await paddleClient.post("/api/account/delete", { password: STRONG_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await userExists(userId)).toBe(false);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(fake.subscription(live.id)?.status).toBe("canceled");
    const cancels = fake.requests.filter((r) => r.method === "POST" && r.path === `/subscriptions/${live.id}/cancel`);
    expect(cancels.map((r) => r.body)).toEqual([{ effective_from: "immediately" }]);
    const kept = (await app.db.select().from(transactions)).filter((t) => JSON.stringify(t.webhookData).includes(live.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ amount: "2900", currency: "USD", customerEmail: null, userId: null });
    expect(await billingText()).not.toContain(email);
    expect((await paddleClient.get("/api/me")).status).toBe(401);
  });

  it("cancels a simulated subscription through the simulated portal before the account goes", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    const paid = await client.post("/api/billing/simulated/pay", { tier: "creator", interval: "monthly" });
    expect(paid.status).toBe(200);
    const { subscriptionId } = (await paid.json()) as { subscriptionId: string };
    expect((await (await client.post("/api/subscription/refresh")).json()).tier).toBe("creator");
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await userExists(body.user.id)).toBe(false);
    const events = await app.db.select().from(billingEvents).where(eq(billingEvents.eventType, "subscription.canceled"));
    expect(events.some((e) => (e.payload as { data?: { id?: string } }).data?.id === subscriptionId)).toBe(true);
    const rows = (await app.db.select().from(transactions)).filter((t) => JSON.stringify(t.webhookData).includes(subscriptionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: String(PLANS.creator.monthlyPrice * 100), customerEmail: null, userId: null });
    expect(await billingText()).not.toContain(email);
  });

  it("deletes once when the request is sent twice at the same time", async () => {
    const client = app.client();
    const { body } = await app.signUp(client);
    await uploadedFiles(client, body.user.id);
    const statuses = await Promise.all([1, 2, 3].map(() => client.post("/api/account/delete", { password: STRONG_PASSWORD }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 401 && s !== 409)).toEqual([]);
    expect(await userExists(body.user.id)).toBe(false);
    // The request that loaded its session just before the account went (seen on PostgreSQL): it must
    // not read the missing password row as a Google-only account and mail a deletion link.
    const sent: unknown[] = [];
    const deps = { db: app.db, appUrl: app.url, mailer: { send: async (message: unknown) => void sent.push(message) } };
    await expect(
      deleteAccount(deps as unknown as DeletionDeps, { id: body.user.id, email: "gone@example.com" }, { password: STRONG_PASSWORD }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(sent).toEqual([]);
  });

  it("deletes an account without a password only after the mailed link is followed", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    const userId = body.user.id;
    // As a Google sign-up leaves it: no password, a Google account instead.
    await app.db.delete(account).where(eq(account.userId, userId));
    await app.db.insert(account).values({ id: randomUUID(), accountId: `g-${userId}`, providerId: "google", userId });
    expect((await (await client.get("/api/me")).json()).hasPassword).toBe(false);

    // A password proves nothing for an account that has none: the link is still required.
    const guessed = await client.post("/api/account/delete", { password: STRONG_PASSWORD });
    expect(await guessed.json()).toEqual({ deleted: false, confirmationSent: true });
    await app.mail.waitFor(email, /deletion of your/i);
    // Mail goes out after the answer: the link of the newer request is the one that counts.
    const since = app.mail.mails.length;
    const asked = await client.post("/api/account/delete", {});
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ deleted: false, confirmationSent: true });
    expect(await userExists(userId)).toBe(true);
    const link = new URL(firstLink(await app.mail.waitFor(email, /deletion of your/i, 5000, since)));
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);
    const stranger = app.client();
    for (const bad of [{ token: "not-the-token" }, { token: `${token}x` }, {}]) {
      expect((await stranger.post("/api/account/delete/confirm", bad)).status).toBe(400);
    }
    expect(await userExists(userId)).toBe(true);
    // Following the link (its page posts the token) completes the deletion, once.
    expect((await stranger.post("/api/account/delete/confirm", { token })).status).toBe(200);
    expect(await userExists(userId)).toBe(false);
    expect((await stranger.post("/api/account/delete/confirm", { token })).status).toBe(400);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  // Item 7: one subscription per account, even under parallel checkouts.
  it("ends 5 parallel simulated checkouts from one account with exactly one active subscription", async () => {
    const client = app.client();
    const { body } = await app.signUp(client);
    // Two server processes' worth: the lock must live in the database, not in one process.
    const other = onServer(client, (await app.launch()).url);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? other : client).post("/api/billing/simulated/pay", { tier: "pro", interval: "monthly" }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect((await (await client.post("/api/subscription/refresh")).json()).tier).toBe("pro");
    const active = await app.db
      .select()
      .from(paddleSubscriptions)
      .where(and(eq(paddleSubscriptions.userId, body.user.id), ne(paddleSubscriptions.status, "canceled")));
    expect(active).toHaveLength(1);
  });

  // Item 11: a password change signs every other device out.
  it("signs the other devices out on a password change, even when the client does not ask", async () => {
    const laptop = app.client();
    const { email } = await app.signUp(laptop);
    const phone = app.client();
    expect((await phone.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(200);
    const changed = await laptop.post("/api/auth/change-password", {
      currentPassword: STRONG_PASSWORD,
      newPassword: "sapphire-meadow-kettle-24",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await laptop.get("/api/me")).status).toBe(200);
  });

  // Item 12: profile fields change only through PATCH /api/profile and its rules.
  it("refuses Better Auth's update-user and unchecked profile fields at sign-up", async () => {
    const client = app.client();
    const { body } = await app.signUp(client, { firstName: "Kept", name: "Kept Name" });
    const attack = { name: "<b>x</b>".repeat(400), image: "javascript:alert(document.cookie)", firstName: "<script>alert(1)</script>" };
    const refused = await client.post("/api/auth/update-user", attack);
    expect([400, 404]).toContain(refused.status);
    const [row] = await app.db.select().from(user).where(eq(user.id, body.user.id));
    expect(row).toMatchObject({ name: "Kept Name", firstName: "Kept", image: null });

    for (const fields of [
      { image: "javascript:alert(1)" },
      { firstName: "<img src=x onerror=alert(1)>" },
      { lastName: "x".repeat(3000) },
      { name: "<b>bold</b>" },
    ]) {
      const email = uniqueEmail("fields");
      const response = await app.client().post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Plain", ...fields });
      expect(response.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    }
  });
});

// Issue 11, item 5: a public server without Paddle settings used to take simulated payments, so
// anyone could upgrade to Pro for free. Now that needs PAYMENTS=simulated, said loudly at boot.
describe.each(backends)("payments on a public address on %s", (backend) => {
  const PUBLIC_URL = "https://listcraft.example";
  let app: TestApp;
  let clients = 0;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A second server on the same database at the public address, and a signed-up account there. */
  const publicServer = async (env: Record<string, string> = {}) => {
    const { server } = await app.launch({ APP_URL: PUBLIC_URL, ...env });
    const client = new HttpClient(server.url, PUBLIC_URL, `203.0.113.${++clients}`);
    const credentials = { email: uniqueEmail("public"), password: STRONG_PASSWORD };
    expect((await client.post("/api/auth/sign-up/email", { ...credentials, name: "Public" })).status).toBe(200);
    expect((await client.post("/api/auth/sign-in/email", credentials)).status).toBe(200);
    return client;
  };
  const tierOf = async (client: HttpClient) => ((await (await client.post("/api/subscription/refresh")).json()) as { tier: string }).tier;

  it("without Paddle settings, refuses every way to buy a plan and upgrades nobody", async () => {
    const client = await publicServer();
    expect((await (await client.get("/api/config")).json()).payments).toEqual({ mode: "off", clientToken: null, environment: "sandbox" });
    const attempts: Array<[string, unknown]> = [
      ["/api/billing/checkout", { tier: "pro", interval: "monthly" }],
      ["/api/billing/checkout-link", { tier: "pro", interval: "annual" }],
      ["/api/billing/simulated/pay", { tier: "pro", interval: "monthly" }],
      ["/api/billing/simulated/cancel", { subscriptionId: "sub_any" }],
      ["/api/billing/portal", {}],
      ["/api/billing/change-plan", { tier: "pro", interval: "monthly" }],
    ];
    for (const [path, body] of attempts) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(503);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code, path).toBe("PAYMENTS_NOT_CONFIGURED");
      expect(error.message).toMatch(/Payments are not set up on this server/);
    }
    expect(await tierOf(client)).toBe("free");
    expect((await client.get("/api/billing/subscriptions")).status).toBe(200);
    // Signed-out callers still get 401 first.
    expect(
      (await new HttpClient(client.baseUrl, PUBLIC_URL, "203.0.113.250").post("/api/billing/simulated/pay", { tier: "pro", interval: "monthly" })).status,
    ).toBe(401);
  });

  it("with PAYMENTS=simulated, takes simulated payments and says at boot that anyone can upgrade", async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    let client: HttpClient;
    try {
      client = await publicServer({ PAYMENTS: "simulated", LOG_LEVEL: "warn" });
    } finally {
      write.mockRestore();
    }
    const warning = lines.map((line) => JSON.parse(line) as { level: string; msg: string }).find((line) => line.msg.startsWith("PAYMENTS=simulated"));
    expect(warning).toMatchObject({ level: "error" });
    expect(warning?.msg).toContain(`on the public address ${PUBLIC_URL}: ANYONE who can reach it can upgrade to any plan without paying`);

    expect((await (await client.get("/api/config")).json()).payments.mode).toBe("simulated");
    expect((await client.post("/api/billing/simulated/pay", { tier: "pro", interval: "monthly" })).status).toBe(200);
    expect(await tierOf(client)).toBe("pro");
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
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          origin: owner.origin ?? "",
          cookie: owner.cookieHeader,
          "x-forwarded-for": owner.ip ?? "",
        },
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
    await app.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(uploads.id, body.uploads[0].id));
    const storage = localStorage(`${app.dataDir}/uploads`);
    const counts = await Promise.all([1, 2, 3].map(() => removeUnusedUploads({ db: app.db, storage }, { graceHours: 24 })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect((await app.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, account.user.id))).map((r) => r.id)).toEqual([body.uploads[0].id]);
  });
});

/** Hardening (issue 11): items 2 (body formats, forwarded addresses), 13 (hostile JSON, SQL logs) and 15 (headers). */
describe.each(backends)("hardening of bodies, addresses and headers on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await app?.close();
  });

  const signIn = (client: HttpClient, body: string, contentType: string) =>
    client.request("POST", "/api/auth/sign-in/email", body, { "content-type": contentType });
  const multipart = (fields: Record<string, string>) => {
    const boundary = "----listcraft-test-boundary";
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  };

  it("checks no password sent form-encoded or as multipart: 12 guesses from 12 addresses, then the right one, sign nobody in", async () => {
    const { email, password } = await app.signUp(app.client());
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const client = app.client({ ip: `198.18.0.${i + 1}` });
      const guess = { email, password: `guess-${i}-form` };
      const form = i % 2 === 0 ? { body: new URLSearchParams(guess).toString(), type: "application/x-www-form-urlencoded" } : multipart(guess);
      statuses.push((await signIn(client, form.body, form.type)).status);
    }
    expect(statuses.filter((s) => s !== 415 && s !== 429)).toEqual([]);
    const right = app.client({ ip: "198.18.0.99" });
    expect((await signIn(right, new URLSearchParams({ email, password }).toString(), "application/x-www-form-urlencoded")).status).toBe(415);
    const parts = multipart({ email, password });
    expect((await signIn(right, parts.body, parts.type)).status).toBe(415);
    expect((await signIn(right, JSON.stringify({ email, password }), "text/plain")).status).toBe(415);
    expect(right.cookies.size).toBe(0);
  });

  it("takes the right-most forwarded hop behind one proxy, so a spoofed left-most hop buys no fresh budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // The client wrote the first hop; the proxy appended the address it saw.
      const client = app.client({ ip: `192.0.2.${i + 1}, 203.0.113.77` });
      statuses.push((await client.post("/api/auth/sign-in/email", { email: uniqueEmail("xff"), password: `guess-${i}-w` })).status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
  });

  const sessionIp = async (userId: string) => (await app.db.select({ ip: session.ipAddress }).from(session).where(eq(session.userId, userId)))[0]?.ip;

  it("records on the session the same client address as the limiter uses, for a hop count and a list of proxies", async () => {
    const client = app.client({ ip: "192.0.2.200, 203.0.113.78" });
    expect(await sessionIp((await app.signUp(client)).body.user.id)).toBe("203.0.113.78");

    const twoHops = await app.launch({ TRUST_PROXY: "2" });
    const viaTwo = new HttpClient(twoHops.url, twoHops.url, "192.0.2.201, 203.0.113.79, 10.20.0.1");
    expect(await sessionIp((await app.signUp(viaTwo)).body.user.id)).toBe("203.0.113.79");

    const listed = await app.launch({ TRUST_PROXY: "127.0.0.1, 10.20.0.0/16" });
    const viaList = new HttpClient(listed.url, listed.url, "192.0.2.202, 203.0.113.80, 10.20.3.4, 10.20.0.1");
    expect(await sessionIp((await app.signUp(viaList)).body.user.id)).toBe("203.0.113.80");
  });

  const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  /** A lone high surrogate, written as JSON's escape: valid JSON text, but no valid Unicode string. */
  const LONE_SURROGATE = '"bad \\ud800 text"';

  it("answers 400, not 500, to a lone Unicode surrogate or 30,000-deep nesting on every kind of JSON endpoint", async () => {
    const client = app.client();
    await app.signUp(client);
    const anonymous = app.client();
    const cases: Array<[HttpClient, string, string, (value: string) => string]> = [
      [client, "PATCH", "/api/profile", (v) => `{"firstName":${v},"lastName":null}`],
      [client, "POST", "/api/products", (v) => `{"description":${v},"category":"planner","screenshotIds":[]}`],
      [anonymous, "POST", "/api/auth/sign-up/email", (v) => `{"email":"${uniqueEmail("json")}","password":"${STRONG_PASSWORD}","name":${v}}`],
      [anonymous, "POST", "/api/auth/sign-in/email", (v) => `{"email":"x@example.com","password":${v}}`],
    ];
    for (const [who, method, path, body] of cases) {
      for (const [label, value] of [
        ["surrogate", LONE_SURROGATE],
        ["deep", deep(30_000)],
      ] as const) {
        const response = await who.request(method, path, body(value));
        expect(response.status, `${label} ${method} ${path}`).toBe(400);
        expect((await response.json()).error.message, `${label} ${path}`).toMatch(/surrogate|nested/i);
      }
    }
    for (const value of [LONE_SURROGATE, deep(30_000)]) {
      const payload = subscriptionEvent("user-of-no-one").replace('"active"', value);
      const response = await deliver(app.url, payload, sign(payload));
      expect(response.status, "webhook").toBe(400);
    }
    // A surrogate pair (an emoji written as two escapes) is fine.
    const pair = await client.request("PATCH", "/api/profile", '{"firstName":"Ana \\ud83d\\ude00","lastName":null}');
    expect(pair.status).toBe(200);
  });

  /** Everything written to the console or the process's output while `run` runs. */
  const captureOutput = async (run: () => Promise<void>) => {
    const lines: string[] = [];
    const capture = (chunk: unknown, ...rest: unknown[]) =>
      lines.push([chunk, ...rest].map((part) => (part instanceof Error ? `${part.stack} ${JSON.stringify(part)}` : String(part))).join(" ")) > 0;
    const streams = { out: process.stdout.write, err: process.stderr.write };
    const consoles = { log: console.log, warn: console.warn, error: console.error, info: console.info };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
    Object.assign(console, { log: capture, warn: capture, error: capture, info: capture });
    try {
      await run();
    } finally {
      process.stdout.write = streams.out;
      process.stderr.write = streams.err;
      Object.assign(console, consoles);
    }
    return lines.join("\n");
  };

  it("writes the SQL error's code and message to the log, never the values the user sent, from our routes and Better Auth's", async () => {
    const logged = await app.launch({ LOG_LEVEL: "error" });
    const client = new HttpClient(logged.url, logged.url, "203.0.113.90");
    await app.signUp(client);
    await app.db.execute(
      sql.raw(`create or replace function fault_marker() returns trigger language plpgsql as $$
        begin if new.first_name like 'secret-marker%' or new.name like 'secret-marker%' then raise exception 'simulated storage fault'; end if; return new; end $$`),
    );
    await app.db.execute(sql.raw("create trigger fault_marker before insert or update on users for each row execute function fault_marker()"));
    const statuses: number[] = [];
    const log = await captureOutput(async () => {
      try {
        statuses.push((await client.patch("/api/profile", { firstName: "secret-marker-4711", lastName: "private-surname" })).status);
        const newcomer = new HttpClient(logged.url, logged.url, "203.0.113.91");
        statuses.push(
          (await newcomer.post("/api/auth/sign-up/email", { email: "private-address@example.com", password: STRONG_PASSWORD, name: "secret-marker-4712" }))
            .status,
        );
      } finally {
        await app.db.execute(sql.raw("drop trigger if exists fault_marker on users"));
      }
    });
    expect(statuses[0]).toBe(500);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(log).toContain("simulated storage fault");
    expect(log).toContain("P0001");
    expect(log).toContain("Better Auth");
    for (const secret of ["secret-marker", "private-surname", "private-address"]) expect(log).not.toContain(secret);
  });

  it("lets the media route's sandbox policy win over the page policy", async () => {
    const owner = app.client();
    await app.signUp(owner);
    const { body } = await upload(owner, [{ name: "shot.png", bytes: await png(30, 20) }]);
    const image = await owner.get(body.uploads[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await owner.get("/api/health")).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("sends Strict-Transport-Security only when APP_URL is https", async () => {
    expect((await app.client().get("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const secure = await app.launch({ APP_URL: "https://listcraft.test" });
    const response = await new HttpClient(secure.server.url, "https://listcraft.test").get("/api/health");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

// --- Issue 11, items 1, 8, 9, 10 and the mail cap of 15: verifying an address never hands over an account ---

const ATTACKER_PASSWORD = "crimson-turbine-walnut-41";
const OWNER_PASSWORD = "meadow-copper-signal-86";

describe.each(backends)("account takeover through e-mail confirmation on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The attacker registers `email` with a password of their choice and signs in, as the issue describes. */
  async function preRegister(email: string) {
    const attacker = app.client();
    expect((await attacker.post("/api/auth/sign-up/email", { email, password: ATTACKER_PASSWORD, name: "Mallory" })).status).toBe(200);
    expect((await attacker.post("/api/auth/sign-in/email", { email, password: ATTACKER_PASSWORD })).status).toBe(200);
    return attacker;
  }

  const info = async (client: HttpClient, token: string) => (await client.get(`/api/account/email-confirmation?token=${token}`)).json();

  /**
   * The mailbox owner gets the attacker's link first: it asks for the attacker's sign-up password,
   * so the owner cannot confirm with it. The owner signs up in a browser of their own, and that
   * sign-up's link confirms there in one click, setting the owner's password (decision 057).
   */
  async function ownerConfirms(email: string) {
    const attackers = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT), "/confirm-email");
    const owner = app.client();
    expect(await info(owner, attackers)).toEqual({ purpose: "verify", email, signedInAsOwner: false, step: "sign-up-password" });
    expect((await owner.post("/api/account/confirm-email", { token: attackers })).status).toBe(400);
    expect((await owner.post("/api/account/confirm-email", { token: attackers, password: OWNER_PASSWORD })).status).toBe(400);

    const since = app.mail.mails.length;
    const signUp = await owner.post("/api/auth/sign-up/email", { email, password: OWNER_PASSWORD, name: "Owner" });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toMatchObject({ token: null, user: { email, emailVerified: false } });
    const token = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT, 5000, since), "/confirm-email");
    expect(app.mail.mails.slice(since).filter((m) => /tried to create/.test(m.subject))).toEqual([]);
    // The owner's sign-up replaced the attacker's link.
    expect((await owner.get(`/api/account/email-confirmation?token=${attackers}`)).status).toBe(400);
    expect(await info(owner, token)).toEqual({ purpose: "verify", email, signedInAsOwner: false, step: "confirm" });
    const confirmed = await owner.post("/api/account/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).user).toMatchObject({ email, emailVerified: true });
    expect((await owner.post("/api/account/confirm-email", { token })).status).toBe(400);
    return owner;
  }

  it("item 1: an e-mail change to ADMIN_EMAIL cannot be confirmed by the admin's mailbox, so it never makes the attacker admin", async () => {
    const attacker = app.client();
    const { email: attackerEmail } = await app.signUp(attacker, { password: ATTACKER_PASSWORD });
    const change = await attacker.post("/api/account/change-email", { newEmail: ADMIN_EMAIL, password: ATTACKER_PASSWORD });
    expect(change.status).toBe(200);
    const token = linkToken(await app.mail.waitFor(ADMIN_EMAIL, CHANGE_SUBJECT), "/confirm-email");

    const owner = app.client();
    expect((await owner.post("/api/account/confirm-email", { token })).status).toBe(403);
    expect((await owner.post("/api/account/confirm-email", { token, password: OWNER_PASSWORD })).status).toBe(403);
    const someoneElse = app.client();
    await app.signUp(someoneElse);
    expect((await someoneElse.post("/api/account/confirm-email", { token })).status).toBe(403);

    const me = await (await attacker.get("/api/me")).json();
    expect(me).toMatchObject({ user: { email: attackerEmail }, isAdmin: false, pendingEmail: ADMIN_EMAIL });
    expect((await attacker.put("/api/admin/subscription", { email: attackerEmail, tier: "pro" })).status).toBe(403);
    expect((await app.client().post("/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: ATTACKER_PASSWORD })).status).toBe(401);
  });

  it("item 1: a pre-registered ADMIN_EMAIL account loses the attacker's session and password when the owner confirms", async () => {
    const attacker = await preRegister(ADMIN_EMAIL);
    expect((await attacker.get("/api/admin/status")).status).toBe(403);
    // Better Auth's own link endpoint no longer verifies on a bare GET.
    expect((await app.client().get("/api/auth/verify-email?token=anything&callbackURL=/")).status).toBe(404);

    const owner = await ownerConfirms(ADMIN_EMAIL);
    expect((await attacker.get("/api/me")).status).toBe(401);
    expect((await attacker.put("/api/admin/subscription", { email: ADMIN_EMAIL, tier: "pro" })).status).toBe(401);
    const retry = app.client();
    expect((await retry.post("/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect((await retry.put("/api/admin/subscription", { email: ADMIN_EMAIL, tier: "pro" })).status).toBe(401);

    expect((await owner.get("/api/admin/status")).status).toBe(200);
    expect((await app.client().post("/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: OWNER_PASSWORD })).status).toBe(200);
  });

  it("item 1: the same for an ordinary victim's address", async () => {
    const victim = uniqueEmail("victim");
    const attacker = await preRegister(victim);
    const owner = await ownerConfirms(victim);
    expect((await attacker.get("/api/me")).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email: victim, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect((await (await owner.get("/api/me")).json()).user).toMatchObject({ email: victim, emailVerified: true });
    expect((await app.client().post("/api/auth/sign-in/email", { email: victim, password: OWNER_PASSWORD })).status).toBe(200);
  });

  it("item 1: the genuine sign-up confirms in one click from its own session, keeps its password and ends other sessions", async () => {
    const browser = app.client();
    const { email, password } = await app.signUp(browser);
    const phone = app.client();
    expect((await phone.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    const token = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT), "/confirm-email");
    expect(await info(browser, token)).toMatchObject({ purpose: "verify", signedInAsOwner: true, step: "confirm" });
    expect((await browser.post("/api/account/confirm-email", { token })).status).toBe(200);
    expect((await (await browser.get("/api/me")).json()).user).toMatchObject({ email, emailVerified: true });
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("issue 31: the link of a sign-up confirms and signs in with one click in the browser that signed up, and sets that sign-up's password", async () => {
    const browser = app.client();
    const email = uniqueEmail("one-click");
    const signUp = await browser.post("/api/auth/sign-up/email", { email, password: OWNER_PASSWORD, name: "New" });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie().find((c) => c.startsWith("listcraft-sign-up="))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
    expect((await browser.get("/api/me")).status).toBe(401);
    const phone = app.client();
    expect((await phone.post("/api/auth/sign-in/email", { email, password: OWNER_PASSWORD })).status).toBe(200);

    const token = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT), "/confirm-email");
    // Opening the link (the page's GET) changes nothing.
    expect(await info(browser, token)).toEqual({ purpose: "verify", email, signedInAsOwner: false, step: "confirm" });
    expect((await (await phone.get("/api/me")).json()).user).toMatchObject({ emailVerified: false });
    const confirmed = await browser.post("/api/account/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect((await (await browser.get("/api/me")).json()).user).toMatchObject({ email, emailVerified: true });
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: OWNER_PASSWORD })).status).toBe(200);
  });

  it("issue 31: elsewhere a sign-up's link asks once for that sign-up's password, and a wrong one spends nothing", async () => {
    const email = uniqueEmail("other-device");
    expect((await app.client().post("/api/auth/sign-up/email", { email, password: OWNER_PASSWORD, name: "New" })).status).toBe(200);
    const token = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT), "/confirm-email");
    const phone = app.client();
    expect(await info(phone, token)).toEqual({ purpose: "verify", email, signedInAsOwner: false, step: "sign-up-password" });
    expect((await phone.post("/api/account/confirm-email", { token })).status).toBe(400);
    const wrong = await phone.post("/api/account/confirm-email", { token, password: ATTACKER_PASSWORD });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details).toEqual({ password: ["is not the password chosen at sign-up"] });
    expect((await phone.post("/api/account/confirm-email", { token, password: OWNER_PASSWORD })).status).toBe(200);
    expect((await (await phone.get("/api/me")).json()).user).toMatchObject({ email, emailVerified: true });
  });

  it("issue 31: on https the sign-up key is a __Host- cookie, and a key planted under another name counts for nothing", async () => {
    const secure = await app.launch({ APP_URL: "https://listcraft.test" });
    const browser = new HttpClient(secure.server.url, "https://listcraft.test", "198.51.100.77");
    const email = uniqueEmail("https");
    const signUp = await browser.post("/api/auth/sign-up/email", { email, password: OWNER_PASSWORD, name: "New" });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("__Host-listcraft-sign-up="));
    expect(cookie).toContain("; Secure");
    const token = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT), "/confirm-email");
    const planted = new HttpClient(secure.server.url, "https://listcraft.test", "198.51.100.78");
    planted.cookies.set("listcraft-sign-up", browser.cookies.get("__Host-listcraft-sign-up") ?? "");
    expect(await info(planted, token)).toMatchObject({ step: "sign-up-password" });
    expect((await planted.post("/api/account/confirm-email", { token })).status).toBe(400);
    expect(await info(browser, token)).toMatchObject({ step: "confirm" });
    const confirmed = await browser.post("/api/account/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.getSetCookie().find((c) => c.startsWith("__Secure-better-auth.session_token="))).toContain("; Secure");
  });

  it("item 1: a link without a sign-up (a resend) still asks a browser without the session to choose the password", async () => {
    const victim = uniqueEmail("resent");
    const attacker = await preRegister(victim);
    await app.mail.waitFor(victim, CONFIRM_SUBJECT);
    const since = app.mail.mails.length;
    expect((await app.client().post("/api/auth/send-verification-email", { email: victim, callbackURL: "/" })).status).toBe(200);
    const token = linkToken(await app.mail.waitFor(victim, CONFIRM_SUBJECT, 5000, since), "/confirm-email");
    const owner = app.client();
    expect(await info(owner, token)).toEqual({ purpose: "verify", email: victim, signedInAsOwner: false, step: "new-password" });
    expect((await owner.post("/api/account/confirm-email", { token })).status).toBe(400);
    expect((await owner.post("/api/account/confirm-email", { token, password: "password1" })).status).toBe(400);
    expect((await owner.post("/api/account/confirm-email", { token, password: OWNER_PASSWORD })).status).toBe(200);
    expect((await attacker.get("/api/me")).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email: victim, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email: victim, password: OWNER_PASSWORD })).status).toBe(200);
  });

  it("item 1: refuses unknown, malformed and reused links", async () => {
    const client = app.client();
    expect((await client.get("/api/account/email-confirmation?token=not-a-real-token-at-all")).status).toBe(400);
    expect((await client.get("/api/account/email-confirmation")).status).toBe(400);
    for (const body of [{ token: "x".repeat(40), password: OWNER_PASSWORD }, { token: 5 }, {}, { token: "x".repeat(40), extra: 1 }]) {
      expect((await client.post("/api/account/confirm-email", body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("item 10: a new address takes effect only once confirmed from the account's session; the old address is told", async () => {
    const client = app.client();
    const { email: oldEmail, password, body } = await app.signUp(client);
    await app.confirmEmail(body.user.id);
    const newEmail = uniqueEmail("moving");
    const before = app.mail.mails.length;
    expect((await client.post("/api/account/change-email", { newEmail, password })).status).toBe(200);
    const me = await (await client.get("/api/me")).json();
    expect(me).toMatchObject({ user: { email: oldEmail, emailVerified: true }, pendingEmail: newEmail });
    expect((await app.client().post("/api/auth/sign-in/email", { email: newEmail, password })).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email: oldEmail, password })).status).toBe(200);

    const notice = await app.mail.waitFor(oldEmail, /about to change/, 5000, before);
    expect(notice.text).toContain(newEmail);
    const resetToken = linkToken(notice, "/reset-password");
    const first = linkToken(await app.mail.waitFor(newEmail, CHANGE_SUBJECT, 5000, before), "/confirm-email");

    const resent = app.mail.mails.length;
    expect((await client.post("/api/account/change-email/resend")).status).toBe(200);
    const token = linkToken(await app.mail.waitFor(newEmail, CHANGE_SUBJECT, 5000, resent), "/confirm-email");
    expect((await client.post("/api/account/confirm-email", { token: first })).status).toBe(400);
    expect((await client.post("/api/account/confirm-email", { token })).status).toBe(200);
    expect(await (await client.get("/api/me")).json()).toMatchObject({ user: { email: newEmail, emailVerified: true }, pendingEmail: null });
    expect((await app.client().post("/api/auth/sign-in/email", { email: oldEmail, password })).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email: newEmail, password })).status).toBe(200);
    // Asked and confirmed from the session that entered the password: the notice's link is spent (issue 30 item 11).
    expect((await app.client().post("/api/auth/reset-password", { token: resetToken, newPassword: OWNER_PASSWORD })).status).toBe(400);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  /** The token of a forgot-password link for `email`, as the link's landing hands it to the reset page. */
  async function forgotPasswordToken(email: string) {
    const since = app.mail.mails.length;
    expect((await app.client().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const link = new URL(firstLink(await app.mail.waitFor(email, RESET_SUBJECT, 5000, since)));
    const landing = await app.client().get(link.pathname + link.search);
    return new URL(landing.headers.get("location") ?? "", app.url).searchParams.get("token") ?? "";
  }

  it("issue 30 item 11: a change confirmed from the session that entered the password spends the old address's reset links", async () => {
    const client = app.client();
    const { email: oldEmail, password, body } = await app.signUp(client);
    await app.confirmEmail(body.user.id);
    const forgotten = await forgotPasswordToken(oldEmail);
    const newEmail = uniqueEmail("moved");
    const since = app.mail.mails.length;
    expect((await client.post("/api/account/change-email", { newEmail, password })).status).toBe(200);
    const notice = linkToken(await app.mail.waitFor(oldEmail, /about to change/, 5000, since), "/reset-password");
    const token = linkToken(await app.mail.waitFor(newEmail, CHANGE_SUBJECT, 5000, since), "/confirm-email");
    expect((await client.post("/api/account/confirm-email", { token })).status).toBe(200);

    for (const resetToken of [forgotten, notice]) {
      const refused = await app.client().post("/api/auth/reset-password", { token: resetToken, newPassword: ATTACKER_PASSWORD });
      expect(refused.status).toBe(400);
    }
    expect((await app.client().post("/api/auth/sign-in/email", { email: newEmail, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email: newEmail, password })).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("issue 30 item 11: confirmed from another session of the account, the notice's link still undoes the change (decision 012)", async () => {
    const laptop = app.client();
    const { email: oldEmail, password, body } = await app.signUp(laptop);
    await app.confirmEmail(body.user.id);
    const phone = app.client();
    expect((await phone.post("/api/auth/sign-in/email", { email: oldEmail, password })).status).toBe(200);
    const newEmail = uniqueEmail("elsewhere");
    const since = app.mail.mails.length;
    expect((await laptop.post("/api/account/change-email", { newEmail, password })).status).toBe(200);
    const notice = linkToken(await app.mail.waitFor(oldEmail, /about to change/, 5000, since), "/reset-password");
    // The first link reaches the new address before the resend replaces it: counted from `resent`
    // otherwise, a first mail arriving late would be taken for the resent one, its token spent.
    await app.mail.waitFor(newEmail, CHANGE_SUBJECT, 5000, since);
    // A resend from the phone does not make the phone the session that entered the password.
    const resent = app.mail.mails.length;
    expect((await phone.post("/api/account/change-email/resend")).status).toBe(200);
    const token = linkToken(await app.mail.waitFor(newEmail, CHANGE_SUBJECT, 5000, resent), "/confirm-email");
    expect((await phone.post("/api/account/confirm-email", { token })).status).toBe(200);

    expect((await app.client().post("/api/auth/reset-password", { token: notice, newPassword: OWNER_PASSWORD })).status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email: newEmail, password: OWNER_PASSWORD })).status).toBe(200);
  });

  it("item 10: a pending change can be cancelled, and its link then does nothing", async () => {
    const client = app.client();
    const { email, password } = await app.signUp(client);
    const newEmail = uniqueEmail("cancelled");
    expect((await client.post("/api/account/change-email", { newEmail, password })).status).toBe(200);
    const token = linkToken(await app.mail.waitFor(newEmail, CHANGE_SUBJECT), "/confirm-email");
    const cancelled = await client.request("DELETE", "/api/account/change-email");
    expect(await cancelled.json()).toEqual({ pendingEmail: null });
    expect((await client.post("/api/account/confirm-email", { token })).status).toBe(400);
    expect(await (await client.get("/api/me")).json()).toMatchObject({ user: { email }, pendingEmail: null });
    expect((await client.post("/api/account/change-email/resend")).status).toBe(404);
  });

  it("item 8: using one password-reset link spends every other outstanding one", async () => {
    const { email } = await app.signUp(app.client());
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const since = app.mail.mails.length;
      expect((await app.client().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
      const link = new URL(firstLink(await app.mail.waitFor(email, RESET_SUBJECT, 5000, since)));
      const landing = await app.client().get(link.pathname + link.search);
      tokens.push(new URL(landing.headers.get("location") ?? "", app.url).searchParams.get("token") ?? "");
    }
    const [older, newer] = tokens;
    expect((await app.client().post("/api/auth/reset-password", { token: newer, newPassword: OWNER_PASSWORD })).status).toBe(200);
    expect((await app.client().post("/api/auth/reset-password", { token: older, newPassword: ATTACKER_PASSWORD })).status).toBe(400);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: OWNER_PASSWORD })).status).toBe(200);
  });

  it("item 9: sign-up answers a taken address like a new one, signs nobody in, and tells a confirmed owner", async () => {
    const { email, password, body } = await app.signUp(app.client());
    await app.confirmEmail(body.user.id);
    const unconfirmed = uniqueEmail("unconfirmed");
    expect((await app.client().post("/api/auth/sign-up/email", { email: unconfirmed, password, name: "x" })).status).toBe(200);
    const fresh = await app.client().post("/api/auth/sign-up/email", { email: uniqueEmail("fresh"), password: ATTACKER_PASSWORD, name: "x" });
    const taken = await app.client().post("/api/auth/sign-up/email", { email, password: ATTACKER_PASSWORD, name: "x" });
    const again = await app.client().post("/api/auth/sign-up/email", { email: unconfirmed, password: ATTACKER_PASSWORD, name: "x" });
    const [freshBody, takenBody, againBody] = [await fresh.json(), await taken.json(), await again.json()];
    for (const [response, answer] of [
      [taken, takenBody],
      [again, againBody],
    ] as const) {
      expect(response.status).toBe(fresh.status);
      expect(Object.keys(answer).sort()).toEqual(Object.keys(freshBody).sort());
      expect(Object.keys(answer.user).sort()).toEqual(Object.keys(freshBody.user).sort());
      expect(answer).toMatchObject({ token: null, user: { emailVerified: false } });
    }
    // Each answer gives the browser a sign-up key and no session, alike (decision 057).
    const cookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split("=")[0]);
    for (const response of [fresh, taken, again]) expect(cookieNames(response)).toEqual(["listcraft-sign-up"]);

    const notice = await app.mail.waitFor(email, /tried to create a Listcraft account/);
    const resetToken = linkToken(notice, "/reset-password");
    expect((await app.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect((await app.client().post("/api/auth/reset-password", { token: resetToken, newPassword: OWNER_PASSWORD })).status).toBe(200);
  });

  it("item 9: change-email answers a taken address as if it worked and mails that address nothing", async () => {
    const { email: taken } = await app.signUp(app.client());
    const client = app.client();
    const { email, password } = await app.signUp(client);
    // Sign-up mail goes out after the answer: let both confirmations arrive before counting.
    await app.mail.waitFor(taken, CONFIRM_SUBJECT);
    await app.mail.waitFor(email, CONFIRM_SUBJECT);
    const since = app.mail.mails.length;
    const response = await client.post("/api/account/change-email", { newEmail: taken, password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pendingEmail: taken });
    await app.mail.waitFor(email, /about to change/, 5000, since);
    expect(app.mail.mails.slice(since).filter((m) => m.to.includes(taken))).toEqual([]);
    expect((await client.post("/api/account/change-email/resend")).status).toBe(200);
  });

  it("item 9: forgot-password does the same counted work for an unknown address as for a known one (timings: npm run bench)", async () => {
    const { email } = await app.signUp(app.client());
    const unknown = uniqueEmail("nobody");
    const counter = async (address: string) =>
      (
        (await app.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `mail-day:${address}`))) as Array<{ count: number }>
      )[0]?.count ?? 0;
    const before = { known: await counter(email), unknown: await counter(unknown) };
    for (const address of [email, unknown]) {
      const response = await app.client().post("/api/auth/request-password-reset", { email: address, redirectTo: "/reset-password" });
      expect(response.status).toBe(200);
    }
    // Both addresses' mail counters move by one: the unknown path is not a cheap single read.
    await expect.poll(async () => (await counter(email)) - before.known).toBe(1);
    await expect.poll(async () => (await counter(unknown)) - before.unknown).toBe(1);
  });

  it("item 15: confirmation and reset mails to one address are capped per day, with the same answers", async () => {
    const capped = await app.launch({ MAIL_PER_ADDRESS_PER_DAY: "3" });
    const { email } = await app.signUp(app.client());
    await app.mail.waitFor(email, CONFIRM_SUBJECT);
    const since = app.mail.mails.length;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const client = new HttpClient(capped.url, capped.url, `198.51.100.${i + 120}`);
      const response = await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    expect(new Set(answers).size).toBe(1);
    const counted = async () => {
      const rows = (await app.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `mail-day:${email}`))) as Array<{ count: number }>;
      return rows[0]?.count ?? 0;
    };
    // The sign-up's confirmation counts too: 1 + 5 attempts; the confirmation and two resets went out.
    await expect.poll(counted).toBe(6);
    await expect.poll(() => app.mail.mails.slice(since).filter((m) => m.to.includes(email)).length).toBe(2);
  });
});
