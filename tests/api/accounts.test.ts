import { checkedFetch } from "../support/api-contract-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, subscriptions, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { firstLink } from "../support/mail-catcher";
import { ADMIN_EMAIL, STRONG_PASSWORD, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

describe.each(backends)("accounts on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("signs up with names, creates the free subscription row and reports the user", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client, { firstName: "Ada", lastName: "Lovelace", name: "Ada Lovelace" });
    const me = await (await client.get("/api/me")).json();
    expect(me).toMatchObject({
      user: { email, firstName: "Ada", lastName: "Lovelace", avatarUrl: null },
      isAdmin: false,
      hasPassword: true,
      completedProducts: 0,
    });
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, body.user.id));
    expect(row).toMatchObject({ tier: "free", maxProducts: 1, productCount: 0 });
    const sub = await (await client.get("/api/subscription")).json();
    expect(sub).toMatchObject({ tier: "free", maxProducts: 1, productCount: 0 });
  });

  it("reports the session as null for a visitor and as the user once signed in", async () => {
    const client = app.client();
    const visitor = await client.get("/api/session");
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ me: null });
    const { email } = await app.signUp(client);
    expect((await (await client.get("/api/session")).json()).me.user.email).toBe(email);
  });

  it("signs up without names", async () => {
    const client = app.client();
    const { email } = await app.signUp(client, { name: "" });
    const me = await (await client.get("/api/me")).json();
    expect(me.user).toMatchObject({ email, firstName: null, lastName: null });
  });

  it("refuses short and weak passwords with reasons, creating nothing", async () => {
    const client = app.client();
    const email = uniqueEmail("weak");
    const short = await client.post("/api/auth/sign-up/email", { email, password: "abc", name: "x" });
    expect(short.status).toBe(400);
    const weak = await client.post("/api/auth/sign-up/email", { email, password: "password1", name: "x" });
    expect(weak.status).toBe(400);
    const body = await weak.json();
    expect(body.code).toBe("WEAK_PASSWORD");
    expect(body.message).toMatch(/too weak\. .+/);
    const personal = await client.post("/api/auth/sign-up/email", { email, password: email.split("@")[0], name: "x" });
    expect(personal.status).toBe(400);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it("refuses a second account on the same e-mail, answering as for a new one (decision 012)", async () => {
    const { email } = await app.signUp(app.client());
    const again = await app.client().post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "x" });
    expect(again.status).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it("rejects hostile sign-up bodies", async () => {
    const client = app.client();
    const email = uniqueEmail("hostile");
    for (const body of [
      "{not json",
      { email: "not-an-email", password: STRONG_PASSWORD, name: "x" },
      { email, password: 12345678, name: "x" },
      { email, password: STRONG_PASSWORD, name: "x", firstName: "a".repeat(500) },
      { email, password: STRONG_PASSWORD, name: "x", firstName: { $ne: 1 } },
    ]) {
      const response = await client.post("/api/auth/sign-up/email", body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it("stores passwords as argon2id at or above OWASP's minimum outside the tests, and either cost signs in on either server", async () => {
    // The suite's servers run with NODE_ENV=test and hash at argon2's test cost (decision 068); a
    // development server on the same database hashes as production does.
    const real = await app.launch({ NODE_ENV: "development" });
    const onReal = new HttpClient(real.url, real.url, "10.77.0.1");
    const { email, body } = await app.signUp(onReal);
    const stored = async (userId: string) => (await app.db.select().from(account).where(eq(account.userId, userId)))[0]?.password ?? "";
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(await stored(body.user.id));
    expect(match).not.toBeNull();
    const [, m, t, p] = (match ?? []).map(Number);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(await stored(body.user.id)).not.toContain(STRONG_PASSWORD);

    const cheap = await app.signUp(app.client());
    expect(await stored(cheap.body.user.id)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await onReal.post("/api/auth/sign-in/email", { email: cheap.email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await onReal.post("/api/auth/sign-in/email", { email: cheap.email, password: "not-the-password-9" })).status).toBe(401);
  });

  it("answers an unknown e-mail and a wrong password alike", async () => {
    const { email } = await app.signUp(app.client());
    const wrong = await app.client().post("/api/auth/sign-in/email", { email, password: "not-the-password-9" });
    const unknown = await app.client().post("/api/auth/sign-in/email", { email: uniqueEmail("ghost"), password: "not-the-password-9" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("issues a new session token on each sign-in and rejects the old cookie after sign-out", async () => {
    const { email, password } = await app.signUp(app.client());
    const client = app.client();
    const first = await client.post("/api/auth/sign-in/email", { email, password });
    expect(first.status).toBe(200);
    const firstCookie = client.cookieHeader;
    const second = await client.post("/api/auth/sign-in/email", { email, password });
    expect(second.status).toBe(200);
    expect(client.cookieHeader).not.toBe(firstCookie);

    const stolen = client.cookieHeader;
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    const replay = await checkedFetch(`${app.url}/api/me`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, without Secure over http", async () => {
    const client = app.client();
    const email = uniqueEmail();
    expect((await client.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "x" })).status).toBe(200);
    const response = await client.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const { email } = await app.signUp(app.client());
    const client = app.client();
    const request = await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(request.status).toBe(200);
    const mail = await app.mail.waitFor(email, /Reset your Listcraft password/);
    const link = firstLink(mail);
    const landing = await client.get(new URL(link).pathname + new URL(link).search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location") ?? "", app.url);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const newPassword = "amber-glacier-quartz-58";
    expect((await client.post("/api/auth/reset-password", { token, newPassword: "123456" })).status).toBe(400);
    expect((await client.post("/api/auth/reset-password", { token, newPassword })).status).toBe(200);
    expect((await client.post("/api/auth/reset-password", { token, newPassword: "another-fine-phrase-11" })).status).toBe(400);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: newPassword })).status).toBe(200);
  });

  it("answers a reset request for an unknown e-mail like a known one and sends nothing", async () => {
    const ghost = uniqueEmail("ghost");
    const response = await app.client().post("/api/auth/request-password-reset", { email: ghost, redirectTo: "/reset-password" });
    expect(response.status).toBe(200);
    await expect(app.mail.waitFor(ghost, /./, 300)).rejects.toThrow();
  });

  it("updates the profile and refuses bad profile input", async () => {
    const client = app.client();
    await app.signUp(client);
    const ok = await client.patch("/api/profile", { firstName: "  Grace ", lastName: "Hopper" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).user).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    for (const bad of [
      { firstName: "x".repeat(51), lastName: null },
      { firstName: "a" },
      { firstName: "a", lastName: "b", admin: true },
      { firstName: 5, lastName: null },
    ]) {
      expect((await client.patch("/api/profile", bad)).status).toBe(400);
    }
    expect((await client.request("PATCH", "/api/profile", "{oops")).status).toBe(400);
    const me = await (await client.get("/api/me")).json();
    expect(me.user).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  it("persists notification switches per user", async () => {
    const a = app.client();
    const b = app.client();
    await app.signUp(a);
    await app.signUp(b);
    expect(await (await a.get("/api/settings/notifications")).json()).toEqual({ emailNotifications: true, marketingEmails: false });
    const put = await a.put("/api/settings/notifications", { emailNotifications: false, marketingEmails: true });
    expect(await put.json()).toEqual({ emailNotifications: false, marketingEmails: true });
    expect(await (await a.get("/api/settings/notifications")).json()).toEqual({ emailNotifications: false, marketingEmails: true });
    expect(await (await b.get("/api/settings/notifications")).json()).toEqual({ emailNotifications: true, marketingEmails: false });
    expect((await a.put("/api/settings/notifications", { emailNotifications: "yes", marketingEmails: true })).status).toBe(400);
  });

  it("changes the password only with the current one", async () => {
    const client = app.client();
    const { email } = await app.signUp(client);
    const wrong = await client.post("/api/auth/change-password", { currentPassword: "nope-nope-nope-1", newPassword: "sapphire-meadow-kettle-24" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const weak = await client.post("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword: "qwerty123" });
    expect(weak.status).toBe(400);
    const ok = await client.post("/api/auth/change-password", {
      currentPassword: STRONG_PASSWORD,
      newPassword: "sapphire-meadow-kettle-24",
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: "sapphire-meadow-kettle-24" })).status).toBe(200);
  });

  it("asks for an e-mail change with the password and mails the new address; the login stays until it confirms", async () => {
    const client = app.client();
    const { email: oldEmail } = await app.signUp(client);
    const newEmail = uniqueEmail("moved");
    expect((await client.post("/api/account/change-email", { newEmail, password: "wrong-password-0" })).status).toBe(400);
    expect((await client.post("/api/account/change-email", { newEmail: "bad", password: STRONG_PASSWORD })).status).toBe(400);
    expect((await client.post("/api/account/change-email", { newEmail: oldEmail, password: STRONG_PASSWORD })).status).toBe(400);
    const ok = await client.post("/api/account/change-email", { newEmail: newEmail.toUpperCase(), password: STRONG_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ pendingEmail: newEmail });
    await app.mail.waitFor(newEmail, /Confirm your new e-mail/);
    expect((await app.client().post("/api/auth/sign-in/email", { email: oldEmail, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await app.client().post("/api/auth/sign-in/email", { email: newEmail, password: STRONG_PASSWORD })).status).toBe(401);
  });

  it("deletes the account only with the password, with its subscription", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    expect((await client.post("/api/account/delete", { password: "wrong-password-0" })).status).toBe(400);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.userId, body.user.id))).toHaveLength(0);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("makes only the verified ADMIN_EMAIL account the administrator", async () => {
    const outsider = app.client();
    await app.signUp(outsider);
    expect((await outsider.get("/api/admin/status")).status).toBe(403);

    const admin = app.client();
    await app.signUp(admin, { email: ADMIN_EMAIL });
    // Anyone could register the address first; the role needs the mailbox to be proven.
    expect((await admin.get("/api/admin/status")).status).toBe(403);
    expect((await (await admin.get("/api/me")).json()).isAdmin).toBe(false);
    const token = new URL(firstLink(await app.mail.waitFor(ADMIN_EMAIL, /Confirm your e-mail/))).searchParams.get("token");
    expect((await admin.post("/api/account/confirm-email", { token })).status).toBe(200);
    expect((await admin.get("/api/admin/status")).status).toBe(200);
    expect((await (await admin.get("/api/me")).json()).isAdmin).toBe(true);
  });
});
