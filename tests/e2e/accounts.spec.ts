import { expect, test } from "./test-fixtures";
import { PASSWORD, confirmThroughMail, createUser, linkFromMail, signInThroughForm, uniqueEmail } from "./fixtures";

test("sign up, see the welcome and the Free 0/1 pill, edit the profile, sign out and back in", async ({ page }) => {
  const email = uniqueEmail("journey");
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(`Check your inbox: we sent a link to ${email}.`)).toBeVisible();
  await confirmThroughMail(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Welcome (back|to Listcraft), Ada!/ })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const pill = page.getByRole("link", { name: /Free.*0\/1/ });
  await expect(pill).toBeVisible();
  await expect(pill).toHaveAttribute("data-usage", "green");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("First name").fill("Augusta");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Augusta").first()).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("You've been signed out")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fprofile$/);

  await signInThroughForm(page, email, "wrong-password-000");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to sign in. Please check your credentials." })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: /Welcome (back|to Listcraft), Augusta!/ })).toBeVisible();
});

test("the server's weak-password reasons reach the sign-up form", async ({ page }) => {
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(uniqueEmail("weak"));
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/Password is too weak/)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up/);
});

test("Settings deletes the account only with the right password, and says a new password signs other devices out", async ({ page, baseURL }) => {
  const { email } = await createUser(page.request, baseURL ?? "");
  await page.goto("/settings");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Other devices will be signed out.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Password").fill("wrong-password-000");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is incorrect.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("dialog").getByLabel("Password").fill(PASSWORD);
  await page.getByRole("dialog").getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to sign in. Please check your credentials." })).toBeVisible();
});

test("a used or broken confirmation link says so and offers sign-in", async ({ page }) => {
  await page.goto("/confirm-email?token=this-link-was-never-sent-by-us");
  await expect(page.getByRole("heading", { name: "Link invalid" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("invalid, expired or already used");
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
});

test("a sign-up's link opened in another browser asks once for the password that sign-up chose", async ({ page, browser }) => {
  const email = uniqueEmail("phone");
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  const link = await linkFromMail(email, /^Confirm your e-mail/);

  const phone = await browser.newPage();
  try {
    await phone.goto(link);
    await expect(phone.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    await expect(phone.getByText(`Enter the password you chose when you signed up with ${email}.`)).toBeVisible();
    await expect(phone.getByLabel("Confirm password")).toHaveCount(0);
    await phone.getByLabel("Password", { exact: true }).fill("wrong-password-000");
    await phone.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(phone.getByText(/This is not the password chosen when this link was asked for/)).toBeVisible();
    await phone.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await phone.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(phone.getByRole("heading", { name: /Welcome (back|to Listcraft)/ })).toBeVisible();
    await phone.goto(link);
    await expect(phone.getByRole("heading", { name: "Link invalid" })).toBeVisible();
  } finally {
    await phone.close();
  }
});

test("settings show a pending e-mail change until it is confirmed or cancelled", async ({ page, baseURL }) => {
  const { email } = await createUser(page.request, baseURL ?? "");
  const newEmail = uniqueEmail("pending");
  await page.goto("/settings");
  await page.getByRole("button", { name: "Change email" }).click();
  await page.getByLabel("New email").fill(newEmail);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Update email" }).click();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const cancelledLink = await linkFromMail(newEmail, /^Confirm your new e-mail/);
  await page.getByRole("button", { name: "Cancel change" }).click();
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);

  await page.getByRole("button", { name: "Change email" }).click();
  await page.getByLabel("New email").fill(newEmail);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Update email" }).click();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}.`)).toBeVisible();
  await page.goto(await linkFromMail(newEmail, /^Confirm your new e-mail/, { unlike: cancelledLink }));
  await page.getByRole("button", { name: `Confirm ${newEmail}` }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(newEmail).first()).toBeVisible();
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);
});
