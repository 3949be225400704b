import { expect, test } from "./test-fixtures";
import { PASSWORD, confirmThroughMail, createUser, uniqueEmail } from "./fixtures";

test("anonymous /gallery goes to /sign-up and comes back after signing up", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fgallery$/);
  const email = uniqueEmail("back");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await confirmThroughMail(page, email);
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { name: "Digital Product Gallery" })).toBeVisible();
});

test("an unknown route shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/(sign-up)?$/);
});

test("/dashboard is the dashboard and /admin is refused to a non-admin", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "", { firstName: "Nia" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome (back|to Listcraft), Nia!/ })).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enhanced Admin Panel" })).toHaveCount(0);
});

test("at 375 px the header collapses into the Menu button and hides the tier name", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createUser(page.request, baseURL ?? "");
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Gallery" })).toBeHidden();
  const pill = page.getByRole("link", { name: /0\/1/ });
  await expect(pill).toBeVisible();
  await expect(pill.getByText("Free", { exact: true })).toBeHidden();
  await menu.click();
  await page
    .getByRole("menuitem", { name: "Gallery" })
    .or(page.getByRole("link", { name: "Gallery" }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/gallery$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  await expect(page.getByRole("link", { name: /Free.*0\/1/ })).toBeVisible();
});

test("settings keep the notification switches per user", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Notifications" }).click();
  const email = page.getByRole("switch", { name: "Email Notifications" });
  const marketing = page.getByRole("switch", { name: "Marketing Emails" });
  await expect(email).toBeChecked();
  await expect(marketing).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings/notifications") && r.request().method() === "PUT");
  await marketing.click();
  await expect(marketing).toBeChecked();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Marketing Emails" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
});
