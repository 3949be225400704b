import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PLANS } from "../../src/core/plans";
import { account, billingEvents, paddleCustomers, paddleSubscriptions, transactions, uploads, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { startFakePaddle, type FakePaddle } from "../support/fake-paddle";
import { HttpClient } from "../support/http-client";
import { firstLink } from "../support/mail-catcher";
import { customerEvent, deliver, PRICES, subscriptionEvent, transactionEvent, WEBHOOK_SECRET } from "../support/paddle";
import { uploadScreenshots } from "../support/products";
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
    JSON.stringify([
      await app.db.select().from(billingEvents),
      await app.db.select().from(transactions),
      await app.db.select().from(paddleCustomers),
    ]);

  // Item 6: account deletion.
  it("deletes an account only with its password, cancels its Paddle subscription, removes its images and anonymises its billing rows", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    const userId = body.user.id;
    await app.confirmEmail(userId);
    const files = await uploadedFiles(client, userId);
    const customer = fake.seedCustomer({ email });
    const live = fake.seedSubscription({ customerId: customer.id, priceId: PRICES.proMonthly, status: "active", updatedAt: new Date(), customData: { userId } });
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
    const asked = await client.post("/api/account/delete", {});
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ deleted: false, confirmationSent: true });
    expect(await userExists(userId)).toBe(true);
    const link = new URL(firstLink(await app.mail.waitFor(email, /deletion of your/i)));
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
      Array.from({ length: 5 }, (_, i) => (i % 2 ? other : client).post("/api/billing/simulated/pay", { tier: "pro", interval: "monthly" }).then((r) => r.status)),
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
    const changed = await laptop.post("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword: "sapphire-meadow-kettle-24", revokeOtherSessions: false });
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

    for (const fields of [{ image: "javascript:alert(1)" }, { firstName: "<img src=x onerror=alert(1)>" }, { lastName: "x".repeat(3000) }, { name: "<b>bold</b>" }]) {
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
    const signUp = await client.post("/api/auth/sign-up/email", { email: uniqueEmail("public"), password: STRONG_PASSWORD, name: "Public" });
    expect(signUp.status).toBe(200);
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
    expect((await new HttpClient(client.baseUrl, PUBLIC_URL, "203.0.113.250").post("/api/billing/simulated/pay", { tier: "pro", interval: "monthly" })).status).toBe(401);
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
