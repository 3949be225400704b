import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import { seriousViolations } from "./axe";
import type { UploadResponse } from "../../src/core/api-types";
import { createUser, DESCRIPTION, png } from "./fixtures";

/**
 * The overlay over a product an outside workflow is writing slowly: the fixture creates it with
 * the real create action and holds it for the "workflow", which this test plays through the real
 * callback endpoint. The page's clock is Playwright's, so minutes pass at once.
 */
async function heldProduct(request: APIRequestContext, baseURL: string) {
  await createUser(request, baseURL);
  const headers = { origin: baseURL };
  const upload = await request.post("/api/uploads", { multipart: { files: png("cover.png") }, headers });
  expect(upload.status(), await upload.text()).toBe(201);
  const { uploads } = (await upload.json()) as UploadResponse;
  const data = {
    description: DESCRIPTION,
    category: "planner",
    targetPlatform: ["notion"],
    fileFormats: "pdf",
    screenshotIds: uploads.map((u) => u.id),
    testimonial: null,
    beforeAfter: null,
  };
  const made = await request.post("/api/test/products/workflow", { data, headers });
  expect(made.status(), await made.text()).toBe(201);
  const { productId, callbackToken } = (await made.json()) as { productId: string; callbackToken: string };
  const report = async (body: Record<string, unknown>) => {
    const answer = await request.post(`/api/generation/callback/${productId}`, { data: body, headers: { authorization: `Bearer ${callbackToken}` } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  return { productId, report };
}

const bar = (page: Page) => page.getByRole("dialog").getByRole("progressbar", { name: "Generation progress" });
const barValue = async (page: Page) => Number(await bar(page).getAttribute("aria-valuenow"));
const elapsedSeconds = async (page: Page) => {
  const [, minutes, seconds] = /Elapsed time: (\d+):(\d\d)/.exec(await page.getByRole("dialog").innerText()) ?? [];
  return Number(minutes) * 60 + Number(seconds);
};

// axe waits on timers, so it runs only where the page keeps its own clock.
async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page, { include: "[role=dialog]", tags: null })).toEqual([]);
}

test("progress moves on over time and never back, in the server's words, and a reload keeps the elapsed time", async ({ page, baseURL }) => {
  const { productId, report } = await heldProduct(page.request, baseURL ?? "");
  await page.clock.install();
  await page.goto(`/create?product=${productId}`);

  const dialog = page.getByRole("dialog", { name: "Creating Your Product" });
  await expect(dialog).toBeVisible();
  // The product was just created: the server's first word, at its 50 %.
  await expect(dialog.getByRole("status")).toHaveText("Product created");
  await expect(bar(page)).toHaveAttribute("aria-valuenow", "50");

  await report({ progress: 72, step: 2, message: "Writing benefits…" });
  await expect(dialog.getByRole("status")).toHaveText("Writing benefits…");
  await expect(bar(page)).toHaveAttribute("aria-valuenow", "72");

  const seen = [72];
  for (let i = 0; i < 4; i += 1) {
    await page.clock.fastForward(15_000);
    await expect.poll(() => barValue(page)).toBeGreaterThan(seen.at(-1) ?? 0);
    seen.push(await barValue(page));
  }
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  const elapsed = await elapsedSeconds(page);
  expect(elapsed).toBeGreaterThanOrEqual(60);

  await page.reload();
  await expect(dialog).toBeVisible();
  expect(await elapsedSeconds(page)).toBeGreaterThanOrEqual(elapsed);
  expect(await barValue(page)).toBeGreaterThanOrEqual(seen.at(-1) ?? 0);
  // A lower report later changes the words, never the bar.
  const before = await barValue(page);
  await report({ progress: 60, step: 2, message: "Writing keywords…" });
  await expect(dialog.getByRole("status")).toHaveText("Writing keywords…");
  expect(await barValue(page)).toBeGreaterThanOrEqual(before);
});

test("the creator can leave the overlay from the keyboard and is told where the listing will be", async ({ page, baseURL }) => {
  const { productId } = await heldProduct(page.request, baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/create?product=${productId}`);
  const dialog = page.getByRole("dialog", { name: "Creating Your Product" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.keyboard.press("Tab");
  const leave = dialog.getByRole("button", { name: "Keep working in the background" });
  await expect(leave).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByText("We'll keep working on your listing")).toBeFocused();
  await expect(page.getByText("Find it on your dashboard when it's ready.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/");

  await page.getByRole("button", { name: "Show progress" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a failure has its own heading, progress 0 and the spec's error, and waits for Try Again", async ({ page, baseURL }) => {
  const { productId, report } = await heldProduct(page.request, baseURL ?? "");
  await page.clock.install();
  await page.goto(`/create?product=${productId}`);
  await expect(page.getByRole("dialog", { name: "Creating Your Product" })).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);

  await report({ error: "The model is unavailable" });
  const failed = page.getByRole("dialog", { name: "Product processing failed" });
  await expect(failed).toBeVisible();
  await expect(failed).not.toContainText("Please wait");
  await expect(failed.getByRole("alert")).toHaveText("Error: An issue occurred during processing");
  await expect(failed.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "0");
  await expect(failed.getByRole("button", { name: "Try Again" })).toBeFocused();

  await page.clock.fastForward(10_000);
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/create\\?product=${productId}$`));
  await page.clock.resume();
  // The failure's colours pass axe's contrast check (it was the app's only serious finding).
  expect(await seriousViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await failed.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Product processing failed. Please try again.")).toBeVisible();
});

test("after a timeout, Try Again watches the same product: nothing is sent twice", async ({ page, baseURL }) => {
  const { productId, report } = await heldProduct(page.request, baseURL ?? "");
  const creates: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/products") creates.push(request.url());
  });
  await page.clock.install();
  await page.goto(`/create?product=${productId}`);
  await expect(page.getByRole("dialog", { name: "Creating Your Product" })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await page.clock.fastForward("03:00");
  const late = page.getByRole("dialog", { name: "Product Creation Taking Too Long" });
  await expect(late).toBeVisible();
  await expect(late).toContainText("Your product is still being processed, but it's taking longer than expected.");
  const watching = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/products/${productId}/events`);
  await late.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("dialog", { name: "Creating Your Product" })).toBeVisible();
  await watching;

  await report({ result: { features: ["Weekly focus pages"], benefits: ["Calmer weeks"], keywords: ["planner"] } });
  await expect(page.getByRole("dialog", { name: "Processing Complete!" })).toBeVisible();
  await page.clock.resume();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`), { timeout: 10_000 });
  expect(creates).toEqual([]);
});
