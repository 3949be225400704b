import type { Page } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import { seriousViolations } from "./axe";
import type { CreateProductResponse } from "../../src/core/api-types";
import { createUser, DESCRIPTION, png } from "./fixtures";

const progress = (page: Page) => page.getByRole("list", { name: "Wizard progress" });
const draftSaved = (page: Page) => expect(page.getByText("Draft saved in this browser")).toBeVisible();

test("required fields are marked and a disabled Continue says why", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription("Choose a category to continue");
  await expect(page.getByText("Choose a category to continue")).toBeVisible();

  await page.getByRole("radio", { name: "Wall Art" }).press("Space");
  await next.click();
  await expect(page.getByText(/first 50 characters/)).toHaveCount(0);
  await expect(page.getByText(/Your listing, title included, is written from this description/)).toBeVisible();
  const description = page.getByRole("textbox", { name: "Product Description" });
  const format = page.getByRole("combobox", { name: "File Format" });
  await expect(description).toHaveAttribute("aria-required", "true");
  await expect(format).toHaveAttribute("aria-required", "true");
  await expect(page.locator("div", { has: page.getByText("File Format", { exact: true }) }).last()).toHaveText("File Format *");
  await expect(next).toHaveAccessibleDescription("Describe your product and choose a file format to continue");

  await description.fill("Botanical line-art prints");
  await expect(next).toHaveAccessibleDescription("Choose a file format to continue");
  await format.selectOption("png");
  await expect(next).toBeEnabled();
  // The product name is optional, but a name with markup holds the step until it is corrected.
  const name = page.getByRole("textbox", { name: "Product name (optional)" });
  await expect(name).not.toHaveAttribute("aria-required");
  await name.fill("<b>Botanical</b> prints");
  await expect(next).toHaveAccessibleDescription("Correct the product name to continue");
  await name.blur();
  const markup = page.getByText("Product name must be plain text, without HTML such as <b> or &amp;");
  await expect(markup).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("Botanical line-art prints");
  await expect(markup).toHaveCount(0);
  await expect(next).toBeEnabled();
  await expect(page.getByText("Choose a file format to continue")).toHaveCount(0);
});

test("completed steps are reached again from the progress indicator by keyboard", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");
  const next = page.getByRole("button", { name: "Continue" });
  await page.getByRole("radio", { name: "Online Course" }).click();
  await next.click();
  await page.getByRole("textbox", { name: "Product Description" }).fill(DESCRIPTION);
  await next.click();
  await page.getByLabel("Screenshots", { exact: true }).setInputFiles(png("one.png"));
  await next.click();
  await expect(page.getByRole("heading", { name: "Optional Addons" })).toBeFocused();

  // From the step's heading back through the indicator: Addons (current), Screenshots, Description.
  await page.keyboard.press("Shift+Tab");
  await expect(progress(page).getByRole("button", { name: "Addons" })).toBeFocused();
  await expect(progress(page).getByRole("button", { name: "Addons" })).toHaveAttribute("aria-current", "step");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(progress(page).getByRole("button", { name: "Description (completed)" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Describe Your Product" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Product Description" })).toHaveValue(DESCRIPTION);
  // Steps reached before stay one key away.
  await expect(progress(page).getByRole("button", { name: "Addons" })).toBeEnabled();
});

