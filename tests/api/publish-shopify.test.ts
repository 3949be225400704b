import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceConnections, publications } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { startTestApp, STRONG_PASSWORD, type TestApp } from "../support/test-app";
import { until } from "../support/until";
import { completedProduct, installShopify, pdfBytes, SALE, uploadProductFile } from "./publish-helpers";
import { startShopifyStandIn, type ShopifyStandIn } from "./shopify-stand-in";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
let shops = 0;
const newShop = () => `shop-${process.pid}-${++shops}.myshopify.com`;

describe.each(backends)("publishing to Shopify on %s", (backend) => {
  let app: TestApp;
  let shopify: ShopifyStandIn;
  beforeAll(async () => {
    shopify = await startShopifyStandIn({ apiKey: "shopifyclient", apiSecret: "shopifysecret" });
    app = await startTestApp(backend, { RUN_WORKER: "true", PUBLISH_RETRY_DELAYS_SECONDS: "0,0,0", ...shopify.env });
  });
  afterAll(async () => {
    await app?.close();
    await shopify?.close();
  });

  async function ready() {
    const { client, userId } = await app.onPlan("pro");
    const product = await completedProduct(client);
    await client.put(`/api/products/${product.id}/sale-details`, SALE);
    const pdf = pdfBytes("shopify");
    await uploadProductFile(client, product.id, "planner.pdf", pdf);
    const shop = newShop();
    await installShopify(client, shop);
    return { client, userId, product, pdf, shop };
  }
  const publicationOf = async (productId: string) => (await app.db.select().from(publications).where(eq(publications.productId, productId)))[0];
  const settled = (productId: string) =>
    until(async () => ["draft", "failed"].includes((await publicationOf(productId))?.status ?? ""), 20_000, "publication settled");

  it("installs on the shop with a signed callback and the scopes to write products and files", async () => {
    const { client, userId } = await app.onPlan("pro");
    const shop = newShop();
    const { authorizeUrl, response } = await installShopify(client, shop);
    expect(authorizeUrl.pathname).toBe(`/${shop}/admin/oauth/authorize`);
    expect(authorizeUrl.searchParams.get("scope")).toBe("write_products,write_files");
    expect(response.headers.get("location")).toBe("/settings?marketplace=shopify&result=connected#marketplaces");
    const [row] = await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId));
    expect(row).toMatchObject({ marketplace: "shopify", shopId: shop, shopName: `Stand-in ${shop.split(".")[0]}` });
    expect(row?.accessToken).toMatch(/^v1\./);
    expect((await client.post("/api/marketplaces/shopify/connect", { shop: "evil.example.com" })).status).toBe(400);
  });

  it("refuses a callback whose signature does not match, and one for another shop than the install began with", async () => {
    const { client, userId } = await app.onPlan("pro");
    const shop = newShop();
    const started = await (await client.post("/api/marketplaces/shopify/connect", { shop })).json();
    const back = new URL((await fetch(started.url, { redirect: "manual" })).headers.get("location") ?? "");
    const tampered = new URL(back);
    tampered.searchParams.set("timestamp", String(Number(back.searchParams.get("timestamp")) - 1));
    expect((await client.get(tampered.pathname + tampered.search)).status).toBe(400);
    // Signed by Shopify, but for a shop the seller did not ask to connect.
    const other = newShop();
    const params: Record<string, string> = {
      code: "x".repeat(32),
      shop: other,
      state: back.searchParams.get("state") ?? "",
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const forged = new URLSearchParams({ ...params, hmac: shopify.sign(params) });
    const refused = await client.get(`/api/marketplaces/shopify/callback?${forged}`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toMatch(/another shop/);
    expect(await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId))).toEqual([]);
  });

  it("creates one DRAFT product with price, tags, SEO, photos with alt text through staged uploads, and the file; publishing again updates it", async () => {
    const { client, product, pdf, shop } = await ready();
    const [a, b] = await Promise.all([
      client.post(`/api/products/${product.id}/publish/shopify`, {}),
      client.post(`/api/products/${product.id}/publish/shopify`, {}),
    ]);
    expect([(await a.json()).queued, (await b.json()).queued].sort()).toEqual([false, true]);
    await settled(product.id);
    const publication = await publicationOf(product.id);
    expect(publication).toMatchObject({ status: "draft", lastError: null });
    const created = shopify.productsOf(shop);
    expect(created).toHaveLength(1);
    const remote = created[0]!;
    expect(publication?.remoteUrl).toBe(`${shopify.url}/${shop}/admin/products/${remote.id.split("/").pop()}`);
    expect(remote).toMatchObject({ status: "DRAFT", title: product.title, price: "12.50", requiresShipping: false, tags: product.keywords });
    expect(remote.descriptionHtml).toMatch(/^<p>/);
    expect(remote.seo.title).toBe(product.title.slice(0, 70));
    expect(remote.media.map((m) => m.alt)).toEqual(product.altTexts);
    expect(remote.media.every((m) => /^[0-9a-f]{64}$/.test(m.sha256))).toBe(true);
    expect(shopify.filesOf(shop)).toMatchObject([{ alt: "planner.pdf", sha256: sha(pdf) }]);

    await client.post(`/api/products/${product.id}/publish/shopify`, {});
    await until(async () => shopify.calls.filter((c) => c === "productUpdate").length > 0, 20_000);
    await settled(product.id);
    expect(shopify.productsOf(shop)).toHaveLength(1);
    expect(shopify.productsOf(shop)[0]?.media).toHaveLength(2);
    expect(shopify.filesOf(shop)).toHaveLength(1);
  });

  it("waits out a throttled query and names the field Shopify refused", async () => {
    const { client, product, shop } = await ready();
    shopify.failNext({ operation: "productCreate", throttled: true });
    await client.post(`/api/products/${product.id}/publish/shopify`, {});
    await settled(product.id);
    expect(await publicationOf(product.id)).toMatchObject({ status: "draft", attempt: 2 });
    expect(shopify.productsOf(shop)).toHaveLength(1);

    const second = await ready();
    shopify.failNext({ operation: "productCreate", status: 200, userError: { field: ["title"], message: "Title is too long" } });
    await second.client.post(`/api/products/${second.product.id}/publish/shopify`, {});
    await settled(second.product.id);
    expect((await publicationOf(second.product.id))?.lastError).toMatchObject({
      kind: "field",
      field: "title",
      message: "Shopify refused the title: title: Title is too long",
    });
  });

  it("makes one product when Shopify created it but its answer was lost", async () => {
    const { client, product, shop } = await ready();
    shopify.failNext({ operation: "productCreate", dropAfter: true });
    await client.post(`/api/products/${product.id}/publish/shopify`, {});
    await settled(product.id);
    expect(shopify.productsOf(shop)).toHaveLength(1);
    expect(await publicationOf(product.id)).toMatchObject({ status: "draft", remoteId: shopify.productsOf(shop)[0]?.id });
  });

  it("revokes the token at Shopify and deletes it on disconnect", async () => {
    const { client, userId } = await ready();
    const before = shopify.tokens.size;
    expect((await client.request("DELETE", "/api/marketplaces/shopify")).status).toBe(204);
    expect(shopify.tokens.size).toBe(before - 1);
    expect(await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId))).toEqual([]);
  });

  it("revokes the token at Shopify when the account is deleted", async () => {
    const { client } = await ready();
    const before = shopify.tokens.size;
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(shopify.tokens.size).toBe(before - 1);
  });

  it("revokes the token at Shopify only once the account's deletion has committed", async () => {
    const { client, userId } = await app.onPlan("pro");
    const shop = newShop();
    await installShopify(client, shop);
    const authorised = () => [...shopify.tokens.values()].includes(shop);
    expect(authorised()).toBe(true);
    // The deletion's transaction fails at its last step, deleting the account row.
    await app.db.execute(
      sql.raw(`create or replace function deletion_fault() returns trigger language plpgsql as $$
        begin if old.id = '${userId}' then raise exception 'simulated deletion fault'; end if; return old; end $$`),
    );
    await app.db.execute(sql.raw("create trigger deletion_fault before delete on users for each row execute function deletion_fault()"));
    try {
      expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(500);
    } finally {
      await app.db.execute(sql.raw("drop trigger if exists deletion_fault on users"));
    }
    expect(authorised()).toBe(true);
    expect(await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId))).toHaveLength(1);

    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(authorised()).toBe(false);
  });
});
