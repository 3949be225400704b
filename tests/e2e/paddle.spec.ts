import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test-fixtures";
import type { ApiSubscription, MeResponse } from "../../src/core/api-types";
import { paddleSignature } from "../../src/server/billing/paddle-signature";
import { servePaddleJs } from "./fake-paddle-js";
import { createUser } from "./fixtures";
import { PADDLE_APP_URL, PADDLE_PRICES, PADDLE_WEBHOOK_SECRET } from "./paddle-env";

// The same app in Paddle mode: Paddle.js is the stand-in served at Paddle's CDN address, Paddle's
// API is the local stand-in, and the test plays Paddle's notifications with the shared secret.
test.use({ baseURL: PADDLE_APP_URL });

const TXN = /^Transaction: (txn_01[0-9a-f]{24})$/;

/** Paddle's notifications for a subscription bought with the overlay, signed as Paddle signs them. */
async function notifyPaid(request: APIRequestContext, userId: string, priceId: string) {
  const subscriptionId = `sub_e2e_${randomUUID().slice(0, 8)}`;
  const data = { id: subscriptionId, status: "active", customer_id: "ctm_e2e", custom_data: { userId }, items: [{ price: { id: priceId }, quantity: 1 }] };
  for (const event_type of ["subscription.created", "subscription.activated"]) {
    const body = JSON.stringify({ event_id: `evt_${randomUUID()}`, event_type, occurred_at: new Date().toISOString(), data });
    const response = await request.post("/api/webhooks/paddle", {
      data: body,
      headers: { "content-type": "application/json", "paddle-signature": paddleSignature(body, PADDLE_WEBHOOK_SECRET) },
    });
    expect(response.status()).toBe(200);
  }
}

test("Paddle's overlay opens for the chosen plan with the user's e-mail and id, and a paid checkout upgrades the account", async ({ page, baseURL }) => {
  await servePaddleJs(page);
  await page.clock.install();
  const { email } = await createUser(page.request, baseURL ?? "");
  const { user } = (await (await page.request.get("/api/me")).json()) as MeResponse;
  await page.goto("/pricing");
  await page.getByRole("button", { name: /Annual/ }).click();
  const creator = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Creator" }) });
  await creator.getByRole("button", { name: "Start Today" }).click();

  const overlay = page.getByRole("dialog", { name: "Paddle Checkout" });
  await expect(overlay).toContainText("Environment: sandbox");
  await expect(overlay).toContainText(`Price: ${PADDLE_PRICES.creatorAnnual}`);
  await expect(overlay).toContainText(`Email: ${email}`);
  await expect(overlay).toContainText(`User: ${user.id}`);
  // The 1 s probe (run at once on the page's clock) finds the overlay's frame: no fallback starts.
  await page.clock.runFor(1_500);
  await expect(page.getByText("Checkout issue detected")).toHaveCount(0);

  await notifyPaid(page.request, user.id, PADDLE_PRICES.creatorAnnual);
  await overlay.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText("Your subscription has been updated to the Creator plan!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("banner").getByRole("link", { name: /Creator 0\/10/ })).toBeVisible();
  const plan = (await (await page.request.get("/api/subscription")).json()) as ApiSubscription;
  expect(plan).toMatchObject({ tier: "creator", maxProducts: 10, billingInterval: "annual" });
});

test("closing Paddle's overlay without paying returns to pricing with the cancelled message", async ({ page, baseURL }) => {
  await servePaddleJs(page);
  await createUser(page.request, baseURL ?? "");
  await page.goto("/pricing");
  const pro = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pro" }) });
  await pro.getByRole("button", { name: "Start Today" }).click();
  const overlay = page.getByRole("dialog", { name: "Paddle Checkout" });
  await expect(overlay).toContainText(`Price: ${PADDLE_PRICES.proMonthly}`);
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("main").getByText("Checkout was cancelled.")).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("with Paddle.js blocked the direct checkout link opens in a new tab, where /pay opens the transaction's checkout", async ({ page, context, baseURL }) => {
  // Blocked on the pricing page, served on the payment-link page.
  await servePaddleJs(context, (route) => !route.request().frame().url().includes("/pay?"));
  await createUser(page.request, baseURL ?? "");
  await page.goto("/pricing");
  const creator = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Creator" }) });
  const popup = context.waitForEvent("page");
  await creator.getByRole("button", { name: "Start Today" }).click();
  await expect(page.getByText("Checkout issue detected")).toBeVisible();
  await expect(page.getByText("Using direct checkout instead due to technical issues.")).toBeVisible();

  const tab = await popup;
  await expect(tab).toHaveURL(/\/pay\?_ptxn=txn_01[0-9a-f]{24}$/);
  const overlay = tab.getByRole("dialog", { name: "Paddle Checkout" });
  const transaction = TXN.exec((await overlay.getByText(TXN).textContent()) ?? "")?.[1];
  expect(transaction).toBe(new URL(tab.url()).searchParams.get("_ptxn"));
  await expect(tab.getByText("Complete your payment in Paddle's secure checkout window.")).toBeVisible();

  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(tab.getByText("Checkout closed. Nothing was charged.")).toBeVisible();
  await tab.getByRole("button", { name: "Open checkout again" }).click();
  await expect(tab.getByRole("dialog", { name: "Paddle Checkout" })).toContainText(`Transaction: ${transaction}`);
});

test("a payment link whose Paddle.js was blocked loads it again on 'Try again'", async ({ page }) => {
  let blocked = true;
  await servePaddleJs(page, () => blocked);
  await page.goto("/pay?_ptxn=txn_01h2b0qpjc0xt8k5aw6nsdec4p");
  await expect(page.getByText(/The secure checkout could not be loaded/)).toBeVisible();
  blocked = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("dialog", { name: "Paddle Checkout" })).toContainText("Transaction: txn_01h2b0qpjc0xt8k5aw6nsdec4p");
});
