import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { png } from "../support/images";
import { deliver, sign, subscriptionEvent, WEBHOOK_SECRET } from "../support/paddle";
import { upload } from "../support/products";
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
    const two = await viaTwo.post("/api/auth/sign-up/email", { email: uniqueEmail("hops"), password: STRONG_PASSWORD, name: "x" });
    expect(await sessionIp((await two.json()).user.id)).toBe("203.0.113.79");

    const listed = await app.launch({ TRUST_PROXY: "127.0.0.1, 10.20.0.0/16" });
    const viaList = new HttpClient(listed.url, listed.url, "192.0.2.202, 203.0.113.80, 10.20.3.4, 10.20.0.1");
    const three = await viaList.post("/api/auth/sign-up/email", { email: uniqueEmail("list"), password: STRONG_PASSWORD, name: "x" });
    expect(await sessionIp((await three.json()).user.id)).toBe("203.0.113.80");
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
      for (const [label, value] of [["surrogate", LONE_SURROGATE], ["deep", deep(30_000)]] as const) {
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
    const capture = (chunk: unknown, ...rest: unknown[]) => lines.push([chunk, ...rest].map((part) => (part instanceof Error ? `${part.stack} ${JSON.stringify(part)}` : String(part))).join(" ")) > 0;
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
    await client.post("/api/auth/sign-up/email", { email: uniqueEmail("log"), password: STRONG_PASSWORD, name: "x" });
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
        statuses.push((await newcomer.post("/api/auth/sign-up/email", { email: "private-address@example.com", password: STRONG_PASSWORD, name: "secret-marker-4712" })).status);
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
