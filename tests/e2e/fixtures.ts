import { access, open, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { ApiSubscription, CreateProductResponse, UploadResponse } from "../../src/core/api-types";
import type { PaidTier } from "../../src/core/billing";
import { E2E_DATA_DIR } from "./server-env";

// Twelve letters with no word, digit or keyboard run in them: the server's zxcvbn judges it in 0.7 ms,
// against 4.6 for a passphrase of words (it looks up every substring and each l33t reading of a digit).
export const PASSWORD = "qzxvkpwmjfhd";
export const MAIL_DIR = path.resolve(E2E_DATA_DIR, "mail");

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++counter}-${Date.now()}@example.com`;

/** Creates an account through the real API and signs it in; the browser context gets its session cookie. */
export async function createUser(request: APIRequestContext, baseURL: string, overrides: Record<string, string> = {}) {
  const body = { email: uniqueEmail("e2e"), password: PASSWORD, name: "E2E User", firstName: "Eve", lastName: "Tester", ...overrides };
  const response = await request.post("/api/auth/sign-up/email", { data: body, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
  // Sign-up starts no session (decision 012): the person who chose the password signs in.
  const signIn = await request.post("/api/auth/sign-in/email", { data: { email: body.email, password: body.password }, headers: { origin: baseURL } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return body;
}

/**
 * Upgrades the signed-in user with the app's own simulated payment, then waits until the plan is
 * in effect: the payment's notifications are applied by a queued job, not within the request.
 */
export async function upgradePlan(page: Pick<Page, "request">, baseURL: string, tier: PaidTier) {
  const paid = await page.request.post("/api/billing/simulated/pay", { data: { tier, interval: "monthly" }, headers: { origin: baseURL } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const currentTier = async () => ((await (await page.request.get("/api/subscription")).json()) as ApiSubscription).tier;
  await expect.poll(currentTier, { timeout: 15_000 }).toBe(tier);
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Waits for the newest .eml addressed to `to` and returns its first link. `unlike` names a link an
 * earlier mail carried, so a second mail to the same address is waited for rather than the first
 * one read again before the second is written.
 */
export async function linkFromMail(to: string, subject: RegExp, { unlike }: { unlike?: string } = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = await readFile(path.join(MAIL_DIR, file), "utf8");
      const text = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      if (text.includes(`To: ${to}`) && subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? "")) {
        const link = /https?:\/\/[^\s"<>]+/.exec(text)?.[0]?.replace(/&amp;/g, "&");
        if (!link) continue;
        // The newest matching mail is still the earlier one: wait for the next.
        if (link === unlike) break;
        return link;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject} in ${MAIL_DIR}`);
}

/** Follows the mailed confirmation link in the browser that signed up: one click confirms and signs in (decision 057). */
export async function confirmThroughMail(page: Page, email: string) {
  await page.goto(await linkFromMail(email, /^Confirm your e-mail/));
  await page.getByRole("button", { name: `Confirm ${email}` }).click();
}

// A 1x1 PNG; the server re-encodes whatever it gets, so the smallest valid image will do.
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
export const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

export const DESCRIPTION = "Weekly focus planner for Notion with habit tracking, goal pages and a calm monthly review that keeps you on track.";

/** A product made through the API, the way the wizard makes it. */
export async function createProductThroughApi(request: APIRequestContext, baseURL: string, description = DESCRIPTION) {
  const headers = { origin: baseURL };
  const upload = await request.post("/api/uploads", { multipart: { files: png("cover.png") }, headers });
  expect(upload.status(), await upload.text()).toBe(201);
  const { uploads } = (await upload.json()) as UploadResponse;
  const data = {
    description,
    category: "planner",
    targetPlatform: ["notion"],
    fileFormats: "pdf",
    screenshotIds: uploads.map((u) => u.id),
    testimonial: null,
    beforeAfter: null,
  };
  const created = await request.post("/api/products", { data, headers });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as CreateProductResponse).product;
}

export const ADMIN_EMAIL = "admin@example.com";

/**
 * Signs `page` in as the administrator (ADMIN_EMAIL with its address confirmed, decision 004).
 * There is one such account per run and confirming it ends its other sessions, so the first
 * caller of the run creates and confirms it and the others wait for that before signing in.
 */
export async function signInAsAdmin(page: Page, baseURL: string) {
  const marker = (name: string) => path.join(path.dirname(MAIL_DIR), name);
  const first = await open(marker("admin-claimed"), "wx").then(
    (file) => file.close().then(() => true),
    () => false,
  );
  if (first) {
    await createUser(page.request, baseURL, { email: ADMIN_EMAIL, password: PASSWORD });
    // Signed in already, so the link only asks to confirm (decision 012).
    await page.goto(await linkFromMail(ADMIN_EMAIL, /^Confirm your e-mail/));
    await page.getByRole("button", { name: `Confirm ${ADMIN_EMAIL}` }).click();
    await expect.poll(async () => ((await (await page.request.get("/api/me")).json()) as { isAdmin: boolean }).isAdmin).toBe(true);
    await writeFile(marker("admin-ready"), "");
    return;
  }
  const ready = () =>
    access(marker("admin-ready")).then(
      () => true,
      () => false,
    );
  await expect.poll(ready, { timeout: 30_000 }).toBe(true);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email: ADMIN_EMAIL, password: PASSWORD }, headers: { origin: baseURL } });
  expect(signIn.status(), await signIn.text()).toBe(200);
}
