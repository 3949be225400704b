import { checkedFetch } from "../support/api-contract-check";
import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, subscriptions, user } from "../../src/server/db/schema";
import { testBackend } from "../support/databases";
import { RESET_SUBJECT } from "../support/confirmation";
import type { HttpClient } from "../support/http-client";
import { firstLink } from "../support/mail-catcher";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

const PROFILE = { sub: "g-123", email: "gina.google@example.com", email_verified: true, given_name: "Gina", family_name: "Google", name: "Gina Google" };
/** The identity the provider hands out; a test may switch it to another Google account. */
let profile: Record<string, unknown> = PROFILE;

/** Runs the browser's part of the redirect dance: our sign-in → provider → our callback. */
async function signInWithGoogle(client: HttpClient) {
  const start = await client.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/callback", errorCallbackURL: "/callback" });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.searchParams.get("prompt")).toBe("select_account");
  expect(authorize.searchParams.get("access_type")).toBe("offline");
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  const provider = await fetch(url, { redirect: "manual" });
  const back = new URL(provider.headers.get("location") ?? "");
  return client.get(back.pathname + back.search);
}

describe("Google sign-in through a local OpenID provider", () => {
  let oidc: OAuth2Server;
  let app: TestApp;
  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate("RS256");
    oidc.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, profile));
    oidc.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
      response.body = { ...profile };
    });
    await oidc.start(0, "127.0.0.1");
    const issuer = oidc.address();
    oidc.issuer.url = `http://127.0.0.1:${issuer.port}`;
    app = await startTestApp(testBackend, {
      GOOGLE_CLIENT_ID: "listcraft-test",
      GOOGLE_CLIENT_SECRET: "listcraft-test-secret",
      GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
    });
  });
  afterAll(async () => {
    await app?.close();
    await oidc?.stop();
  });

  it("offers Google", async () => {
    expect(await (await app.client().get("/api/config")).json()).toMatchObject({ googleEnabled: true });
  });

  it("creates a verified account with names and a free subscription, then signs the same account in again", async () => {
    const client = app.client();
    const callback = await signInWithGoogle(client);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/callback");
    const me = await (await client.get("/api/me")).json();
    expect(me).toMatchObject({ user: { email: PROFILE.email, emailVerified: true, firstName: "Gina", lastName: "Google" }, hasPassword: false });
    const [row] = await app.db.select().from(user).where(eq(user.email, PROFILE.email));
    expect(
      await app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, row?.id ?? "")),
    ).toHaveLength(1);

    const again = app.client();
    expect((await signInWithGoogle(again)).status).toBe(302);
    expect((await (await again.get("/api/me")).json()).user.id).toBe(me.user.id);
    expect(await app.db.select().from(user).where(eq(user.email, PROFILE.email))).toHaveLength(1);
  });

  it("refuses a callback whose state does not belong to the browser", async () => {
    const victim = app.client();
    const forged = await victim.get("/api/auth/callback/google?code=stolen&state=not-mine");
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toMatch(/error=/);
    expect((await victim.get("/api/me")).status).toBe(401);
  });

  it("is hidden and refused when Google is not configured", async () => {
    const plain = await app.launch({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" });
    const response = await checkedFetch(`${plain.url}/api/config`);
    expect(await response.json()).toMatchObject({ googleEnabled: false });
    const start = await fetch(`${plain.url}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: plain.url },
      body: JSON.stringify({ provider: "google", callbackURL: "/callback" }),
    });
    expect(start.status).toBeGreaterThanOrEqual(400);
  });

  it("item 1: never links Google to a password account nobody confirmed; a reset from the mailbox confirms it, then Google links", async () => {
    const email = uniqueEmail("gvictim");
    profile = { ...PROFILE, sub: "g-victim", email, given_name: "Vic" };
    const attacker = app.client();
    const password = "crimson-turbine-walnut-41";
    expect((await attacker.post("/api/auth/sign-up/email", { email, password, name: "Mallory" })).status).toBe(200);
    expect((await attacker.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);

    const victim = app.client();
    const refused = await signInWithGoogle(victim);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toMatch(/error=/);
    expect((await victim.get("/api/me")).status).toBe(401);
    const [row] = await app.db.select().from(user).where(eq(user.email, email));
    const providers = await app.db
      .select({ providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, row?.id ?? ""));
    expect(providers).toEqual([{ providerId: "credential" }]);
    expect((await (await attacker.get("/api/me")).json()).user.emailVerified).toBe(false);

    // The mailbox owner takes the account over with a reset link: it proves the address and ends the attacker's session.
    expect((await victim.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const link = new URL(firstLink(await app.mail.waitFor(email, RESET_SUBJECT)));
    const landing = await victim.get(link.pathname + link.search);
    const token = new URL(landing.headers.get("location") ?? "", app.url).searchParams.get("token");
    expect((await victim.post("/api/auth/reset-password", { token, newPassword: "meadow-copper-signal-86" })).status).toBe(200);
    expect((await attacker.get("/api/me")).status).toBe(401);

    const linked = await signInWithGoogle(victim);
    expect(linked.headers.get("location")).toBe("/callback");
    expect((await (await victim.get("/api/me")).json()).user).toMatchObject({ id: row?.id, email, emailVerified: true });
    expect((await attacker.post("/api/auth/sign-in/email", { email, password })).status).toBe(401);
    profile = PROFILE;
  });
});
