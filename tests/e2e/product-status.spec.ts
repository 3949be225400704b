import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import { seriousViolations } from "./axe";
import type { ApiProduct } from "../../src/core/api-types";
import { createProductThroughApi, createUser } from "./fixtures";

const EMPTY_LISTING = { features: [], benefits: [], keywords: [] };

// Each test waits for the built-in generator and runs axe, which take longer on a busy machine.
test.describe.configure({ timeout: 90_000 });

const readProduct = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/products/${id}`)).json()) as { product: ApiProduct }).product;

/**
 * A product in the given state. The built-in generator finishes a listing within seconds, so the
 * test waits for that first; the fixture then sets the state (the reconciler leaves a pending
 * product alone for 30 s, longer than these tests look at it).
 */
async function productIn(page: Page, baseURL: string, status: "pending" | "failed", description?: string) {
  const { id } = await createProductThroughApi(page.request, baseURL, description);
  await expect.poll(async () => (await readProduct(page.request, id)).status, { timeout: 20_000 }).not.toBe("pending");
  const set = await page.request.post(`/api/test/products/${id}/finish`, { data: { status, ...EMPTY_LISTING }, headers: { origin: baseURL } });
  expect(set.status(), await set.text()).toBe(200);
  return readProduct(page.request, id);
}

const pill = (page: Page) => page.getByRole("banner").getByRole("link", { name: /products used/ });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page, { tags: null })).toEqual([]);
}

test("a listing in progress shows on the dashboard, and the pill and the create page count it alike", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  const product = await productIn(page, baseURL ?? "", "pending");

  await page.goto("/");
  const inProgress = page.getByRole("region", { name: "In progress" });
  await expect(inProgress.getByRole("link", { name: product.title })).toBeVisible();
  await expect(pill(page)).toHaveText("Free 1/1 products used, 1 in progress");
  await expect(pill(page)).toHaveAttribute("data-usage", "red");
  await expectNoSeriousViolations(page);

  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Product Limit Reached" })).toBeVisible();
  await expect(page.getByText(/1 of them is still being generated/)).toBeVisible();
  await page.getByRole("link", { name: "dashboard", exact: true }).click();
  await inProgress.getByRole("link", { name: product.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByText("Your listing is being generated.")).toBeVisible();

  // On a phone the pill keeps only the count; its name still says everything.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(pill(page)).toHaveText("1/1", { useInnerText: true });
  await expect(pill(page)).toHaveAccessibleName(/^Free 1\/1 products used, 1 in progress\./);
});

test("a failed listing can be deleted or retried from the dashboard and found with the gallery's filter", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  const doomed = await productIn(page, baseURL ?? "", "failed", "A failed wall art set of botanical prints for a calm, green living room.");

  await page.goto("/gallery");
  await page.getByRole("group", { name: "Show listings" }).getByRole("button", { name: "Failed" }).click();
  await expect(page).toHaveURL(/\/gallery\?status=failed$/);
  await expect(page.getByRole("link", { name: doomed.title })).toBeVisible();

  await page.goto("/");
  const failed = page.getByRole("region", { name: "Failed — retry or delete" });
  await expect(failed.getByRole("link", { name: doomed.title })).toBeVisible();
  // Failed listings use no slot.
  await expect(pill(page)).toHaveText("Free 0/1 products used");
  await expectNoSeriousViolations(page);

  await failed.getByRole("button", { name: `Delete ${doomed.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this failed listing?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Yes, Delete" }).click();
  await expect(page.getByText("Failed listing deleted")).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect((await page.request.get(`/api/products/${doomed.id}`)).status()).toBe(404);

  const retried = await productIn(page, baseURL ?? "", "failed");
  await page.reload();
  await page.getByRole("button", { name: `Retry ${retried.title}` }).click();
  await expect(page.getByText("Trying again")).toBeVisible();
  await expect(failed).toHaveCount(0);
  // The built-in generator writes the listing again; it ends up finished, in the plan's one slot.
  await expect.poll(async () => (await readProduct(page.request, retried.id)).status, { timeout: 20_000 }).toBe("complete");
  await expect(pill(page)).toHaveText("Free 1/1 products used", { timeout: 10_000 });
});
