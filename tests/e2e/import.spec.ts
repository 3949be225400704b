import { readFile } from "node:fs/promises";
import { zipSync } from "fflate";
import { IMPORT_COLUMNS } from "../../src/core/imports/columns";
import { seriousViolations } from "./axe";
import { createUser, PNG, upgradePlan } from "./fixtures";
import { expect, test } from "./test-fixtures";

const HEADER = IMPORT_COLUMNS.join(",");
const row = (name: string, description: string, screenshots: string) => `${name},planner,${description},notion,pdf,9.50,${screenshots}`;

test("imports a CSV with two bad rows: the preview names them by row and column, one click creates the rest, and the progress survives a reload", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await createUser(page.request, baseURL ?? "");
  await upgradePlan(page, baseURL ?? "", "creator");
  await page.goto("/create");
  await page.getByRole("link", { name: "Import many" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import many products" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the CSV template" }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe("listcraft-import-template.csv");
  expect((await readFile(await template.path(), "utf8")).split("\r\n")[0]?.toLowerCase()).toBe(HEADER);

  // A file split by semicolons (a European Excel export) is refused whole, saying why, and nothing is created.
  const csv = page.getByLabel("CSV file (required)");
  const semicolons = Buffer.from(`${HEADER.replaceAll(",", ";")}\r\n${row("A", "A planner", "a.png").replaceAll(",", ";")}\r\n`);
  await csv.setInputFiles({ name: "excel.csv", mimeType: "text/csv", buffer: semicolons });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was imported");
  await expect(page.getByRole("alert")).toContainText("separated by ';'");

  const lines = [
    HEADER,
    row("Focus Planner", "A weekly focus planner with habit tracking and goal pages", "focus.png"),
    row("Budget Planner", "A monthly budget planner with savings goals and bill tracking", "budget.png"),
    row("Reading Log", "   ", "reading.png"),
    row("Meal Planner", "A weekly meal planner with shopping lists and recipe cards", "https://example.com/meal.png"),
  ];
  const zip = Buffer.from(zipSync({ "focus.png": PNG, "budget.png": PNG, "reading.png": PNG }));
  await csv.setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`) });
  await page.getByLabel("Screenshots ZIP (optional)").setInputFiles({ name: "shots.zip", mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Check the file" }).click();

  await expect(page).toHaveURL(/\/create\/import\/[0-9a-f-]{36}$/);
  await expect(page.getByText("2 products will be created from products.csv.")).toBeVisible();
  await expect(page.getByText("Your Creator plan has 10 free slots of 10.")).toBeVisible();
  const errors = page.getByRole("list", { name: "Rows with errors" });
  await expect(errors.getByRole("listitem").filter({ hasText: "Row 4" })).toContainText("Description: Product description is required");
  await expect(errors.getByRole("listitem").filter({ hasText: "Row 5" })).toContainText("Screenshots: 'https://example.com/meal.png' is an address");
  await expect(page.getByRole("list", { name: "Rows that will be created" }).getByRole("listitem")).toHaveText([
    /Row 2 · Focus Planner/,
    /Row 3 · Budget Planner/,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  const confirmed = page.waitForResponse((r) => r.url().endsWith("/confirm") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Create 2 products" }).click();
  expect((await confirmed).status()).toBe(200);
  const imported = page.getByRole("list", { name: "Imported products" });
  await expect(imported.getByRole("listitem")).toHaveCount(2);

  // The progress is the server's: a reload shows the same rows and goes on to the end.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Finished: 2 of 2 done." })).toBeVisible({ timeout: 30_000 });
  await expect(imported.getByRole("listitem").filter({ hasText: "Done" })).toHaveCount(2);
  await expect(page.getByText("2 rows not created")).toBeVisible();
  await imported.getByRole("link", { name: "Focus Planner" }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
});
