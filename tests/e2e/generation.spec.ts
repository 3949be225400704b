import { expect, test } from "./test-fixtures";
import type { CreateProductResponse } from "../../src/core/api-types";
import { createUser } from "./fixtures";

// A 1x1 PNG; the server re-encodes whatever it gets, so the smallest valid image will do.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const DESCRIPTION =
  "Python for complete beginners: an online course on variables, loops, functions and files, with a small project and short exercises after every lesson.";

test("a course is generated while the overlay shows its progress, then its page opens", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");

  const next = page.getByRole("button", { name: "Continue" });
  await page.getByRole("radio", { name: "Online Course" }).click();
  await next.click();
  await page.getByLabel("Product Description *", { exact: true }).fill(DESCRIPTION);
  await next.click();
  await page.getByLabel("Screenshots", { exact: true }).setInputFiles({ name: "lesson.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("1/5")).toBeVisible();
  await next.click();

  const created = page.waitForResponse((r) => r.url().endsWith("/api/products") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Product" }).click();
  const { product } = (await (await created).json()) as CreateProductResponse;

  // The overlay opens at once; the built-in generator usually finishes within seconds.
  const overlay = page.getByRole("dialog");
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("list", { name: "Generation steps" }).getByRole("listitem")).toHaveCount(4);
  await expect(overlay.getByRole("heading", { name: "Processing Complete!" })).toBeVisible({ timeout: 30_000 });
  await expect(overlay.getByText("Your listing is ready!")).toBeVisible();
  await expect(overlay.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(overlay.getByRole("button", { name: "View Your Product" })).toBeVisible();

  // About 2 s later (1.5 s callback + 0.5 s) the product page replaces the create page.
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`), { timeout: 10_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Course Curriculum" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Module 1: / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What You Will Learn" })).toBeVisible();
});
