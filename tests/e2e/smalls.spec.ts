import type { Locator, Page, Request } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import sharp from "sharp";
import { seriousViolations } from "./axe";
import { PASSWORD, createUser, signInThroughForm, upgradePlan } from "./fixtures";

/** Issue 16, item 8: titles, the enlarged image, the category's name, one plan refresh per trigger, saved switches. */

const TITLE = "Gallery Wall Botanical Prints";

/** The size an object-contain image is drawn at inside its box. */
const drawnSize = (image: Locator) =>
  image.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const scale = Math.min(box.width / el.naturalWidth, box.height / el.naturalHeight);
    return { width: el.naturalWidth * scale, height: el.naturalHeight * scale };
  });

const png = (red: number) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r: red, g: 140, b: 90 } } })
    .png()
    .toBuffer();

/** A signed-in user owning one finished wall-art listing with two images; returns its id. */
async function finishedWallArt(page: Page, baseURL: string): Promise<string> {
  await createUser(page.request, baseURL);
  const headers = { origin: baseURL };
  const screenshotIds: string[] = [];
  for (const red of [30, 210]) {
    const upload = await page.request.post("/api/uploads", {
      multipart: { files: { name: `print-${red}.png`, mimeType: "image/png", buffer: await png(red) } },
      headers,
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    screenshotIds.push(...((await upload.json()) as { uploads: Array<{ id: string }> }).uploads.map((u) => u.id));
  }
  const data = {
    description: `${TITLE} in three sizes`,
    category: "wallart",
    targetPlatform: [],
    fileFormats: "png",
    screenshotIds,
    testimonial: null,
    beforeAfter: null,
  };
  const created = await page.request.post("/api/products", { data, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  const finished = await page.request.post(`/api/test/products/${product.id}/finish`, { data: { title: TITLE }, headers });
  expect(finished.ok(), await finished.text()).toBe(true);
  return product.id;
}

test("every page has its own title, the product page the product's", async ({ page, baseURL }) => {
  await page.goto("/sign-in");
  await expect(page).toHaveTitle("Sign in · Listcraft");
  await page.goto("/no/such/page");
  await expect(page).toHaveTitle("Page not found · Listcraft");

  const id = await finishedWallArt(page, baseURL ?? "");
  await page.goto("/gallery");
  await expect(page).toHaveTitle("Digital Product Gallery · Listcraft");
  await page.goto(`/product/${id}`);
  await expect(page).toHaveTitle(`${TITLE} · Listcraft`);
  await page.getByRole("link", { name: "Back to Gallery" }).click();
  await expect(page).toHaveTitle("Digital Product Gallery · Listcraft");
});

test("the category reads Wall Art", async ({ page, baseURL }) => {
  const id = await finishedWallArt(page, baseURL ?? "");
  await page.goto(`/product/${id}`);
  const information = page.getByRole("region", { name: "Product Information" });
  await expect(information.getByText("Wall Art", { exact: true })).toBeVisible();
  await expect(page.getByText("Wallart")).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the enlarged image fills the screen and zooms (${viewport.width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const id = await finishedWallArt(page, baseURL ?? "");
    await page.goto(`/product/${id}`);
    const enlarge = page.getByRole("button", { name: "Enlarge image 1 of 2" });
    const loaded = (image: Locator) => expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await loaded(enlarge.getByRole("img"));
    const onPage = await drawnSize(enlarge.getByRole("img"));
    await enlarge.click();

    const dialog = page.getByRole("dialog", { name: "Image 1 of 2" });
    const viewer = dialog.getByRole("group", { name: /^Image viewer/ });
    const image = dialog.getByRole("img");
    await expect(image).toBeVisible();
    await loaded(image);
    // Drawn at least as large as on the page (larger where the page leaves room), across 85 % of the screen.
    const large = await drawnSize(image);
    expect(large.width).toBeGreaterThanOrEqual(onPage.width - 1);
    if (viewport.width > 400) expect(large.width).toBeGreaterThan(onPage.width * 1.5);
    expect(Math.max(large.width / viewport.width, large.height / viewport.height)).toBeGreaterThan(0.85);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);

    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect(dialog.getByRole("status")).toHaveText("150%");
    // The status and the new size come from one render, but the size is laid out a frame later.
    await expect.poll(async () => (await drawnSize(image)).width).toBeCloseTo(large.width * 1.5, 0);
    await page.keyboard.press("+");
    await expect(dialog.getByRole("status")).toHaveText("200%");
    // Zoomed in, the viewer scrolls: dragging with the mouse moves the image.
    const scrolled = () => viewer.evaluate((el) => el.scrollLeft);
    const before = await scrolled();
    const area = await viewer.boundingBox();
    if (area && viewport.width > 400) {
      await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
      await page.mouse.down();
      await page.mouse.move(area.x + area.width / 2 - 120, area.y + area.height / 2, { steps: 4 });
      await page.mouse.up();
      expect(await scrolled()).toBeGreaterThan(before);
      await expect(dialog.getByRole("status")).toHaveText("200%");
    }
    expect(await seriousViolations(page, { include: "[role=dialog]", tags: null })).toEqual([]);
    await page.keyboard.press("0");
    await expect(dialog.getByRole("status")).toHaveText("100%");
    await image.click();
    await expect(dialog.getByRole("status")).toHaveText("200%");

    // The focus stays in the dialog; Next pages (at 100 % again) and Escape closes.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByRole("dialog", { name: "Image 2 of 2" }).getByRole("status")).toHaveText("100%");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
}

test("POST /api/subscription/refresh goes out once per trigger", async ({ page, baseURL }) => {
  let refreshes = 0;
  const isRefresh = (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/subscription/refresh";
  page.on("request", (request) => {
    if (isRefresh(request)) refreshes++;
  });
  const refreshed = () => page.waitForResponse((response) => isRefresh(response.request()));

  // Signing in: one.
  const user = await createUser(page.request, baseURL ?? "");
  await page.context().clearCookies();
  const loginRefresh = refreshed();
  await signInThroughForm(page, user.email, PASSWORD);
  await loginRefresh;
  await expect(page.getByRole("banner").getByRole("link", { name: /Free/ })).toBeVisible();

  // Moving around the app: none.
  const nav = page.getByRole("navigation");
  await nav.getByRole("link", { name: "Gallery" }).click();
  await expect(page.getByRole("heading", { name: "Digital Product Gallery" })).toBeVisible();
  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  expect(refreshes).toBe(1);

  // Back from a payment (a page load of /success): the page's own refresh is the login refresh too.
  await upgradePlan(page, baseURL ?? "", "creator");
  const successRefresh = refreshed();
  await page.goto("/success");
  await successRefresh;
  await expect(page.getByRole("banner").getByRole("link", { name: /Creator/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  expect(refreshes).toBe(2);
});

test("a notification switch says it was saved", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Notifications" }).click();
  const marketing = page.getByRole("switch", { name: "Marketing Emails" });
  await marketing.click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  await expect(page.getByText("Marketing Emails: on")).toBeVisible();
  await expect(marketing).toHaveAttribute("aria-busy", "false");
  await expect(marketing).toBeChecked();
});
