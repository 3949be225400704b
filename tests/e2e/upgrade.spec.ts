import { expect, test } from "./test-fixtures";
import type { ApiSubscription } from "../../src/core/api-types";
import { createProductThroughApi, createUser, DESCRIPTION, png, upgradePlan } from "./fixtures";

/**
 * The whole upgrade path on the embedded default (PAYMENTS=simulated): the local checkout plays
 * Paddle's part and posts signed notifications to our own webhook endpoint; the queue applies them.
 */
test("a free user at the cap upgrades to Creator through the simulated checkout and can create again", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await createProductThroughApi(page.request, baseURL ?? "");

  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Product Limit Reached" })).toBeVisible();
  await page.getByRole("link", { name: "View Plans" }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  // The annual prices, then back to monthly to buy.
  await page.getByRole("button", { name: /Annual/ }).click();
  await expect(page.getByText("$140", { exact: true })).toBeVisible();
  await expect(page.getByText("$390", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /Monthly/ }).click();
  await expect(page.getByText("$14", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();

  const creator = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Creator" }) });
  await creator.getByRole("button", { name: "Start Today" }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\?tier=creator&interval=monthly$/);
  await page.getByRole("button", { name: /^Pay \$14/ }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole("heading", { name: "Subscription Successful!" })).toBeVisible();
  await expect(page.getByText("Your subscription has been updated to the Creator plan!")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("You can now create up to 10 products per month.")).toBeVisible();

  // The countdown takes the user to the dashboard; the pill already shows the new plan.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const { slotsUsed } = (await (await page.request.get("/api/subscription")).json()) as ApiSubscription;
  const pill = page.getByRole("banner").getByRole("link", { name: new RegExp(`Creator ${slotsUsed}/10`) });
  await expect(pill).toBeVisible();

  // A second product can be created now.
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Product Limit Reached" })).toHaveCount(0);
  await page.getByRole("radio", { name: "Wall Art" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Product Description *", { exact: true }).fill(`${DESCRIPTION} Second edition.`);
  await page.getByLabel("File Format", { exact: true }).selectOption("png");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Screenshots", { exact: true }).setInputFiles([png("art.png")]);
  await page.getByRole("button", { name: "Continue" }).click();
  const created = page.waitForResponse((r) => r.url().endsWith("/api/products") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Product" }).click();
  expect((await created).status()).toBe(201);
});

test("Manage Subscription opens the (simulated) customer portal, where cancelling returns the account to Free", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await upgradePlan(page, baseURL ?? "", "creator");
  await page.goto("/pricing");
  // The plan already matches the payment: the sync check finds nothing to repair.
  await page.getByRole("button", { name: "Check payment sync" }).click();
  await expect(page.getByText("No sync issues found")).toBeVisible();
  const creator = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Creator" }) });
  await creator.getByRole("button", { name: "Manage Subscription" }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\/portal$/);

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Your products are kept.");
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: /Free 0\/1/ })).toBeVisible({ timeout: 10_000 });
  const { tier, maxProducts } = (await (await page.request.get("/api/subscription")).json()) as ApiSubscription;
  expect({ tier, maxProducts }).toEqual({ tier: "free", maxProducts: 1 });
});

test("a cancelled checkout comes back to pricing with a message and a clean address", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/pricing");
  const pro = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pro" }) });
  await pro.getByRole("button", { name: "Start Today" }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\?tier=pro&interval=monthly$/);
  await page.getByRole("button", { name: "Cancel" }).click();
  // The page's notice (no toast besides it): dismissible, and it names what to do next.
  const notice = page.getByRole("main").getByText("Checkout was cancelled.");
  await expect(notice).toBeVisible();
  await expect(page.getByRole("main").getByText("You can try again when you are ready.")).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  const { tier } = (await (await page.request.get("/api/subscription")).json()) as ApiSubscription;
  expect(tier).toBe("free");
  await page.getByRole("button", { name: "Dismiss message" }).click();
  await expect(notice).toHaveCount(0);
});

test("a Creator subscriber switches to Pro on the same subscription, then to annual billing; the pill follows at once", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await upgradePlan(page, baseURL ?? "", "creator");
  await page.goto("/pricing");
  const pro = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pro" }) });
  await expect(pro.getByRole("button", { name: "Start Today" })).toHaveCount(0);
  await pro.getByRole("button", { name: "Switch to Pro" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("$39/month");
  await dialog.getByRole("button", { name: "Switch plan" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: /Pro 0\/40/ })).toBeVisible();
  await expect(pro.getByRole("button", { name: "Manage Subscription" })).toBeVisible();
  const subscriptions = (await (await page.request.get("/api/billing/subscriptions")).json()) as { items: Array<{ tier: string; status: string }> };
  expect(subscriptions.items).toEqual([expect.objectContaining({ tier: "pro", status: "active", interval: "monthly" })]);

  // The same plan billed yearly, from the Annual view of the Pro card.
  await page.getByRole("button", { name: /Annual/ }).click();
  await pro.getByRole("button", { name: "Switch to annual billing" }).click();
  const yearly = page.getByRole("dialog", { name: "Switch to annual billing?" });
  await expect(yearly).toContainText("$390/year");
  await yearly.getByRole("button", { name: "Switch plan" }).click();
  await expect(page.getByText("You are now billed yearly.")).toBeVisible();
  await expect(pro.getByRole("button", { name: "Switch to annual billing" })).toHaveCount(0);
  await expect(pro.getByRole("button", { name: "Manage Subscription" })).toBeFocused();
  const after = (await (await page.request.get("/api/billing/subscriptions")).json()) as { items: Array<{ tier: string; interval: string }> };
  expect(after.items).toEqual([expect.objectContaining({ tier: "pro", interval: "annual" })]);
});

test("a Paddle payment link opened where payments are simulated explains itself and leads to pricing", async ({ page }) => {
  await page.goto("/pay?_ptxn=txn_01h2b0qpjc0xt8k5aw6nsdec4p");
  await expect(page.getByRole("heading", { name: "Secure checkout" })).toBeVisible();
  await expect(page.getByText(/this installation takes simulated payments/)).toBeVisible();
  await page.getByRole("link", { name: "Back to Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
