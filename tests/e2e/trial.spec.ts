import { expect, test } from "./test-fixtures";
import type { ApiSubscription, ProductListResponse } from "../../src/core/api-types";
import { createProductThroughApi, createUser } from "./fixtures";

/**
 * The 7-day trial (issue 15) on the embedded default (PAYMENTS=simulated, TRIAL_DAYS unset = 7):
 * the test checkout starts the trial with Paddle's trialing notifications, the header shows it, and
 * ending it as canceled (the notification Paddle sends) returns the account to Free with its products.
 */
test("a trial started at the simulated checkout shows in the pill; ending it as canceled returns to Free and keeps the products", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  const first = await createProductThroughApi(page.request, baseURL ?? "");

  await page.goto("/pricing");
  const creator = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Creator" }) });
  await creator.getByRole("button", { name: "Start Today" }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\?tier=creator&interval=monthly$/);
  await expect(page.getByRole("button", { name: /^Pay \$14/ })).toBeVisible();
  await page.getByRole("button", { name: "Start 7-day trial" }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText("Your subscription has been updated to the Creator plan!")).toBeVisible({ timeout: 20_000 });
  const pill = page.getByRole("banner").getByRole("link", { name: /^Creator \d+\/10 products used(, \d+ in progress)?\. Trial, 7 days left/ });
  await expect(pill).toBeVisible();
  await expect(pill).toContainText("Trial, 7 days left");
  const plan = (await (await page.request.get("/api/subscription")).json()) as ApiSubscription;
  expect(plan).toMatchObject({ tier: "creator", maxProducts: 10, trial: { daysLeft: 7 } });

  // The trial entitles like a paid plan: a second product beyond the Free cap.
  const second = await createProductThroughApi(
    page.request,
    baseURL ?? "",
    "A printable budget tracker for freelancers with monthly sheets and a yearly overview of income and costs.",
  );
  const products = async () => ((await (await page.request.get("/api/products")).json()) as ProductListResponse).items.map((p) => p.id).sort();
  const before = await products();
  expect(before).toEqual([first.id, second.id].sort());

  await page.goto("/pricing");
  await expect(creator.getByText("Trial, 7 days left")).toBeVisible();
  await creator.getByRole("button", { name: "Manage Subscription" }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\/portal$/);
  await page.getByRole("button", { name: "End trial: cancel" }).click();
  await expect(page.getByText("Trial ended: subscription cancelled")).toBeVisible();

  await expect(page.getByRole("banner").getByRole("link", { name: /^Free \d+\/1 products used/ })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("banner").getByText(/Trial/)).toHaveCount(0);
  const after = (await (await page.request.get("/api/subscription")).json()) as ApiSubscription;
  expect(after).toMatchObject({ tier: "free", maxProducts: 1, trial: null, hasPaidSubscription: false });
  expect(await products()).toEqual(before);
});
