import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import type { ApiProduct, CreateProductResponse } from "../../src/core/api-types";
import { createProductThroughApi, createUser, DESCRIPTION, png, upgradePlan } from "./fixtures";

test("a planner with two screenshots and a testimonial goes through all four steps", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");
  await expect(page.getByText("You can create 1 more product on the Free plan")).toBeVisible();
  await expect(page.getByRole("list", { name: "Wizard progress" }).getByRole("button", { name: "Category" })).toHaveAttribute("aria-current", "step");

  const next = page.getByRole("button", { name: "Continue" });
  await page.getByRole("radio", { name: "Digital Planner/Dashboard" }).click();
  await next.click();

  await expect(page.getByRole("heading", { name: "Describe Your Product" })).toBeVisible();
  await page.getByRole("textbox", { name: "Product name (optional)" }).fill("  Weekly focus planner for Notion ");
  await expect(page.getByText("34/80 characters")).toBeVisible();
  await page.getByLabel("Product Description *", { exact: true }).fill(DESCRIPTION);
  await page.getByRole("checkbox", { name: "Notion" }).check();
  await page.getByLabel("File Format", { exact: true }).selectOption("pdf");
  await next.click();

  await page.getByLabel("Screenshots", { exact: true }).setInputFiles([png("one.png"), png("two.png")]);
  await expect(page.getByText("2/5")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove screenshot 2" })).toBeVisible();
  await next.click();

  await expect(page.getByRole("heading", { name: "Optional Addons" })).toBeVisible();
  await page.getByRole("switch", { name: "Add a testimonial" }).click();
  await expect(page.getByText("Avatar image is required")).toHaveCount(0); // not before the creator used the field
  await page.getByLabel("Testimonial content", { exact: true }).fill("It changed how I plan my week.");
  await page.getByLabel("Name / title", { exact: true }).fill("Maya, designer");
  await page.getByLabel("Avatar image", { exact: true }).setInputFiles(png("maya.png"));
  await expect(page.getByRole("alert")).toHaveCount(0);

  const created = page.waitForResponse((r) => r.url().endsWith("/api/products") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Product" }).click();
  const { product } = (await (await created).json()) as CreateProductResponse;
  expect(product.productName).toBe("Weekly focus planner for Notion");

  // The progress overlay covers the result card and opens the product page once the listing is done.
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`), { timeout: 20_000 });
  // Scoped: the "Facts we wrote from" disclosure names the app too.
  await expect(page.getByRole("region", { name: "Compatible Platforms" }).getByText("Notion", { exact: true })).toBeVisible();
  await expect(page.getByText("“It changed how I plan my week.”", { exact: true })).toBeVisible();
});

test("a free user who already has a product sees the upgrade panel instead of the wizard", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await createProductThroughApi(page.request, baseURL ?? "");
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Product Limit Reached" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("alert").filter({ hasText: "You have reached the limit of 1 product on the Free plan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
});

const readProduct = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/products/${id}`)).json()) as { product: ApiProduct }).product;

/**
 * The built-in generator usually finishes a listing within seconds (and rewrites its title); the
 * test fixture stands in when it has not. Returns the product as the dashboard will show it.
 */
async function finishedProduct(request: APIRequestContext, baseURL: string, id: string): Promise<ApiProduct> {
  const read = () => readProduct(request, id);
  const deadline = Date.now() + 15_000;
  let product = await read();
  while (product.status === "pending" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    product = await read();
  }
  if (product.status === "complete") return product;
  const finished = await request.post(`/api/test/products/${id}/finish`, { data: {}, headers: { origin: baseURL } });
  expect(finished.status(), await finished.text()).toBe(200);
  return read();
}

test("the dashboard shows the latest finished product, with its keywords once the plan includes them", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/");
  await expect(page.getByText(/No finished products yet/)).toBeVisible();
  const { id } = await createProductThroughApi(page.request, baseURL ?? "");
  const product = await finishedProduct(page.request, baseURL ?? "", id);
  expect(product.keywords).toBeNull();

  await page.reload();
  const card = page.getByRole("region", { name: "Your Latest Product" });
  await expect(card.getByRole("heading", { name: product.title })).toBeVisible();
  await expect(card.getByText("Keyword tags are included in the Creator and Pro plans.")).toBeVisible();
  await expect(card.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
  await expect(card.getByRole("list", { name: "Keywords" })).toHaveCount(0);
  await expect(card.getByText(new Date(product.createdAt).toLocaleDateString("en-US"))).toBeVisible();

  // Upgrading unlocks the listing already made.
  await upgradePlan(page, baseURL ?? "", "creator");
  const tags = ((await readProduct(page.request, id)).keywords ?? []).slice(0, 5).map((keyword) => `#${keyword}`);
  expect(tags.length).toBeGreaterThan(0);
  await page.reload();
  await expect(card.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText(tags);
  await expect(card.getByRole("link", { name: "Upgrade Plan" })).toHaveCount(0);
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole("region", { name: "Keywords", exact: true }).getByText(tags[0] ?? "", { exact: true })).toBeVisible();
});

test("Continue waits for a valid step and screenshots must be images", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await page.getByRole("radio", { name: "Wall Art" }).press("Space");
  await expect(next).toBeEnabled();
  await next.click();

  await expect(next).toBeDisabled();
  await page.getByLabel("Product Description *", { exact: true }).fill("Botanical line-art prints");
  await expect(next).toBeDisabled();
  await page.getByLabel("File Format", { exact: true }).selectOption("png");
  await expect(next).toBeEnabled();
  await next.click();

  const screenshots = page.getByLabel("Screenshots", { exact: true });
  await screenshots.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByRole("alert")).toHaveText("Only image files are allowed.");
  await expect(page.getByText("0/5")).toBeVisible();
  await expect(next).toBeDisabled();
  await screenshots.setInputFiles(["a", "b", "c", "d", "e", "f"].map((n) => png(`${n}.png`)));
  await expect(page.getByRole("alert")).toHaveText("You can upload a maximum of 5 files.");
  await expect(page.getByText("5/5")).toBeVisible();
  await page.getByRole("button", { name: "Remove screenshot 5" }).click();
  await expect(page.getByText("4/5")).toBeVisible();
  await expect(next).toBeEnabled();
});

test("at 375 px the wizard fits without horizontal scrolling", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Choose Category" })).toBeVisible();
  const scrollWidth = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(await scrollWidth()).toBeLessThanOrEqual(375);

  await page.getByRole("radio", { name: "Digital Planner/Dashboard" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Describe Your Product" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Compatible Apps" })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
});
