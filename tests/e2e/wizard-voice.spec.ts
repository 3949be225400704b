import type { ChildProcess } from "node:child_process";
import { request as playwrightRequest } from "@playwright/test";
import type { ApiProduct, CreateProductResponse } from "../../src/core/api-types";
import { AI_DISCLOSURE_LINE } from "../../src/core/marketplaces/marketplaces";
import type { SaleDetails } from "../../src/core/marketplaces/sale-details";
import { startEtsyStandIn, type EtsyStandIn } from "../api/etsy-stand-in";
import { expectAccessible, PHONE } from "./axe";
import { pdfBytes } from "../api/publish-helpers";
import { createProductThroughApi, createUser, png, upgradePlan } from "./fixtures";
import { APP_PORT } from "./server-env";
import { startStandInApp } from "./stand-in-app";
import { expect, test } from "./test-fixtures";

// Issues 32 and 33: the wizard's last step (made with AI tools, the listing's own voice), then the
// gallery's selection published as Etsy drafts. An app of its own, Etsy at a local stand-in.
const PORT = Number(process.env.E2E_WIZARD_VOICE_PORT ?? APP_PORT + 30);
const ETSY_PORT = PORT + 1;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let etsy: EtsyStandIn;
let app: ChildProcess;
let base: string;

test.beforeAll(async () => {
  etsy = await startEtsyStandIn({ apiKey: "e2ewizardkey", sharedSecret: "e2ewizardsecret", port: ETSY_PORT });
  ({ app, base } = await startStandInApp("e2e-wizard-voice", PORT, etsy.env));
});

test.afterAll(async () => {
  app?.kill("SIGTERM");
  await etsy?.close();
});

const PRINT = "Watercolor botanical wall art print of eucalyptus leaves in soft sage green, a printable digital download in 8x10 and A4.";

test("the wizard's last step sets 'made with AI tools' and the listing's own voice; the gallery publishes the selection as Etsy drafts, skipping and naming the unready one", async ({
  browser,
}) => {
  const request = await playwrightRequest.newContext({ baseURL: base });
  await createUser(request, base);
  await upgradePlan({ request }, base, "creator");
  const account = { tone: "calm", spelling: "us", avoid: ["digital"], prefer: [], cta: "writer" };
  expect((await request.put("/api/settings/voice", { data: account, headers: { origin: base } })).status()).toBe(200);
  const context = await browser.newContext({ baseURL: base, storageState: await request.storageState() });
  const page = await context.newPage();

  await page.goto("/create");
  const next = page.getByRole("button", { name: "Continue" });
  await page.getByRole("radio", { name: "Wall Art" }).click();
  await next.click();
  await page.getByLabel("Product Description *", { exact: true }).fill(PRINT);
  await page.getByLabel("File Format", { exact: true }).selectOption("png");
  await next.click();
  await page.getByLabel("Screenshots", { exact: true }).setInputFiles([png("print.png")]);
  await next.click();

  await expect(page.getByRole("heading", { name: "Optional Addons" })).toBeVisible();
  await page.getByRole("switch", { name: "Made with AI tools" }).click();
  await expect(page.getByRole("radio", { name: /Use my account's voice/ })).toBeChecked();
  await page.getByRole("radio", { name: /Give this listing its own voice/ }).click();
  // It starts from the account's voice.
  await expect(page.getByRole("radio", { name: "Calm" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Words to avoid" })).toHaveValue("digital");
  await page.getByRole("radio", { name: "Playful" }).click();
  await page.getByRole("textbox", { name: "Words to prefer" }).fill("treat yourself, <b>");
  await expect(page.getByText(/“<b>” must be a word or a short phrase/)).toBeVisible();
  await page.getByRole("textbox", { name: "Words to prefer" }).fill("treat yourself");

  const created = page.waitForResponse((r) => r.url().endsWith("/api/products") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Product" }).click();
  const { product } = (await (await created).json()) as CreateProductResponse;
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`), { timeout: 30_000 });
  const listing = ((await (await request.get(`/api/products/${product.id}`)).json()) as { product: ApiProduct }).product;
  // Written in the listing's own voice: playful, its preferred frame, never the avoided word.
  expect(listing.cta).toMatch(/^Treat yourself: /);
  expect(JSON.stringify([listing.title, listing.shortDescription, listing.longDescription, listing.features, listing.cta])).not.toMatch(/\bdigital\b/i);
  const { sale } = (await (await request.get(`/api/products/${product.id}/sale-details`)).json()) as { sale: SaleDetails };
  expect(sale.madeWithAi).toBe(true);

  // Ready for Etsy: a price (the wizard's answer kept) and the buyer's file. A second listing has neither.
  const headers = { origin: base };
  expect((await request.put(`/api/products/${product.id}/sale-details`, { data: { ...sale, priceCents: 900 }, headers })).status()).toBe(200);
  const file = await request.post(`/api/products/${product.id}/files`, {
    multipart: { file: { name: "eucalyptus.pdf", mimeType: "application/pdf", buffer: pdfBytes() } },
    headers,
  });
  expect(file.status(), await file.text()).toBe(201);
  const read = async (id: string) => ((await (await request.get(`/api/products/${id}`)).json()) as { product: ApiProduct }).product;
  const { id: unreadyId } = await createProductThroughApi(request, base);
  await expect.poll(async () => (await read(unreadyId)).status).toBe("complete");
  // Its title is the writer's by now.
  const unready = await read(unreadyId);

  await page.goto("/settings?marketplace=etsy#marketplaces");
  await page.getByRole("button", { name: "Connect Etsy" }).click();
  await expect(page.getByText("Etsy is connected.")).toBeVisible();

  await page.goto("/gallery");
  await page.getByRole("button", { name: "Select listings" }).click();
  await page.getByRole("checkbox", { name: `Select ${listing.title}` }).check();
  await page.getByRole("checkbox", { name: `Select ${unready.title}` }).check();
  await page.getByRole("button", { name: "Publish as drafts (2)" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish as drafts" });
  await expect(dialog.getByRole("radio", { name: "Etsy" })).toBeChecked();
  await dialog.getByRole("button", { name: "Publish 2 listings as drafts" }).click();
  await expect(dialog.getByText("1 listing on the way to Etsy as drafts", { exact: false })).toBeVisible();
  const skipped = dialog.getByRole("list", { name: "Skipped listings" });
  await expect(skipped.getByRole("link", { name: unready.title })).toHaveAttribute("href", `/product/${unready.id}#publish`);
  await expect(skipped.getByText("Fix 2 problems before publishing to Etsy.")).toBeVisible();
  await expectAccessible(page, "the gallery's publish dialog with its outcome");
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the gallery with its dialog scrolls sideways at 375 px").toBeLessThanOrEqual(0);

  // The stand-in serves this spec alone: its one draft is the ready listing, with the AI disclosure line.
  await expect.poll(() => [...etsy.listings.values()].length, { timeout: 20_000 }).toBe(1);
  const [draft] = [...etsy.listings.values()];
  expect(draft).toMatchObject({ title: listing.title, price: "9.00", when_made: "made_to_order", type: "download" });
  expect(draft?.description.endsWith(AI_DISCLOSURE_LINE)).toBe(true);
  await context.close();
  await request.dispose();
});
