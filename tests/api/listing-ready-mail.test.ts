import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, user } from "../../src/server/db/schema";
import { readyEmailJob } from "../../src/server/pipeline/job/ready-email-job";
import { JOBS } from "../../src/server/all-jobs";
import { createLogger } from "../../src/server/runtime/logger";
import { cappedMailer } from "../../src/server/mail/account-mailer";
import { createMailer } from "../../src/server/mail/mailer";
import { CONFIRM_SUBJECT, RESET_SUBJECT, linkToken } from "../support/confirmation";
import { testBackend } from "../support/databases";
import { jobsSettled } from "../support/jobs";
import { completeProduct } from "../support/listing";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

// Issue 30 item 7: "your listing is ready" went to any address, unconfirmed, outside the daily cap.

/** A small cap, so the test reaches it in a few mails. */
const CAP = 3;
const READY = /Your listing is ready/;
const NOTIFY_CONFIRM = /^Confirm listing-ready e-mails/;

describe("listing-ready e-mail", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(testBackend, { RUN_WORKER: "true", MAIL_PER_ADDRESS_PER_DAY: String(CAP) });
  });
  afterAll(async () => {
    await app?.close();
  });

  const readyMailsTo = (address: string) => app.mail.mails.filter((m) => m.to.includes(address.toLowerCase()) && READY.test(m.subject));
  const notify = (client: ReturnType<TestApp["client"]>, productId: string, email: string) => client.post(`/api/products/${productId}/notify`, { email });

  it("is refused for an unconfirmed address, and the job sends nothing to one set behind the API's back", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    const product = await completeProduct(client, 1);
    const stranger = uniqueEmail("stranger");

    const refused = await notify(client, product.id, stranger);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: "VALIDATION_FAILED", details: { email: [expect.stringMatching(/confirmed address/)] } });
    const unconfirmedOwn = await notify(client, product.id, email);
    expect(unconfirmedOwn.status).toBe(400);
    expect((await unconfirmedOwn.json()).error.message).toMatch(/Confirm your e-mail address first/);
    const [row] = await app.db.select({ notifyEmail: products.notifyEmail }).from(products).where(eq(products.id, product.id));
    expect(row?.notifyEmail).toBeNull();

    // An address stored without the check (before this fix, say): the job itself checks again.
    const job = readyEmailJob({
      db: app.db,
      send: cappedMailer({
        db: app.db,
        mailer: createMailer({ smtpUrl: app.mail.url, from: "test@listcraft.local", mailDir: app.dataDir, logger: createLogger("silent") }),
        logger: createLogger("silent"),
        maxPerDay: CAP,
        bucket: "listing-mail-day",
      }),
      appUrl: app.url,
      logger: createLogger("silent"),
    });
    for (const address of [stranger, email]) {
      await app.db.update(products).set({ notifyEmail: address, notifiedAt: null }).where(eq(products.id, product.id));
      await job({ productId: product.id });
      expect(readyMailsTo(address)).toEqual([]);
    }

    // Once the owner has confirmed the login address, it gets the mail.
    await app.db.update(products).set({ notifyEmail: null }).where(eq(products.id, product.id));
    await app.confirmEmail(body.user.id);
    expect((await notify(client, product.id, email)).status).toBe(200);
    await app.mail.waitFor(email, READY);
    await jobsSettled(app.db, JOBS.readyEmail.name, product.id);
    expect(readyMailsTo(stranger)).toEqual([]);
  });

  it("goes to another address only once its owner opened the link mailed to it; that link confirms nothing else", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    const product = await completeProduct(client, 1);
    const assistant = uniqueEmail("assistant");

    const asked = await client.put("/api/settings/notification-email", { email: assistant.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ email: null, pendingEmail: assistant });
    const token = linkToken(await app.mail.waitFor(assistant, NOTIFY_CONFIRM), "/confirm-notification-email");
    expect((await notify(client, product.id, assistant)).status).toBe(400);

    // Not a login link: it neither verifies nor moves the account's address.
    expect((await client.post("/api/account/confirm-email", { token })).status).toBe(400);
    expect((await client.get(`/api/account/email-confirmation?token=${token}`)).status).toBe(400);
    expect((await (await client.get("/api/me")).json()).user).toMatchObject({ email, emailVerified: false });
    // And a login link is no notification link.
    const signUpToken = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT), "/confirm-email");
    expect((await app.client().post("/api/account/confirm-notification-email", { token: signUpToken })).status).toBe(400);

    // The mailbox owner needs no session: a click on another device confirms, once.
    const elsewhere = app.client();
    const confirmed = await elsewhere.post("/api/account/confirm-notification-email", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: assistant });
    expect((await elsewhere.post("/api/account/confirm-notification-email", { token })).status).toBe(400);
    expect(await (await client.get("/api/settings/notification-email")).json()).toEqual({ email: assistant, pendingEmail: null });
    const [owner] = await app.db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, body.user.id));
    expect(owner).toEqual({ email, emailVerified: false });

    expect((await notify(client, product.id, assistant)).status).toBe(200);
    await app.mail.waitFor(assistant, READY);

    expect(await (await client.request("DELETE", "/api/settings/notification-email")).json()).toEqual({ email: null, pendingEmail: null });
    expect((await client.post("/api/settings/notification-email/resend")).status).toBe(404);
  });

  it("refuses bad input and anonymous callers, changing nothing", async () => {
    const client = app.client();
    await app.signUp(client);
    for (const payload of [{ email: "not-an-email" }, { email: "a@example.com", extra: 1 }, {}, { email: ["a@example.com"] }]) {
      expect((await client.put("/api/settings/notification-email", payload)).status, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{ token: 5 }, { token: "short" }, { token: "x".repeat(40) }, {}]) {
      expect((await app.client().post("/api/account/confirm-notification-email", payload)).status, JSON.stringify(payload)).toBe(400);
    }
    expect(await (await client.get("/api/settings/notification-email")).json()).toEqual({ email: null, pendingEmail: null });
    const anonymous = app.client();
    expect((await anonymous.get("/api/settings/notification-email")).status).toBe(401);
    expect((await anonymous.put("/api/settings/notification-email", { email: "a@example.com" })).status).toBe(401);
  });

  it("holds the per-address daily cap, while account mail to the address keeps its own budget", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    await app.confirmEmail(body.user.id);
    const product = await completeProduct(client, 1);
    for (let i = 0; i <= CAP; i++) {
      // Each round stands for another finished listing that asked for the mail.
      await app.db.update(products).set({ notifiedAt: null }).where(eq(products.id, product.id));
      expect((await notify(client, product.id, email)).status).toBe(200);
      await jobsSettled(app.db, JOBS.readyEmail.name, product.id);
    }
    expect(readyMailsTo(email)).toHaveLength(CAP);

    const since = app.mail.mails.length;
    expect((await app.client().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    await app.mail.waitFor(email, RESET_SUBJECT, 5000, since);
  });
});
