import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
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
