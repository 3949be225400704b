import { expect, test } from "./test-fixtures";
import { createUser, signInAsAdmin, uniqueEmail } from "./fixtures";

test("the admin runs the health check and Test Full Flow, syncs a user, resolves a mismatch and edits an alert rule", async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? "";

  // A customer whose Creator payment was recorded but never applied: still on Free.
  const customerContext = await browser.newContext({ baseURL: base });
  // A long address, as real ones can be: the phone check at the end must find it wrapped, not
  // widening the page (dots, and hyphens before digits, are no line-break opportunities).
  const customerEmail = uniqueEmail("customer.who.paid.but.stayed.on.the.free.plan");
  await createUser(customerContext.request, base, { email: customerEmail });
  const seeded = await customerContext.request.post("/api/test/billing/unapplied-payment", { headers: { origin: base } });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await customerContext.close();

  // The administrator: ADMIN_EMAIL with a confirmed address (shared with accessibility.spec.ts).
  await signInAsAdmin(page, base);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Enhanced Admin Panel" })).toBeVisible();
  for (const tab of ["User Recovery", "Paddle Fix", "Payment Sync", "Overview", "Monitor", "Alerts", "Manual Tools", "Verification"]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }

  // Run Health Check: every check reported with its status and time.
  await page.getByRole("button", { name: "Run Health Check" }).click();
  const health = page.getByRole("region", { name: "Run Health Check result" });
  await expect(health).toBeVisible({ timeout: 15_000 });
  await expect(health.getByText(/^Database/)).toBeVisible();
  await expect(health.getByRole("listitem").filter({ hasText: /^Database/ })).toContainText("OK");
  await expect(health.getByRole("listitem").filter({ hasText: /^Storage/ })).toContainText("OK");

  // Test Full Flow: a throwaway account goes Free → Creator → Free and is removed.
  await page.getByRole("button", { name: "Test Full Flow" }).click();
  const flow = page.getByRole("region", { name: "Test Full Flow result" });
  await expect(flow.getByText("✓ All passed")).toBeVisible({ timeout: 45_000 });

  // User Recovery: find the customer and run a manual sync.
  await page.getByRole("tab", { name: "User Recovery" }).click();
  await page.getByLabel("User email").first().fill(customerEmail);
  await page.getByRole("button", { name: "Find user" }).click();
  await expect(page.getByText(customerEmail).first()).toBeVisible();
  await page.getByRole("button", { name: "Manual sync" }).click();
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: /sync/i }).first()).toBeVisible({ timeout: 15_000 });

  // Monitor: the scan finds the payment on a Free account; resolving by upgrade moves the plan.
  await page.getByRole("tab", { name: "Monitor" }).click();
  await expect(page).toHaveURL(/tab=monitor/);
  await page.getByRole("button", { name: "Scan now" }).click();
  const resolve = page.getByRole("button", { name: `Resolve by upgrade: ${customerEmail}` });
  await expect(resolve).toBeVisible({ timeout: 15_000 });
  await resolve.click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await confirm.getByRole("button", { name: "Upgrade" }).click();
  // The dialog closes once the server has resolved the finding. While it is open, the page behind
  // it is hidden from role queries, so the resolve button would count as gone before the upgrade.
  await expect(confirm).toHaveCount(0);
  await expect(resolve).toBeHidden();
  const account = await page.request.post("/api/admin/users/find", { data: { email: customerEmail }, headers: { origin: base } });
  expect(account.status()).toBe(200);
  expect(JSON.stringify(await account.json())).toContain('"tier":"creator"');

  // Alerts: edit the payment mismatch rule's threshold; the audit log records it.
  await page.getByRole("tab", { name: "Alerts" }).click();
  const rule = page.getByRole("form", { name: /Payment mismatch/ });
  await rule.getByLabel(/Threshold/).fill("7");
  await rule.getByRole("button", { name: "Save Payment mismatch" }).click();
  await expect
    .poll(async () => {
      const body = (await (await page.request.get("/api/admin/alerts")).json()) as { rules: Array<{ id: string; threshold: number }> };
      return body.rules.find((r) => r.id === "payment-mismatch")?.threshold;
    })
    .toBe(7);
  // The audit log under the tabs lists the edit with its target.
  await page.reload();
  await expect(page.getByText("edit-alert-rule", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("resolve-mismatch", { exact: false }).first()).toBeVisible();

  // On a phone every tab fits the screen: no sideways scroll.
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const tab of ["User Recovery", "Overview", "Monitor", "Alerts", "Manual Tools", "Verification"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    if (tab === "Monitor") {
      // Resolved findings too, so the customer's long address is on the page being measured.
      await page.getByLabel("Show").selectOption("all");
      await expect(page.getByRole("tabpanel").getByText(customerEmail)).toBeVisible();
    }
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > document.documentElement.clientWidth + 1))
        .slice(0, 8)
        .map(
          (el) => `${el.tagName}.${String(el.className).slice(0, 60)} '${(el.textContent ?? "").slice(0, 40)}' ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    );
    expect(await overflow(), `${tab}: ${wide.join(" | ")}`).toBeLessThanOrEqual(0);
  }
});

test("a signed-in user who is not the administrator is refused by the page and every admin API", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL ?? "");
  await page.goto("/admin");
  await expect(page.getByRole("alert")).toHaveText("Access denied. Admin privileges required.");
  for (const [method, path] of [
    ["post", "/api/admin/health-check"],
    ["get", "/api/admin/monitor"],
    ["get", "/api/admin/alerts"],
    ["get", "/api/admin/overview"],
  ] as const) {
    const response = await page.request[method](path, { headers: { origin: baseURL ?? "" } });
    expect(response.status(), path).toBe(403);
  }
});
