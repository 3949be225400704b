import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, user } from "../../src/server/db/schema";
import type { HttpClient } from "../support/http-client";
import { startTestApp, type TestApp } from "../support/test-app";

const PROFILE = { sub: "g-123", email: "gina.google@example.com", email_verified: true, given_name: "Gina", family_name: "Google", name: "Gina Google" };

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
    oidc.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, PROFILE));
    oidc.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
      response.body = { ...PROFILE };
    });
    await oidc.start(0, "127.0.0.1");
    const issuer = oidc.address();
    oidc.issuer.url = `http://127.0.0.1:${issuer.port}`;
    app = await startTestApp("pglite", {
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
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.userId, row?.id ?? ""))).toHaveLength(1);

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
    const response = await fetch(`${plain.url}/api/config`);
    expect(await response.json()).toMatchObject({ googleEnabled: false });
    const start = await fetch(`${plain.url}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: plain.url },
      body: JSON.stringify({ provider: "google", callbackURL: "/callback" }),
    });
    expect(start.status).toBeGreaterThanOrEqual(400);
  });
});
