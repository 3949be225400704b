import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import { unzipSync } from "fflate";
import sharp from "sharp";
import type { ApiProduct } from "../../src/core/api-types";
import { createUser, upgradePlan } from "./fixtures";

const DESCRIPTION = "Sunrise Habit Planner for Notion";
const ZIP_NAME = "Sunrise_Habit_Planner_for_Notion_images.zip";

const png = (red: number) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ product: { id: string } }>;
}

/** A signed-in user owning one finished planner with two screenshots; returns the product id. */
async function finishedPlanner(page: Page, baseURL: string, extra: Record<string, unknown> = {}): Promise<string> {
  await createUser(page.request, baseURL);
  const screenshotIds: string[] = [];
  for (const [index, red] of [20, 220].entries()) {
    const response = await page.request.post("/api/uploads", {
      multipart: { files: { name: `screen-${index + 1}.png`, mimeType: "image/png", buffer: await png(red) } },
      headers: { origin: baseURL },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as { uploads: Array<{ id: string }> };
    screenshotIds.push(...body.uploads.map((upload) => upload.id));
  }
  const { product } = await post(page.request, baseURL, "/api/products", {
    description: DESCRIPTION,
    category: "planner",
    targetPlatform: ["notion"],
    fileFormats: "pdf",
    screenshotIds,
    testimonial: null,
    beforeAfter: null,
  });
  // The builtin generator may finish first and rename it; the fixture sets the listing we check.
  await post(page.request, baseURL, `/api/test/products/${product.id}/finish`, {
    title: DESCRIPTION,
    features: ["Daily habit tracker", "Weekly review page"],
    benefits: ["Build routines that stick"],
    keywords: ["habits", "notion planner"],
    cta: "Start your sunrise routine today",
    ...extra,
  });
  return product.id;
}

const LISTING_HEADINGS = ["Description", "Features", "Benefits", "Compatible Platforms", "Product Information", "Ready to Get Started?"];

test("on the free plan Keywords and Use Cases are locked and Download Images still saves the zip", async ({ page, baseURL }) => {
  const id = await finishedPlanner(page, baseURL ?? "");
  // The API itself leaves the paid parts out, so the page has nothing to hide.
  const { product } = (await (await page.request.get(`/api/products/${id}`)).json()) as { product: ApiProduct };
  expect(product.keywords).toBeNull();
  expect(product.useCases).toBeNull();
  await page.goto(`/product/${id}`);

  await expect(page.getByRole("heading", { level: 1, name: DESCRIPTION })).toBeVisible();
  for (const name of LISTING_HEADINGS) await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByText("Daily habit tracker")).toBeVisible();
  for (const [name, text] of [
    ["Keywords", "SEO keyword tags are included in the Creator and Pro plans."],
    ["Use Cases", "Use cases are included in the Creator and Pro plans."],
  ] as const) {
    const section = page.getByRole("region", { name, exact: true });
    await expect(section.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(section.getByText(text)).toBeVisible();
    await expect(section.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
    await expect(section.getByRole("button", { name: `Copy ${name}` })).toHaveCount(0);
  }
  await expect(page.getByText("#notion planner")).toHaveCount(0);

  const downloadEvent = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Images" }).click();
  expect((await downloadEvent).suggestedFilename()).toBe(ZIP_NAME);
  await expect(page.getByText("Images downloaded successfully!")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("after upgrading, the listing made on the free plan shows its keywords and downloads both images as one zip", async ({ page, baseURL }) => {
  const id = await finishedPlanner(page, baseURL ?? "");
  await upgradePlan(page, baseURL ?? "", "creator");
  await page.goto(`/product/${id}`);

  await expect(page.getByRole("heading", { level: 1, name: DESCRIPTION })).toBeVisible();
  for (const name of [...LISTING_HEADINGS, "Keywords"]) await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByText("Daily habit tracker")).toBeVisible();
  await expect(page.getByText("Build routines that stick")).toBeVisible();
  const keywords = page.getByRole("region", { name: "Keywords", exact: true });
  await expect(keywords.getByText("#notion planner")).toBeVisible();
  await expect(keywords.getByRole("button", { name: "Copy Keywords" })).toBeVisible();
  await expect(page.getByText(/are included in the Creator and Pro plans/)).toHaveCount(0);
  // Scoped: the "Facts we wrote from" disclosure names the app too.
  await expect(page.getByRole("region", { name: "Compatible Platforms" }).getByText("Notion", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Product Information" }).getByText("Planner", { exact: true })).toBeVisible();
  // The first image carries the alt text written from the facts (issue 13), not the title.
  const { product } = (await (await page.request.get(`/api/products/${id}`)).json()) as { product: ApiProduct };
  expect(product.altTexts).toHaveLength(2);
  expect(product.altTexts[0]).toMatch(/planner/i);
  await expect(page.getByRole("img", { name: product.altTexts[0], exact: true })).toBeVisible();

  const exported = page.waitForResponse((response) => response.url().endsWith(`/api/products/${id}/export`));
  const downloadEvent = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Images" }).click();
  expect((await exported).status()).toBe(200);
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(ZIP_NAME);
  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(entries).sort()).toEqual(["image-1.png", "image-2.png"]);
  for (const bytes of Object.values(entries)) expect(bytes.byteLength).toBeGreaterThan(0);
  await expect(page.getByText("Images downloaded successfully!")).toBeVisible();
  await expect(page.getByText("All 2 product images have been downloaded as a zip file.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the gallery lists and searches the product; archiving removes it", async ({ page, baseURL }) => {
  const id = await finishedPlanner(page, baseURL ?? "");
  await page.goto("/gallery");
  const card = page.getByRole("link", { name: DESCRIPTION });
  await expect(card).toHaveAttribute("href", `/product/${id}`);

  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill("habit planner");
  await expect(page).toHaveURL(/\?q=habit\+planner$/);
  await expect(card).toBeVisible();
  await search.fill("watercolour");
  await expect(page.getByText("No products found matching your search.")).toBeVisible();
  await expect(card).toHaveCount(0);

  await search.fill("");
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await page.getByRole("button", { name: "Archive Product" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("does not free up space in your creation limit");
  await dialog.getByRole("button", { name: "Yes, Archive Product" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByText("Product archived", { exact: true })).toBeVisible();
  await expect(page.getByText("No products found for your account.")).toBeVisible();
  await expect(page.getByRole("link", { name: DESCRIPTION })).toHaveCount(0);
});

test("another user opening the product sees 'Product not found.'", async ({ page, browser, baseURL }) => {
  const id = await finishedPlanner(page, baseURL ?? "");
  const other = await browser.newContext({ baseURL });
  const stranger = await other.newPage();
  await createUser(stranger.request, baseURL ?? "");
  await stranger.goto(`/product/${id}`);
  await expect(stranger.getByRole("heading", { name: "Product not found." })).toBeVisible();
  await expect(stranger.getByRole("link", { name: "Back to Gallery" })).toBeVisible();
  await other.close();
});

const CHECKED = {
  facts: {
    category: "planner",
    product: "habit planner",
    subject: "morning routines",
    audience: [],
    level: null,
    negations: [{ label: "not a printable planner", forbidden: ["printable"] }],
    counts: [],
    sizes: [],
    durations: ["12 weeks"],
    years: ["2027"],
    included: [],
    formats: ["pdf"],
    apps: ["Notion"],
    delivery: "duplicate",
    outline: [],
    quotes: [],
    names: ["Notion"],
    spelling: "uk",
    corrections: [{ from: "Sunrize", to: "Sunrise" }],
    keyFacts: [],
  },
  listingCheck: {
    passed: false,
    findings: [
      { check: "facts-covered", outcome: "review", message: "The description mentions 12 weeks; no field says so." },
      {
        check: "fragments",
        outcome: "repaired",
        field: "features",
        message: "Dropped “Morning routines that keep everything in view and” from Features: it ends on “and”.",
      },
      { check: "tags", outcome: "passed", message: "The tags meet Etsy's rules: at most 13, up to 20 characters each, no repeats." },
    ],
  },
};

test("at 375 px the product page, its listing check and its facts have no horizontal scroll", async ({ page, baseURL }) => {
  const id = await finishedPlanner(page, baseURL ?? "", CHECKED);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/product/${id}`);
  await expect(page.getByRole("heading", { name: "Product Information" })).toBeVisible();
  const check = page.getByRole("region", { name: "Listing check" });
  await expect(check.getByRole("heading", { level: 3, name: "To look at" })).toBeVisible();
  await expect(check.getByText("The description mentions 12 weeks; no field says so.")).toBeVisible();
  await check.getByText("Facts we wrote from").click();
  await expect(check.getByText("Sunrize → Sunrise")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("at 375 px no signed-in page scrolls sideways, and card thumbnails show the whole screenshot", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const id = await finishedPlanner(page, baseURL ?? "");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const path of ["/settings", "/dashboard", "/gallery", `/product/${id}`, "/create", "/pricing"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await overflow(), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The wizard's four step names are whole, not cut off ("Screensh…"); a free account at its one product sees the upgrade panel instead.
  await upgradePlan(page, baseURL ?? "", "creator");
  await page.goto("/create");
  const steps = page.getByRole("list", { name: "Wizard progress" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  const cut = await steps.evaluateAll((items) =>
    items.flatMap((item) => [...item.querySelectorAll("span")].filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent)),
  );
  expect(cut).toEqual([]);
  // 48×32 screenshots in a 4:3 frame: letterboxed (contain), not a centre strip (cover).
  for (const path of ["/gallery", "/dashboard"]) {
    await page.goto(path);
    const thumbnail = (path === "/gallery" ? page.getByRole("main") : page.getByRole("region", { name: "Your Latest Product" })).locator("img").first();
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((img) => getComputedStyle(img).objectFit), path).toBe("contain");
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the product page's toolbar is one row above the title, and the description fills the side of the images (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const id = await finishedPlanner(page, baseURL ?? "");
    await page.goto(`/product/${id}`);
    const title = page.getByRole("heading", { level: 1, name: DESCRIPTION });
    await expect(title).toBeVisible();
    const wide = viewport.width >= 768;
    const names = wide ? ["Edit listing", "History", "Regenerate listing", "Export", "Download Images", "Archive Product"] : ["Edit listing", "More actions"];
    // Read in one go: a banner above settling between reads would move some and not others.
    const controls = [page.getByRole("link", { name: "Back to Gallery" }), ...names.map((name) => page.getByRole("button", { name, exact: true }))];
    for (const control of controls) await expect(control).toBeVisible();
    const handles = await Promise.all(controls.map((control) => control.elementHandle()));
    const tops = await page.evaluate((elements) => elements.map((element) => element?.getBoundingClientRect().toJSON() as DOMRect | undefined), handles);
    const rows = new Set(tops.map((box) => Math.round((box?.y ?? -100) + (box?.height ?? 0) / 2)));
    expect(Math.max(...rows) - Math.min(...rows), "toolbar controls on one row").toBeLessThanOrEqual(2);
    expect(Math.min(...rows)).toBeLessThan((await title.boundingBox())?.y ?? 0);
    if (!wide) {
      await page.getByRole("button", { name: "More actions" }).click();
      for (const name of ["History", "Regenerate listing", "Export", "Download Images", "Archive Product"]) {
        await expect(page.getByRole("menuitem", { name })).toBeVisible();
      }
      await page.getByRole("menuitem", { name: "Archive Product" }).click();
      await expect(page.getByRole("dialog", { name: "Archive this product?" })).toBeVisible();
      await page.keyboard.press("Escape");
      return;
    }
    // No hole beside the images: the description starts beside them.
    const images = await page.getByRole("button", { name: /^Enlarge image 1/ }).boundingBox();
    const description = await page.getByRole("heading", { level: 2, name: "Description", exact: true }).boundingBox();
    expect(description && images && description.x > images.x + images.width && description.y < images.y + images.height).toBe(true);
  });
}
