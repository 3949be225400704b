import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionResponse } from "../../src/core/api-types";
import { testBackend } from "../support/databases";
import { CONFIRM_SUBJECT, linkToken } from "../support/confirmation";
import { startTestApp, type TestApp } from "../support/test-app";

/** The first-run banner's "Send again" (issue 16): the signed-in, unconfirmed account asks for its own link. */
describe("sending the confirmation link again from a signed-in session", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(testBackend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("mails a new link that confirms the address; once confirmed there is nothing left to send", async () => {
    const client = app.client();
    const { email } = await app.signUp(client);
    const session = (await (await client.get("/api/session")).json()) as SessionResponse;
    expect(session.me?.user.emailVerified).toBe(false);
    expect(Date.now() - Date.parse(session.me?.user.createdAt ?? "")).toBeLessThan(60_000);

    // The sign-up's own mail is sent in the background: wait for it, so the resent link is not mistaken for it.
    await app.mail.waitFor(email, CONFIRM_SUBJECT);
    const before = app.mail.mails.length;
    const resend = await client.post("/api/auth/send-verification-email", { email, callbackURL: "/" });
    expect(resend.status, await resend.text()).toBe(200);
    const mail = await app.mail.waitFor(email, CONFIRM_SUBJECT, 5000, before);
    const confirmed = await client.post("/api/account/confirm-email", { token: linkToken(mail, "/confirm-email") });
    expect(confirmed.status, await confirmed.text()).toBe(200);
    const after = (await (await client.get("/api/session")).json()) as SessionResponse;
    expect(after.me?.user.emailVerified).toBe(true);

    const again = await client.post("/api/auth/send-verification-email", { email, callbackURL: "/" });
    expect(again.status).toBe(400);
  });

  it("is limited per account: the sixth request within the window gets 429 with Retry-After", async () => {
    const client = app.client();
    const { email } = await app.signUp(client);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const response = await client.post("/api/auth/send-verification-email", { email, callbackURL: "/" });
      statuses.push(response.status);
      retryAfter = response.headers.get("retry-after") ?? retryAfter;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
