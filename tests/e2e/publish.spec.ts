import type { ChildProcess } from "node:child_process";
import { request as playwrightRequest } from "@playwright/test";
import type { ApiProduct } from "../../src/core/api-types";
import { startEtsyStandIn, type EtsyStandIn } from "../api/etsy-stand-in";
import { pdfBytes } from "../api/publish-helpers";
import { startShopifyStandIn, type ShopifyStandIn } from "../api/shopify-stand-in";
import { createProductThroughApi, createUser, upgradePlan } from "./fixtures";
import { APP_PORT } from "./server-env";
import { startStandInApp } from "./stand-in-app";
import { expect, test } from "./test-fixtures";

// Issue 32: a seller connects Etsy and publishes a listing with its photos and file as a draft.
// The app runs here with Etsy's addresses pointing at a local stand-in, on ports beside the suite's.
const PORT = Number(process.env.E2E_PUBLISH_PORT ?? APP_PORT + 20);
const ETSY_PORT = PORT + 1;
const SHOPIFY_PORT = PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: "serial", timeout: 90_000 });

let etsy: EtsyStandIn;
let shopify: ShopifyStandIn;
let app: ChildProcess;

test.beforeAll(async () => {
  etsy = await startEtsyStandIn({ apiKey: "e2ekeystring", sharedSecret: "e2esecret", port: ETSY_PORT });
  shopify = await startShopifyStandIn({ apiKey: "e2eshopify", apiSecret: "e2eshopifysecret", port: SHOPIFY_PORT });
  ({ app } = await startStandInApp("e2e-publish", PORT, { ...etsy.env, ...shopify.env }));
});

test.afterAll(async () => {
  app?.kill("SIGTERM");
  await etsy?.close();
  await shopify?.close();
});

test("connects Etsy and Shopify, publishes a listing with its photos and file as a draft on each, and links to them", async ({ browser }) => {
  const request = await playwrightRequest.newContext({ baseURL: BASE });
  await createUser(request, BASE);
  await upgradePlan({ request }, BASE, "creator");
  const created = await createProductThroughApi(request, BASE);
  const product = async () => ((await (await request.get(`/api/products/${created.id}`)).json()) as { product: ApiProduct }).product;
  await expect.poll(async () => (await product()).status, { timeout: 30_000 }).toBe("complete");
  const listing = await product();

  const context = await browser.newContext({ baseURL: BASE, storageState: await request.storageState() });
  const page = await context.newPage();
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Marketplaces" }).click();
  await expect(page.getByText("The term 'Etsy' is a trademark of Etsy, Inc.")).toBeVisible();
  // The stand-in's consent answers at once with the redirect back, as Etsy does after "Allow access".
  await page.getByRole("button", { name: "Connect Etsy" }).click();
  await expect(page.getByText("Etsy is connected.")).toBeVisible();
  await expect(page.getByText(/Connected to StandInShop/)).toBeVisible();

  await page.goto(`/product/${listing.id}`);
  await page.getByRole("button", { name: "Prepare a marketplace draft" }).click();
  const etsyPart = page.getByRole("region", { name: "Publish to Etsy" });
  await expect(etsyPart.getByText("Set a price.")).toBeVisible();
  await expect(etsyPart.getByRole("button", { name: "Publish as draft on Etsy" })).toBeDisabled();
  await page.getByLabel("Price").fill("12.50");
  await page.getByRole("button", { name: "Save price and details" }).click();
  await expect(page.getByText("Price and details saved")).toBeVisible();
  await page.getByLabel("Add a file for the buyer").setInputFiles({ name: "focus-planner.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
  await expect(page.getByRole("link", { name: "focus-planner.pdf", exact: true })).toBeVisible();
  await expect(etsyPart.getByText("Ready for Etsy: every field meets its rules.")).toBeVisible();

  await etsyPart.getByRole("button", { name: "Publish as draft on Etsy" }).click();
  await expect(etsyPart.getByText("Draft on the marketplace")).toBeVisible({ timeout: 20_000 });
  const draftLink = etsyPart.getByRole("link", { name: "Open the draft on Etsy" });
  // The stand-in serves this spec alone: every draft it holds is this seller's.
  const drafts = [...etsy.listings.values()];
  expect(drafts).toHaveLength(1);
  const [draft] = drafts;
  await expect(draftLink).toHaveAttribute("href", `https://www.etsy.com/listing/${draft?.listing_id}`);
  expect(draft).toMatchObject({ title: listing.title, price: "12.50", tags: (listing.keywords ?? []).slice(0, 13), type: "download" });
  expect(draft?.images.map((image) => [image.rank, image.altText])).toEqual(listing.altTexts.map((alt, i) => [i + 1, alt]));
  expect(draft?.files.map((file) => file.name)).toEqual(["focus-planner.pdf"]);

  // Shopify installs per shop: the seller names it, Shopify signs the way back.
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Marketplaces" }).click();
  await page.getByLabel("Your Shopify shop").fill("focus-studio");
  await page.getByRole("button", { name: "Connect Shopify" }).click();
  await expect(page.getByText("Shopify is connected.")).toBeVisible();
  await expect(page.getByText("Connected to Stand-in focus-studio")).toBeVisible();
  await page.goto(`/product/${listing.id}#publish`);
  const shopifyPart = page.getByRole("region", { name: "Publish to Shopify" });
  await expect(shopifyPart.getByText(/digital-downloads app/)).toBeVisible();
  await shopifyPart.getByRole("button", { name: "Publish as draft on Shopify" }).click();
  await expect(shopifyPart.getByText("Draft on the marketplace")).toBeVisible({ timeout: 20_000 });
  const [remote] = shopify.productsOf("focus-studio.myshopify.com");
  expect(remote).toMatchObject({ status: "DRAFT", title: listing.title, price: "12.50", tags: listing.keywords ?? [] });
  expect(remote?.media.map((m) => m.alt)).toEqual(listing.altTexts);
  expect(shopify.filesOf("focus-studio.myshopify.com").map((f) => f.alt)).toEqual(["focus-planner.pdf"]);
  await expect(shopifyPart.getByRole("link", { name: "Open the draft on Shopify" })).toHaveAttribute("href", /\/admin\/products\/\d+$/);
  await context.close();
  await request.dispose();
});
