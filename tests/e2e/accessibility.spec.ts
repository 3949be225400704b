import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE, SCAN_VIEWPORTS, expectAccessible } from "./axe";
import { LISTING_DESCRIPTION, closeDialog, expect, tabTo, test, visit, visitInApp } from "./test-fixtures";
import { png, signInAsAdmin } from "./fixtures";

/**
 * Issue 16: axe (WCAG 2.1 A/AA) finds no serious or critical violation on any route or dialog, at
 * 1280 and at 375 px. Each state is reached once and scanned at both widths (expectAccessible). A
 * failure lists every state that failed with each rule, element and fix.
 */

/** Visits each path, waits for its heading and scans it. */
async function scanPages(page: Page, pages: Array<[path: string, heading: string | RegExp]>) {
  for (const [path, heading] of pages) {
    await visitInApp(page, path, heading);
    await expectAccessible(page, path);
  }
}

/** Opens a dialog with `trigger`, scans the page with it open, and closes it with Escape. */
async function scanDialog(page: Page, where: string, trigger: Locator) {
  await trigger.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, where);
  await closeDialog(page);
}

test.describe(`axe at ${SCAN_VIEWPORTS.map(({ width }) => `${width}`).join(" and ")} px`, () => {
  test.use({ viewport: DESKTOP });
  // Each test scans up to a dozen states at two widths; two cores shared by several suites need the headroom.
  test.describe.configure({ timeout: 60_000 });

  test("sign-in, sign-up and the other account pages, with the consent banner", async ({ page }) => {
    await visitInApp(page, "/sign-in", "Welcome back");
    await expect(page.getByRole("region", { name: "Measuring what brings people here" })).toBeVisible();
    await expectAccessible(page, "/sign-in with the consent banner");
    await page.getByRole("region", { name: "Measuring what brings people here" }).getByRole("button", { name: "Decline" }).click();

    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-000");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to sign in" })).toBeVisible();
    await expectAccessible(page, "/sign-in with an error");

    await visitInApp(page, "/sign-up", "Create your account");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText(/required|valid e-?mail/i).first()).toBeVisible();
    await expectAccessible(page, "/sign-up with field errors");

    await scanPages(page, [
      ["/forgot-password", "Forgot your password?"],
      ["/reset-password", "Reset link invalid"],
      ["/reset-password?token=a11y-token", "Choose a new password"],
      ["/confirm-email?token=never-sent", "Link invalid"],
      ["/confirm-notification-email?token=never-sent", "Confirm listing e-mails"],
      ["/delete-account", "Deletion link invalid"],
      ["/delete-account?token=a11y-token", "Delete your account?"],
      ["/callback?error=access_denied", "Authentication Error"],
    ]);
  });

  test("pricing, legal, payment-link and 404 pages", async ({ page }) => {
    await scanPages(page, [
      ["/pricing", "Choose your plan"],
      ["/legal/privacy", "Privacy Policy"],
      ["/legal/terms", "Terms of Service"],
      ["/legal/refunds", "Refund Policy"],
      ["/pay?_ptxn=txn_01h2b0qpjc0xt8k5aw6nsdec4p", "Secure checkout"],
      ["/no/such/page", "Page not found"],
      // The e2e app writes its mail to files on a local APP_URL, so it offers the mailbox.
      ["/dev/mailbox", "Local mailbox"],
    ]);
  });

  test("an empty account: dashboard, gallery, profile and settings", async ({ freeAccount, openAs }) => {
    const page = await openAs(freeAccount);
    await visitInApp(page, "/", /Welcome/);
    await expectAccessible(page, "empty dashboard");
    await visitInApp(page, "/gallery", "Digital Product Gallery");
    await expect(page.getByText("No products found for your account.")).toBeVisible();
    await expectAccessible(page, "empty gallery");
    await visitInApp(page, "/profile", "Profile");
    await expectAccessible(page, "/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expectAccessible(page, "/profile editing");

    await visitInApp(page, "/settings", "Settings");
    for (const tab of ["Account", "Notifications", "Privacy"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectAccessible(page, `/settings ${tab} tab`);
    }
    await page.getByRole("tab", { name: "Account" }).click();
    await page.getByRole("button", { name: "Change password" }).click();
    await expectAccessible(page, "/settings change password form");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Change email" }).click();
    await expectAccessible(page, "/settings change email form");
  });

  test("an empty account: pricing, checkout, success, the refused admin page, menus and the delete dialog", async ({ freeAccount, openAs }) => {
    const page = await openAs(freeAccount);
    await visitInApp(page, "/pricing", "Choose your plan");
    await expectAccessible(page, "/pricing on the free plan");
    await visitInApp(page, "/checkout/simulated?tier=creator&interval=monthly", "Test checkout");
    await expectAccessible(page, "/checkout/simulated");
    // A free account with no purchase is told so, not that it upgraded (issue 16 item 6).
    await visitInApp(page, "/success", "No recent purchase found");
    await expectAccessible(page, "/success");
    await page.goto("/admin");
    await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
    await expectAccessible(page, "/admin refused");

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "account menu");
    await page.keyboard.press("Escape");
    // The Menu button exists below 768 px only.
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "signed-in mobile menu", [PHONE]);
    await page.keyboard.press("Escape");
    await page.setViewportSize(DESKTOP);

    await visitInApp(page, "/settings", "Settings");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Password is required")).toBeVisible();
    await expectAccessible(page, "delete account dialog with its error");
    await closeDialog(page);
  });

  test("each step of the create wizard", async ({ freeAccount, openAs }) => {
    const page = await openAs(freeAccount);
    await visitInApp(page, "/create", "Create a Product");
    await expectAccessible(page, "wizard step 1");
    await page.getByRole("radio", { name: "Digital Planner/Dashboard" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Describe Your Product" })).toBeVisible();
    await expectAccessible(page, "wizard step 2 (empty)");
    await page.getByLabel("Product Description *", { exact: true }).fill(LISTING_DESCRIPTION);
    await page.getByRole("checkbox", { name: "Notion" }).check();
    await page.getByLabel("File Format", { exact: true }).selectOption("pdf");
    await expectAccessible(page, "wizard step 2 (filled)");
    await page.getByRole("button", { name: "Continue" }).click();
    const screenshots = page.getByLabel("Screenshots", { exact: true });
    await screenshots.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expect(page.getByRole("alert")).toHaveText("Only image files are allowed.");
    await expectAccessible(page, "wizard step 3 with an error");
    await screenshots.setInputFiles([png("one.png"), png("two.png")]);
    await expect(page.getByRole("button", { name: "Remove screenshot 2" })).toBeVisible();
    await expectAccessible(page, "wizard step 3 with images");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Optional Addons" })).toBeVisible();
    await page.getByRole("switch", { name: "Add a testimonial" }).click();
    await expectAccessible(page, "wizard step 4 with the testimonial open");
    await page.getByRole("radio", { name: /Give this listing its own voice/ }).click();
    await page.getByRole("textbox", { name: "Words to avoid" }).fill("synergy, <b>");
    await expect(page.getByText(/“<b>” must be a word/)).toBeVisible();
    await expectAccessible(page, "wizard step 4 with the listing's own voice and a refused word");
  });

  test("a finished listing: dashboard, gallery cards, the product page and its dialogs", async ({ creatorAccount, openAs }) => {
    const page = await openAs(creatorAccount);
    const { product } = creatorAccount;
    await visitInApp(page, "/", /Welcome/);
    await expect(page.getByRole("region", { name: "Your Latest Product" })).toBeVisible();
    await expectAccessible(page, "dashboard with a product");
    await visitInApp(page, "/gallery", "Digital Product Gallery");
    await expect(page.getByRole("link", { name: product.title })).toBeVisible();
    await expectAccessible(page, "gallery with a card");

    await visitInApp(page, `/product/${product.id}`, product.title);
    await expect(page.getByRole("heading", { level: 2, name: "Features", exact: true })).toBeVisible();
    await expectAccessible(page, "product page");
    await page.getByRole("button", { name: "Copy Features" }).click();
    await expect(page.getByText("Content copied to clipboard")).toBeVisible();
    await expectAccessible(page, "product page with a toast");

    await scanDialog(page, "image enlarge dialog", page.getByRole("button", { name: /^Enlarge image 1/ }));
    await scanDialog(page, "export dialog", page.getByRole("button", { name: "Export" }));
    await scanDialog(page, "history dialog", page.getByRole("button", { name: "History" }));
    await scanDialog(page, "regenerate listing dialog", page.getByRole("button", { name: "Regenerate listing" }));
    await scanDialog(page, "regenerate section dialog", page.getByRole("button", { name: "Regenerate Features" }));
    await scanDialog(page, "archive confirm dialog", page.getByRole("button", { name: "Archive Product" }));
  });

  test("the listing editor and its conflict dialog", async ({ creatorAccount, openAs }) => {
    const page = await openAs(creatorAccount);
    const { product } = creatorAccount;
    await visitInApp(page, `/product/${product.id}`, product.title);
    await page.getByRole("button", { name: "Edit listing" }).click();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
    await expectAccessible(page, "listing editor");

    // A save from another tab makes this one's base version stale.
    const other = await page.context().newPage();
    await visitInApp(other, `/product/${product.id}`, product.title);
    await other.getByRole("button", { name: "Edit listing" }).click();
    await other.getByRole("button", { name: "Add feature", exact: true }).click();
    await other.keyboard.type(`Saved elsewhere ${Date.now()}`);
    await other.getByRole("button", { name: "Save changes" }).click();
    await expect(other.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: "Add feature", exact: true }).click();
    await page.keyboard.type("Saved here");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("dialog", { name: "This listing was changed since you opened it" })).toBeVisible();
    await expectAccessible(page, "editor conflict dialog");
    await page.getByRole("button", { name: "Use theirs", exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("billing dialogs: switch plan and cancel subscription", async ({ creatorAccount, openAs }) => {
    const page = await openAs(creatorAccount);
    await visitInApp(page, "/pricing", "Choose your plan");
    await expectAccessible(page, "/pricing on the Creator plan");
    const pro = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pro" }) });
    await scanDialog(page, "switch plan dialog", pro.getByRole("button", { name: "Switch to Pro" }));

    await visitInApp(page, "/checkout/simulated/portal", "Your subscriptions");
    await expectAccessible(page, "simulated customer portal");
    await scanDialog(page, "cancel subscription dialog", page.getByRole("button", { name: "Cancel subscription" }));
  });

  test("the duplicate dialog and the progress overlay of the wizard", async ({ creatorAccount, openAs }) => {
    const page = await openAs(creatorAccount);
    await visitInApp(page, "/create", "Create a Product");
    await page.getByRole("radio", { name: "Digital Planner/Dashboard" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Product Description *", { exact: true }).fill(LISTING_DESCRIPTION);
    await page.getByRole("checkbox", { name: "Notion" }).check();
    await page.getByLabel("File Format", { exact: true }).selectOption("pdf");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Screenshots", { exact: true }).setInputFiles([png("cover.png")]);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Submit Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Duplicate Product Found" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "duplicate dialog");

    // Kept unanswered, the product's progress holds the overlay open however fast the generator is.
    await page.route(/\/api\/products\/[^/?]+(\/events)?(\?.*)?$/, (route) => (route.request().method() === "GET" ? undefined : route.fallback()));
    await dialog.getByRole("button", { name: "Create with Unique Title" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "progress overlay");
  });

  test("the admin console, every tab", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page, baseURL ?? "");
    // A load, not visitInApp: this page may have opened the app before the account became admin,
    // and the app keeps the session it fetched then.
    await visit(page, "/admin", "Enhanced Admin Panel");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(8);
    for (const tab of await tabs.allInnerTexts()) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectAccessible(page, `/admin ${tab} tab`);
    }
  });
});

// The Menu button exists below 768 px only, so this runs at the phone width alone.
test.describe("axe at 375 px (phone), the guest menu", () => {
  test.use({ viewport: PHONE });

  test("the guest header menu on a phone, by keyboard", async ({ page }) => {
    await visitInApp(page, "/sign-in", "Welcome back");
    await tabTo(page, page.getByRole("button", { name: "Menu", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Pricing" })).toBeFocused();
    await expectAccessible(page, "guest mobile menu", [PHONE]);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
  });
});