test("a draft with its image survives a reload, and the testimonial's stars reach the product page", async ({ page, baseURL }) => {
  test.slow(); // waits for the listing to be generated
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");
  const next = page.getByRole("button", { name: "Continue" });
  await page.getByRole("radio", { name: "Digital Planner/Dashboard" }).click();
  await next.click();
  await page.getByRole("textbox", { name: "Product Description" }).fill(DESCRIPTION);
  await page.getByRole("checkbox", { name: "Notion" }).check();
  await page.getByRole("combobox", { name: "File Format" }).selectOption("pdf");
  await next.click();
  await page.getByLabel("Screenshots", { exact: true }).setInputFiles(png("one.png"));
  await next.click();
  await page.getByRole("switch", { name: "Add a testimonial" }).click();
  await page.getByLabel("Testimonial content", { exact: true }).fill("It changed how I plan my week.");
  await page.getByLabel("Name / title", { exact: true }).fill("Maya, designer");
  await page.getByLabel("Avatar image", { exact: true }).setInputFiles(png("maya.png"));
  await page.getByRole("radio", { name: "5 stars" }).focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "3 stars" })).toBeChecked();
  await draftSaved(page);

  await page.reload();
  const prompt = page.getByRole("region", { name: "Resume your draft?" });
  await expect(prompt).toContainText("An unfinished Digital Planner/Dashboard listing with 1 screenshot.");
  await prompt.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("heading", { name: "Optional Addons" })).toBeFocused();
  await expect(page.getByLabel("Testimonial content", { exact: true })).toHaveValue("It changed how I plan my week.");
  await expect(page.getByRole("radio", { name: "3 stars" })).toBeChecked();
  await expect(page.getByRole("img", { name: "maya.png" })).toHaveAttribute("src", /^data:image\/png/);
  await progress(page).getByRole("button", { name: "Screenshots (completed)" }).click();
  await expect(page.getByRole("img", { name: "one.png" })).toHaveAttribute("src", /^data:image\/png/);
  await expect(page.getByText("1/5")).toBeVisible();
  await next.click();

  const created = page.waitForResponse((r) => r.url().endsWith("/api/products") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Product" }).click();
  const { product } = (await (await created).json()) as CreateProductResponse;
  expect(product.addons).toMatchObject({ testimonial: { rating: 3 }, targetPlatform: ["notion"], fileFormats: "pdf" });
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`), { timeout: 20_000 });
  await expect(page.getByRole("img", { name: "Rated 3 out of 5" })).toBeVisible();
  await expect(page.getByText("“It changed how I plan my week.”", { exact: true })).toBeVisible();
});

test("discarding a draft starts the wizard over and keeps it gone", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/create");
  await page.getByRole("radio", { name: "Online Course" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("textbox", { name: "Product Description" }).fill("Watercolour for beginners in ten lessons");
  await draftSaved(page);

  await page.reload();
  await expect(page.getByRole("region", { name: "Resume your draft?" })).toContainText("Watercolour for beginners in ten lessons");
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("heading", { name: "Choose Category" })).toBeFocused();
  await expect(page.getByRole("radio", { name: "Online Course" })).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Choose Category" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Resume your draft?" })).toHaveCount(0);
});

/**
 * Serious and critical axe findings on the page as it is now (the bar issue 16 sets). The toasts
 * are left out: they are shared by every page and axe reads their colours mid-animation.
 */
const violationsOutsideToasts = (page: Page) => seriousViolations(page, { exclude: "[data-sonner-toaster]", tags: null });

for (const width of [1280, 375]) {
  test(`the new wizard parts pass axe at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await createUser(page.request, baseURL ?? "");
    await page.goto("/create");
    await page.getByRole("radio", { name: "Wall Art" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Describe your product and choose a file format to continue")).toBeVisible();
    expect(await violationsOutsideToasts(page)).toEqual([]);

    await page.getByRole("textbox", { name: "Product Description" }).fill("Botanical line-art prints");
    await page.getByRole("combobox", { name: "File Format" }).selectOption("png");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Screenshots", { exact: true }).setInputFiles(png("one.png"));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("switch", { name: "Add a testimonial" }).click();
    await page.getByRole("button", { name: "Submit Product" }).click();
    await expect(page.getByText("Testimonial content is required")).toBeVisible();
    expect(await violationsOutsideToasts(page)).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);

    await draftSaved(page);
    await page.reload();
    await expect(page.getByRole("region", { name: "Resume your draft?" })).toBeVisible();
    expect(await violationsOutsideToasts(page)).toEqual([]);
  });
}
