import { expect, test } from "./test-fixtures";
import { PASSWORD, createUser, linkFromMail, signInThroughForm } from "./fixtures";

test("password reset through the e-mail file", async ({ browser, baseURL }) => {
  const setup = await browser.newContext({ baseURL });
  const { email } = await createUser(setup.request, baseURL ?? "");
  await setup.close();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByRole("link", { name: /Forgot password/ }).click();
  // The sign-in page has an Email field too: wait for the new page before filling.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/we've sent a link/i)).toBeVisible();

  const link = await linkFromMail(email, /Reset your Listcraft password/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const fresh = "amber-glacier-quartz-58";
  await page.getByLabel("New password").fill(fresh);
  await page.getByLabel("Confirm password").fill(fresh);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText("Failed to sign in. Please check your credentials.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: /Welcome (back|to Listcraft)/ })).toBeVisible();
  await context.close();
});

test("Google sign-in through the local OpenID provider", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fgallery$/);
  await page
    .getByRole("link", { name: /sign in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fgallery$/);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/gallery$/, { timeout: 15_000 });
  await expect(page.getByText("Successfully signed in!")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Welcome (back|to Listcraft), Grace!/ })).toBeVisible();
  await expect(page.getByText("grace.google@example.com").first()).toBeVisible();
});
