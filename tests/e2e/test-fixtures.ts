import { readFile } from "node:fs/promises";
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import type { ApiProduct } from "../../src/core/api-types";
import { deriveTitle } from "../../src/core/products/derive";
import { createProductThroughApi, createUser, upgradePlan } from "./fixtures";

/**
 * The `test` every spec imports. Playwright restarts a worker (a new Node process and browser)
 * whenever the next spec was written against another set of fixtures, so one set for all keeps the
 * three workers for the whole run (decision 068). A fixture costs nothing in a test that does not
 * ask for it.
 *
 * The accounts of the accessibility and keyboard specs (issue 16): each worker signs them up once
 * and every test reuses them. Tests only open dialogs and cancel (or add what no other test
 * counts), so the accounts stay as the next test expects.
 */
type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
export interface Account {
  email: string;
  state: StorageState;
}
interface CreatorAccount extends Account {
  product: ApiProduct;
}

export const LISTING_DESCRIPTION = "Calm Weekly Planner for Notion with habit tracking, goal pages, a reading log and a monthly review spread.";

async function newAccount(request: APIRequestContext, baseURL: string): Promise<Account> {
  const { email } = await createUser(request, baseURL);
  return { email, state: await request.storageState() };
}

/**
 * A finished listing whose title is what the wizard derives from its description, so submitting
 * the same description again asks about the duplicate.
 */
async function finishedListing(request: APIRequestContext, baseURL: string): Promise<ApiProduct> {
  const { id } = await createProductThroughApi(request, baseURL, LISTING_DESCRIPTION);
  const read = async () => ((await (await request.get(`/api/products/${id}`)).json()) as { product: ApiProduct }).product;
  // The generator must be done first, or it would overwrite the fixture's listing.
  await expect.poll(async () => (await read()).status, { timeout: 20_000 }).not.toBe("pending");
  const finished = await request.post(`/api/test/products/${id}/finish`, {
    data: { title: deriveTitle(LISTING_DESCRIPTION), features: ["Weekly habit tracker", "Goal pages"], benefits: ["Plan a calm week"] },
    headers: { origin: baseURL },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return read();
}

/**
 * Under `npm test` the browser tests start beside the unit and API tests (scripts/test.ts, decision
 * 068): this waits until TEST_STAGE_GATE says those passed, and throws if they failed.
 */
async function passedGate(gate: string): Promise<void> {
  for (;;) {
    const verdict = await readFile(gate, "utf8").catch(() => undefined);
    if (verdict === "pass") return;
    if (verdict !== undefined) throw new Error(`the browser tests did not run: ${verdict.replace(/^fail: /, "")} failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const test = base.extend<{ openAs: (account: Account) => Promise<Page> }, { freeAccount: Account; creatorAccount: CreatorAccount; gate: void }>({
  // Each worker starts and launches its browser while the unit and API tests still run, and its
  // first test waits for them here; run on their own (no TEST_STAGE_GATE), the tests start at once.
  // The first worker does not wait: one browser beside the unit and API tests uses the core they
  // leave partly idle (decision 067); the others start when those pass.
  gate: [
    // Depending on `browser` launches it before the wait.
    async ({ browser: _launched }, use, workerInfo) => {
      const gate = process.env.TEST_STAGE_GATE;
      if (gate && workerInfo.parallelIndex !== 0) await passedGate(gate);
      await use();
    },
    { scope: "worker", auto: true, timeout: 15 * 60_000 },
  ],
  freeAccount: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? "";
      const request = await playwright.request.newContext({ baseURL });
      await use(await newAccount(request, baseURL));
      await request.dispose();
    },
    { scope: "worker" },
  ],
  creatorAccount: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? "";
      const request = await playwright.request.newContext({ baseURL });
      const account = await newAccount(request, baseURL);
      await upgradePlan({ request }, baseURL, "creator");
      const product = await finishedListing(request, baseURL);
      await use({ ...account, state: await request.storageState(), product });
      await request.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  openAs: async ({ browser, viewport, baseURL }, use) => {
    const contexts: Array<Awaited<ReturnType<Browser["newContext"]>>> = [];
    await use(async (account) => {
      const context = await browser.newContext({ baseURL, viewport, storageState: account.state, permissions: ["clipboard-read", "clipboard-write"] });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * A page prerendered for visitors (decision 060) shows its content before the bundle runs, with
 * its controls disabled: this waits until the page is hydrated or rendered anew.
 */
export async function untilHydrated(page: Page) {
  await expect(page.locator('#root[data-prerendered="guest"]')).toHaveCount(0);
}

/** Opens `path` and waits for its main heading, so the scan sees the page rather than a skeleton. */
export async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await untilHydrated(page);
}

/**
 * `visit`, but once the page shows the app, `path` is opened the way the app's own links open it:
 * the address changes (history.pushState) and the router follows (popstate), with no page load.
 * A load cost Chromium about 0.17 CPU-s against 0.03 (decision 068), and it dropped axe-core,
 * which the next scan sent to the page again (1.5 MB through the DevTools pipe). For the specs
 * that check what a route shows, not how the document loads: page.goto still covers deep links.
 */
export async function visitInApp(page: Page, path: string, heading: string | RegExp) {
  if (!/^https?:/.test(page.url())) return visit(page, path, heading);
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Closes the open dialog with Escape, as a keyboard user would. */
export async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails naming the stops it passed. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  const passed: string[] = [];
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    passed.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? "nothing"));
  }
  throw new Error(`Tab never reached the target; it passed:\n${passed.join("\n")}`);
}

export { expect };
