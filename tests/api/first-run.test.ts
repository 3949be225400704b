import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalMail, PublicConfig, SessionResponse } from "../../src/core/api-types";
import { testBackend } from "../support/databases";
import { CONFIRM_SUBJECT, linkToken } from "../support/confirmation";
import { HttpClient } from "../support/http-client";
import { STRONG_PASSWORD, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(testBackend);
});
afterAll(async () => {
  await app?.close();
});

/** The first-run banner's "Send again" (issue 16): the signed-in, unconfirmed account asks for its own link. */
describe("sending the confirmation link again from a signed-in session", () => {
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

const mailbox = async (client: HttpClient) => ((await (await client.get("/api/dev/mailbox")).json()) as { mails: LocalMail[] }).mails;
const localMailboxOffered = async (client: HttpClient) => ((await (await client.get("/api/config")).json()) as PublicConfig).localMailbox;

/** Issue 31 item 2: on the embedded defaults a newcomer reads the confirmation mail in the app. */
describe("the local mailbox", () => {
  it("lists the mails written to files, newest first, with their links, when APP_URL is local", async () => {
    const local = await app.launch({ SMTP_URL: "" });
    const browser = new HttpClient(local.server.url, local.url, "198.51.100.90");
    expect(await localMailboxOffered(browser)).toBe(true);
    const email = uniqueEmail("mailbox");
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await browser.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "New" })).status).toBe(200);
      await expect.poll(async () => (await mailbox(browser)).filter((m) => m.to === email).length).toBe(attempt + 1);
    }
    const response = await browser.get("/api/dev/mailbox");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [newest, older] = (await mailbox(browser)).filter((m) => m.to === email);
    expect(newest).toMatchObject({ to: email, subject: expect.stringMatching(CONFIRM_SUBJECT) });
    expect(Date.parse(newest?.sentAt ?? "")).toBeGreaterThanOrEqual(Date.parse(older?.sentAt ?? ""));
    const link = /http:\/\/\S+/.exec(newest?.text ?? "")?.[0] ?? "";
    expect(link.startsWith(`${local.url}/confirm-email?token=`)).toBe(true);
    // The newest link is the one that works; the mailbox shows it first.
    const token = new URL(link).searchParams.get("token");
    expect((await browser.post("/api/account/confirm-email", { token })).status).toBe(200);
  });

  it("is a 404 when SMTP is configured", async () => {
    const client = app.client();
    expect((await client.get("/api/dev/mailbox")).status).toBe(404);
    expect(await localMailboxOffered(client)).toBe(false);
  });

  it("is a 404 when APP_URL is public, even with mail written to files", async () => {
    const open = await app.launch({ SMTP_URL: "", APP_URL: "https://listcraft.test" });
    const client = new HttpClient(open.server.url, "https://listcraft.test", "198.51.100.91");
    expect((await client.get("/api/dev/mailbox")).status).toBe(404);
    expect(await localMailboxOffered(client)).toBe(false);
  });

  it("answers only a local Host, so a page whose name was rebound to this machine reads nothing", async () => {
    const local = await app.launch({ SMTP_URL: "" });
    // fetch sends the URL's own Host whatever it is told, so a raw request names another.
    const statusWithHost = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const { port } = new URL(local.server.url);
        get({ host: "127.0.0.1", port, path: "/api/dev/mailbox", headers: { host } }, (response) => resolve(response.resume().statusCode)).on("error", reject);
      });
    expect(await statusWithHost("attacker.example")).toBe(404);
    expect(await statusWithHost(`localhost:${new URL(local.server.url).port}`)).toBe(200);
  });
});
