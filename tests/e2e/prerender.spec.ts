import type { Page } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import { createUser } from "./fixtures";

// Decision 060: public pages are HTML from the build, hydrated by the bundle; the signed-in pages
// paint their layout from HTML before their code runs.
const PUBLIC_PAGES = [
  { path: "/sign-in", heading: "Welcome back", status: 200 },
  { path: "/sign-up", heading: "Create your account", status: 200 },
  { path: "/pricing", heading: "Choose your plan", status: 200 },
  { path: "/legal/privacy", heading: null, status: 200 },
  { path: "/no/such/page", heading: "Page not found", status: 404 },
];

/** Console errors and warnings, and uncaught errors, apart from the browser's line for a 404 document. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, status } of PUBLIC_PAGES) {
    test(`${path} paints its page from the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
      if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // Nothing works before the page is hydrated, so nothing can be pressed.
      for (const control of await page.locator("button, input").all()) await expect(control).toBeDisabled();
    });
  }

  test("a signed-in page paints the layout and the session's status", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("banner").getByRole("link", { name: "Listcraft" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Loading Authentication");
  });
});

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} is hydrated from its HTML without a mismatch`, async ({ page }) => {
    const seen = problems(page);
    // The first heading the HTML painted is still the one on the page once React runs: hydrated, not rendered anew.
    await page.addInitScript(() =>
      document.addEventListener(
        "DOMContentLoaded",
        () => ((window as unknown as { painted: Element | null }).painted = document.querySelector("#root h1, #root [role=status]")),
      ),
    );
    await page.goto(path);
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "hydrated");
    expect(await page.evaluate(() => (window as unknown as { painted: Element | null }).painted?.isConnected)).toBe(true);
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("[data-before-hydration]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Accept" })).toBeEnabled();
    expect(seen).toEqual([]);
  });
}

test("a signed-in reader of a prerendered page gets the page rendered for them", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  const seen = problems(page);
  await page.goto("/pricing");
  await expect(page.getByRole("link", { name: /Free.*0\/1/ })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // Rendered anew, not hydrated: the root no longer claims to hold the guest page.
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  expect(seen).toEqual([]);
});

test("a visitor who has answered never sees the prerendered consent banner, not even before hydration", async ({ page }) => {
  const seen = problems(page);
  await page.addInitScript(() => {
    localStorage.setItem("listcraft.consent", "denied");
    document.addEventListener("DOMContentLoaded", () => {
      const banner = document.querySelector("[data-consent-banner]");
      (window as unknown as { bannerPainted: boolean }).bannerPainted = banner !== null && getComputedStyle(banner).display !== "none";
    });
  });
  await page.goto("/pricing");
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "hydrated");
  expect(await page.evaluate(() => (window as unknown as { bannerPainted: boolean }).bannerPainted)).toBe(false);
  await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  // The inline script ran under the page's Content-Security-Policy (a refused one logs an error).
  expect(seen).toEqual([]);
});
