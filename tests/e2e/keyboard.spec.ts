import type { Page } from "@playwright/test";
import { LISTING_DESCRIPTION, expect, tabTo, test, visit } from "./test-fixtures";
import { PASSWORD, linkFromMail, png, uniqueEmail } from "./fixtures";

// Issue 16: the main flow works by keyboard alone, and every Tab stop shows where focus is.

/**
 * What the focused element shows: "" when an outline marks it (on itself, its ::after, or an
 * ancestor styled by :has(:focus-visible), as the gallery card is), else a description of it.
 */
const missingFocusIndicator = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "";
    const outlined = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== "rgba(0, 0, 0, 0)";
    if (outlined(getComputedStyle(focused)) || outlined(getComputedStyle(focused, "::after"))) return "";
    for (let node = focused.parentElement, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      if (outlined(getComputedStyle(node))) return "";
    }
    return focused.outerHTML.slice(0, 120);
  });

/** Tabs through the first `stops` focusable elements of the page and lists those without a visible focus indicator. */
async function unmarkedFocusStops(page: Page, stops = 30): Promise<string[]> {
  const unmarked: string[] = [];
  for (let step = 0; step < stops; step++) {
    await page.keyboard.press("Tab");
    const missing = await missingFocusIndicator(page);
    if (missing) unmarked.push(missing);
  }
  return unmarked;
}

test.describe("keyboard only", () => {
  test("sign up, create a product in the wizard, open it from the gallery, copy a section and archive it", async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = uniqueEmail("keyboard");
    const keys = page.keyboard;

    await page.goto("/sign-up");
    await tabTo(page, page.getByLabel("First name"));
    await keys.type("Kira");
    await tabTo(page, page.getByLabel("Last name"));
    await keys.type("Keys");
    await tabTo(page, page.getByLabel("Email"));
    await keys.type(email);
    await tabTo(page, page.getByLabel("Password", { exact: true }));
    await keys.type(PASSWORD);
    await tabTo(page, page.getByRole("button", { name: "Sign Up" }));
    await keys.press("Enter");
    await expect(page.getByText(`Check your inbox: we sent a link to ${email}.`)).toBeVisible();

    // The mailed link in the browser that signed up: one button, by keyboard (decision 057).
    await page.goto(await linkFromMail(email, /^Confirm your e-mail/));
    await tabTo(page, page.getByRole("button", { name: `Confirm ${email}` }));
    await keys.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();

    await tabTo(page, page.getByRole("banner").getByRole("link", { name: "Create Product" }));
    await keys.press("Enter");
    await expect(page.getByRole("heading", { name: "Choose Category" })).toBeVisible();
    // The radio group is one Tab stop; an arrow moves to the next card and Space chooses it (a held
    // arrow chooses too, but Playwright releases the key before Radix moves focus).
    const planner = page.getByRole("radio", { name: "Digital Planner/Dashboard" });
    await tabTo(page, page.getByRole("radio", { name: "Online Course" }));
    await keys.press("ArrowDown");
    await expect(planner).toBeFocused();
    await keys.press("Space");
    await expect(planner).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await keys.press("Enter");

    await tabTo(page, page.getByLabel("Product Description *", { exact: true }));
    await keys.type(LISTING_DESCRIPTION);
    await tabTo(page, page.getByRole("checkbox", { name: "Notion" }));
    await keys.press("Space");
    await expect(page.getByRole("checkbox", { name: "Notion" })).toBeChecked();
    const format = page.getByLabel("File Format", { exact: true });
    await tabTo(page, format);
    await keys.press("ArrowDown");
    await expect(format).toHaveValue("pdf");
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await keys.press("Enter");

    const screenshots = page.getByLabel("Screenshots", { exact: true });
    await expect(screenshots).toBeAttached();
    await tabTo(page, screenshots);
    await screenshots.setInputFiles([png("cover.png")]);
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await keys.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Submit Product" }));
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/product\/[^/]+$/, { timeout: 30_000 });
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

    // Open it again the way a returning creator would: the header's Gallery link, then its card.
    await tabTo(page, page.getByRole("navigation").getByRole("link", { name: "Gallery" }));
    await keys.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Digital Product Gallery" })).toBeVisible();
    await tabTo(page, page.getByRole("link", { name: title }));
    await keys.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await tabTo(page, page.getByRole("button", { name: "Copy Features" }));
    await keys.press("Enter");
    await expect(page.getByText("Content copied to clipboard")).toBeVisible();
    const features = await page.getByRole("region", { name: "Features", exact: true }).getByRole("listitem").first().innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(features.trim());

    await tabTo(page, page.getByRole("button", { name: "Archive Product" }), { backwards: true });
    await keys.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Archive this product?" });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Yes, Archive Product" }));
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByText("Product archived", { exact: true })).toBeVisible();
  });

  test("every Tab stop shows a focus indicator, signed out and signed in", async ({ page, creatorAccount, openAs }) => {
    test.setTimeout(90_000);
    await visit(page, "/sign-in", "Welcome back");
    expect(await unmarkedFocusStops(page), "/sign-in").toEqual([]);
    await visit(page, "/pricing", "Choose your plan");
    expect(await unmarkedFocusStops(page), "/pricing").toEqual([]);

    const signedIn = await openAs(creatorAccount);
    for (const [path, heading] of [
      ["/", /Welcome/],
      ["/gallery", "Digital Product Gallery"],
      [`/product/${creatorAccount.product.id}`, creatorAccount.product.title],
      ["/create", "Create a Product"],
      ["/settings", "Settings"],
    ] as const) {
      await visit(signedIn, path, heading);
      expect(await unmarkedFocusStops(signedIn, 40), path).toEqual([]);
    }
  });
});
