import { checkedFetch } from "../support/api-contract-check";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { session } from "../../src/server/db/schema";
import { issueDeletionToken } from "../../src/server/account/deletion-token";
import { CONFIRM_SUBJECT, linkToken, RESET_SUBJECT } from "../support/confirmation";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { firstLink } from "../support/mail-catcher";
import { ADMIN_EMAIL, STRONG_PASSWORD, startTestApp, type TestApp } from "../support/test-app";

const TTL_MS = 5000;
const NEW_PASSWORD = "sapphire-meadow-kettle-24";
const COOKIE = "better-auth.session_token";

/** A server of the test app whose session cache runs on a clock the test moves (it never moves by itself). */
async function frozenServer(app: TestApp, env: Record<string, string> = {}) {
  const clock = { now: Date.now() };
  const { url } = await app.launch(env, { now: () => clock.now });
  return { url, clock };
}

let ip = 0;
const clientOf = (url: string) => new HttpClient(url, url, `10.234.${Math.floor(++ip / 250)}.${ip % 250}`);

/** The same browser (its cookies) talking to another server of the app. */
function sameBrowserOn(url: string, browser: HttpClient) {
  const copy = clientOf(url);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

const galleryStatus = async (client: HttpClient) => (await client.get("/api/products")).status;
const statusWithCookie = async (url: string, cookie: string) => (await checkedFetch(`${url}/api/products`, { headers: { cookie } })).status;

describe.each(backends)("session cache on %s", (backend) => {
  let app: TestApp;
  let here: Awaited<ReturnType<typeof frozenServer>>;
  let elsewhere: Awaited<ReturnType<typeof frozenServer>>;
  beforeAll(async () => {
    app = await startTestApp(backend);
    here = await frozenServer(app);
    elsewhere = await frozenServer(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A new account signed in on `url`, its session already in that server's cache. */
  async function signedIn(url = here.url) {
    const browser = clientOf(url);
    const { email, body } = await app.signUp(browser);
    expect(await galleryStatus(browser)).toBe(200);
    return { browser, email, userId: body.user.id };
  }

  async function secondDevice(url: string, email: string, password = STRONG_PASSWORD) {
    const device = clientOf(url);
    expect((await device.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect(await galleryStatus(device)).toBe(200);
    return device;
  }

  it("serves a cached session, and refuses its cookie at once after sign-out on this server", async () => {
    const { browser } = await signedIn();
    expect(await galleryStatus(browser)).toBe(200);
    const copied = browser.cookieHeader;
    expect((await browser.post("/api/auth/sign-out")).status).toBe(200);
    expect(await statusWithCookie(here.url, copied)).toBe(401);
  });

  it("signs the other devices out at once when the password changes on this server", async () => {
    const { browser, email } = await signedIn();
    const other = await secondDevice(here.url, email);
    const before = browser.cookieHeader;
    expect((await browser.post("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await galleryStatus(other)).toBe(401);
    expect(await statusWithCookie(here.url, before)).toBe(401);
    expect(await galleryStatus(browser)).toBe(200);
  });

  it("signs every device out at once when the password is reset through the mailed link", async () => {
    const { browser, email } = await signedIn();
    const stranger = clientOf(here.url);
    expect((await stranger.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const link = new URL(firstLink(await app.mail.waitFor(email, RESET_SUBJECT)));
    const landing = await stranger.get(link.pathname + link.search);
    const token = new URL(landing.headers.get("location") ?? "", here.url).searchParams.get("token");
    expect((await stranger.post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await galleryStatus(browser)).toBe(401);
  });

  it("honours a session ended elsewhere only until its cache entry runs out", async () => {
    const { browser } = await signedIn();
    const there = sameBrowserOn(elsewhere.url, browser);
    expect(await galleryStatus(there)).toBe(200);
    expect((await browser.post("/api/auth/sign-out")).status).toBe(200);
    expect(await galleryStatus(browser)).toBe(401);
    // The other server has not heard of it: the cached entry is what it goes by, for a few seconds.
    elsewhere.clock.now += TTL_MS - 1;
    expect(await galleryStatus(there)).toBe(200);
    elsewhere.clock.now += 1;
    expect(await galleryStatus(there)).toBe(401);
  });

  it("refuses a session that expired or was deleted in the database once the entry runs out", async () => {
    const expired = await signedIn(elsewhere.url);
    const deleted = await signedIn(elsewhere.url);
    const tokenOf = (client: HttpClient) => decodeURIComponent(client.cookies.get(COOKIE) ?? "").split(".")[0] ?? "";
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.token, tokenOf(expired.browser)));
    await app.db.delete(session).where(eq(session.token, tokenOf(deleted.browser)));
    expect(await galleryStatus(expired.browser)).toBe(200);
    elsewhere.clock.now += TTL_MS;
    expect(await galleryStatus(expired.browser)).toBe(401);
    expect(await galleryStatus(deleted.browser)).toBe(401);
  });

  it("refuses a tampered cookie even while the genuine one is cached", async () => {
    const { browser } = await signedIn();
    const value = decodeURIComponent(browser.cookies.get(COOKIE) ?? "");
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    const forged = createHmac("sha256", "a-guessed-secret-of-at-least-32-characters").update(token).digest("base64");
    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
    const tampered = [`${flip(token, 0)}.${signature}`, `${token}.${flip(signature, 0)}`, `${token}.${forged}`, token, `${token}.`, "garbage"];
    for (const bad of tampered) {
      const cookie = `${COOKIE}=${encodeURIComponent(bad)}`;
      expect(await statusWithCookie(here.url, cookie), bad).toBe(401);
      expect(await (await checkedFetch(`${here.url}/api/session`, { headers: { cookie } })).json()).toEqual({ me: null });
    }
    expect(await galleryStatus(browser)).toBe(200);
  });

  it("shows an account change at once to the sessions cached on this server", async () => {
    const { browser, email } = await signedIn();
    const other = await secondDevice(here.url, email);
    expect((await browser.patch("/api/profile", { firstName: "Grace", lastName: "Hopper" })).status).toBe(200);
    expect((await (await other.get("/api/me")).json()).user.firstName).toBe("Grace");
  });

  it("signs every device out at once when the account is deleted here", async () => {
    const { browser, email } = await signedIn();
    const other = await secondDevice(here.url, email);
    expect((await browser.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await galleryStatus(other)).toBe(401);
  });

  it("signs the account out at once when a mailed deletion link is followed in another browser", async () => {
    const { browser, userId } = await signedIn();
    const token = await issueDeletionToken(app.db, userId);
    expect((await clientOf(here.url).post("/api/account/delete/confirm", { token })).status).toBe(200);
    expect(await galleryStatus(browser)).toBe(401);
  });

  it("signs the account out at once when its address is confirmed in another browser", async () => {
    const { browser, email } = await signedIn();
    const token = linkToken(await app.mail.waitFor(email, CONFIRM_SUBJECT), "/confirm-email");
    const owner = clientOf(here.url);
    // Another browser types the password its sign-up chose (decision 057).
    expect((await owner.post("/api/account/confirm-email", { token, password: STRONG_PASSWORD })).status).toBe(200);
    expect(await galleryStatus(browser)).toBe(401);
    expect(await galleryStatus(owner)).toBe(200);
  });

  it("ends a user's sessions at once when the admin revokes them here", async () => {
    const admin = clientOf(here.url);
    const { body } = await app.signUp(admin, { email: ADMIN_EMAIL });
    await app.confirmEmail(body.user.id);
    const { browser, email } = await signedIn();
    const revoked = await admin.post("/api/admin/users/revoke-sessions", { email });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ email, revoked: 1 });
    expect(await galleryStatus(browser)).toBe(401);
  });

  it("keeps each account its own with a cache of one entry", async () => {
    const tiny = await frozenServer(app, { SESSION_CACHE_MAX_ENTRIES: "1" });
    const a = await signedIn(tiny.url);
    const b = await signedIn(tiny.url);
    for (let round = 0; round < 3; round++) {
      expect((await (await a.browser.get("/api/me")).json()).user.email).toBe(a.email);
      expect((await (await b.browser.get("/api/me")).json()).user.email).toBe(b.email);
    }
  });
});

describe("session cache settings", () => {
  it("takes 0 to 60 seconds and at least one entry, and refuses anything else", () => {
    expect(loadConfig({}).SESSION_CACHE_SECONDS).toBe(5);
    expect(loadConfig({ SESSION_CACHE_SECONDS: "0" }).SESSION_CACHE_SECONDS).toBe(0);
    for (const env of [
      { SESSION_CACHE_SECONDS: "61" },
      { SESSION_CACHE_SECONDS: "-1" },
      { SESSION_CACHE_SECONDS: "soon" },
      { SESSION_CACHE_MAX_ENTRIES: "0" },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(/SESSION_CACHE/);
    }
  });
});
