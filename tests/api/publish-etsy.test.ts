import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_DISCLOSURE_LINE, ETSY_TRADEMARK_NOTICE } from "../../src/core/marketplaces/marketplaces";
import { marketplaceConnections, products, productSaleDetails, publications } from "../../src/server/db/schema";
import { etsyApi, etsyAuthorizeUrl, exchangeEtsyCode } from "../../src/server/marketplaces/etsy-client";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, STRONG_PASSWORD, type TestApp } from "../support/test-app";
import { until } from "../support/until";
import { startEtsyStandIn, type EtsyStandIn } from "./etsy-stand-in";
import { completedProduct, connectEtsy, pdfBytes, SALE, uploadProductFile } from "./publish-helpers";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(backends)("publishing to Etsy on %s", (backend) => {
  let app: TestApp;
  let etsy: EtsyStandIn;
  let bare: TestApp;
  beforeAll(async () => {
    etsy = await startEtsyStandIn({ apiKey: "standinkeystring", sharedSecret: "standinsecret" });
    app = await startTestApp(backend, { RUN_WORKER: "true", PUBLISH_RETRY_DELAYS_SECONDS: "0,0,0", ...etsy.env });
  });
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await etsy?.close();
  });

  /** A paid account with a complete product that passes Etsy's preflight: price, one PDF, two photos. */
  async function ready(tier: "pro" | "free" = "pro") {
    const { client, userId } = await app.onPlan(tier);
    const product = await completedProduct(client);
    expect((await client.put(`/api/products/${product.id}/sale-details`, SALE)).status).toBe(200);
    const pdf = pdfBytes();
    expect((await uploadProductFile(client, product.id, "planner.pdf", pdf)).status).toBe(201);
    return { client, userId, product, pdf };
  }

  const publishing = async (client: HttpClient, id: string) => (await client.get(`/api/products/${id}/publishing`)).json();
  const publicationOf = async (productId: string) => (await app.db.select().from(publications).where(eq(publications.productId, productId)))[0];
  const settled = (productId: string) =>
    until(async () => ["draft", "failed"].includes((await publicationOf(productId))?.status ?? ""), 20_000, "publication settled");

  it("offers nothing when the operator gave no Etsy credentials", async () => {
    bare = await startTestApp(backend);
    const client = bare.client();
    await bare.signUp(client);
    expect(await (await client.get("/api/marketplaces")).json()).toEqual({ marketplaces: [], notices: [] });
    expect((await client.post("/api/marketplaces/etsy/connect", {})).status).toBe(404);
    // The web app hides the product page's publish card by the public settings.
    expect((await (await client.get("/api/config")).json()).marketplaces).toEqual([]);
    expect((await (await app.client().get("/api/config")).json()).marketplaces).toEqual(["etsy"]);
  });

  it("connects Etsy with PKCE, keeps the tokens encrypted and shows Etsy's notice; disconnect deletes them", async () => {
    const { client, userId } = await app.onPlan("pro");
    const { authorizeUrl, response } = await connectEtsy(client);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("scope")).toBe("listings_r listings_w shops_r");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/settings?marketplace=etsy&result=connected#marketplaces");
    const listed = await (await client.get("/api/marketplaces")).json();
    expect(listed.notices).toEqual([ETSY_TRADEMARK_NOTICE]);
    expect(listed.marketplaces[0].connection).toMatchObject({ marketplace: "etsy", shopName: expect.stringMatching(/^StandInShop/), needsReconnect: false });
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
    const [row] = await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId));
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.accessToken).not.toContain(row?.shopId ?? "");

    expect((await client.request("DELETE", "/api/marketplaces/etsy")).status).toBe(204);
    expect(await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId))).toEqual([]);
  });

  it("refuses a forged state and a callback meant for another account, leaving the other's authorization usable", async () => {
    const victim = await app.onPlan("pro");
    const attacker = await app.onPlan("pro");
    const started = await (await victim.client.post("/api/marketplaces/etsy/connect", {})).json();
    const consent = await fetch(started.url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");

    const forged = new URL(back);
    forged.searchParams.set("state", "forged-state-value");
    expect((await victim.client.get(forged.pathname + forged.search)).status).toBe(400);
    // The attacker's session opens the victim's callback: nothing is connected for either.
    expect((await attacker.client.get(back.pathname + back.search)).status).toBe(400);
    expect(await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, attacker.userId))).toEqual([]);
    expect((await app.client().get(back.pathname + back.search)).status).toBe(401);
    // The victim's own callback still completes, once.
    expect((await victim.client.get(back.pathname + back.search)).headers.get("location")).toContain("result=connected");
    expect((await victim.client.get(back.pathname + back.search)).status).toBe(400);
  });

  it("shows a free account what publishing would send but refuses to publish", async () => {
    const { client, product } = await ready("free");
    await connectEtsy(client);
    const state = await publishing(client, product.id);
    expect(state.canPublish).toBe(false);
    expect(state.marketplaces[0].problems).toEqual([]);
    expect(state.marketplaces[0].preview).toMatchObject({
      title: product.title,
      price: 1250,
      files: ["planner.pdf"],
      etsy: { type: "download", whoMade: "i_did" },
    });
    const refused = await client.post(`/api/products/${product.id}/publish/etsy`, {});
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("PLAN_REQUIRED");
  });

  it("sends nothing while the preflight has a problem, and links each to its place", async () => {
    const { client } = await app.onPlan("pro");
    const product = await completedProduct(client, 1);
    await connectEtsy(client);
    const before = etsy.calls.length;
    const refused = await client.post(`/api/products/${product.id}/publish/etsy`, {});
    expect(refused.status).toBe(422);
    const fields = ((await refused.json()).problems as Array<{ field: string }>).map((p) => p.field).sort();
    expect(fields).toEqual(["files", "price"]);
    expect(etsy.calls.slice(before).filter((call) => call.includes("/listings"))).toEqual([]);
    expect(await publicationOf(product.id)).toBeUndefined();
  });

  it("publishes a draft with the listing, its photos in order with alt text and the file; a double click makes one, a second publish updates it", async () => {
    const { client, product, pdf } = await ready();
    await connectEtsy(client);
    const [first, second] = await Promise.all([
      client.post(`/api/products/${product.id}/publish/etsy`, {}),
      client.post(`/api/products/${product.id}/publish/etsy`, {}),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect([(await first.json()).queued, (await second.json()).queued].sort()).toEqual([false, true]);
    await settled(product.id);
    const publication = await publicationOf(product.id);
    expect(publication).toMatchObject({ status: "draft", lastError: null });
    const shop = Number((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.shopId);
    const drafts = etsy.draftsOf(shop);
    expect(drafts).toHaveLength(1);
    const draft = drafts[0]!;
    expect(publication?.remoteId).toBe(String(draft.listing_id));
    expect(publication?.remoteUrl).toBe(`https://www.etsy.com/listing/${draft.listing_id}`);
    expect(draft).toMatchObject({ title: product.title, price: "12.50", type: "download", who_made: "i_did", when_made: "made_to_order", taxonomy_id: 1260 });
    expect(draft.tags).toEqual(product.keywords.slice(0, 13));
    expect(draft.images.map((image) => [image.rank, image.altText])).toEqual(product.altTexts.map((alt, i) => [i + 1, alt]));
    expect(draft.files).toMatchObject([{ name: "planner.pdf", sha256: sha(pdf), rank: 1 }]);

    await client.put(`/api/products/${product.id}/sale-details`, { ...SALE, priceCents: 1500 });
    const again = await client.post(`/api/products/${product.id}/publish/etsy`, {});
    expect((await again.json()).queued).toBe(true);
    await until(async () => (await publicationOf(product.id))?.status === "draft" && (await publicationOf(product.id))?.attempt === 1, 20_000);
    await settled(product.id);
    expect(etsy.draftsOf(shop)).toHaveLength(1);
    expect(etsy.draftsOf(shop)[0]?.images).toHaveLength(2);
    expect(etsy.draftsOf(shop)[0]?.files).toHaveLength(1);
    expect(etsy.draftsOf(shop)[0]?.price).toBe("15.00");
  });

  it("takes 'made with AI tools' from the wizard into the draft's disclosure line (Etsy's API has no field for it) and names this year's when_made range", async () => {
    const { client, userId } = await app.onPlan("pro");
    const refused = await client.post("/api/products", { ...plannerBody(await uploadScreenshots(client, 1)), madeWithAi: "yes" });
    expect(refused.status).toBe(400);
    expect(await app.db.select().from(products).where(eq(products.userId, userId))).toEqual([]);
    const product = await completedProduct(client, 2, { madeWithAi: true });
    const [stored] = await app.db.select().from(productSaleDetails).where(eq(productSaleDetails.productId, product.id));
    expect(stored).toMatchObject({ madeWithAi: true, priceCents: null, whenMade: "made_to_order" });
    const plain = await completedProduct(client, 1, { description: "A printable monthly budget planner with savings trackers" });
    expect(await app.db.select().from(productSaleDetails).where(eq(productSaleDetails.productId, plain.id))).toEqual([]);
    expect((await publishing(client, plain.id)).sale.madeWithAi).toBe(false);

    const state = await publishing(client, product.id);
    expect(state.sale).toMatchObject({ madeWithAi: true });
    expect(state.marketplaces[0].preview.description.endsWith(`\n\n${AI_DISCLOSURE_LINE}`)).toBe(true);
    // A value saved before decision 066 ("2020_2025") is the range since 2020, sent under this year's name.
    const saved = await client.put(`/api/products/${product.id}/sale-details`, { ...SALE, madeWithAi: true, whenMade: "2020_2025" });
    expect((await saved.json()).sale).toMatchObject({ whenMade: "2020_present", madeWithAi: true });
    expect((await client.put(`/api/products/${product.id}/sale-details`, { ...SALE, whenMade: "2019_2025" })).status).toBe(400);
    expect((await uploadProductFile(client, product.id, "art.pdf", pdfBytes())).status).toBe(201);
    await connectEtsy(client);
    expect((await client.post(`/api/products/${product.id}/publish/etsy`, {})).status).toBe(202);
    await settled(product.id);
    expect(await publicationOf(product.id)).toMatchObject({ status: "draft", userId });
    const shop = Number((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.shopId);
    const [draft] = etsy.draftsOf(shop);
    expect(draft?.when_made).toBe(`2020_${new Date().getUTCFullYear()}`);
    expect(draft?.description.endsWith(`\n\n${AI_DISCLOSURE_LINE}`)).toBe(true);
    expect(draft?.description.split(AI_DISCLOSURE_LINE)).toHaveLength(2);
  });

  it("names the field Etsy refused and keeps the listing", async () => {
    const { client, product } = await ready();
    await connectEtsy(client);
    etsy.failNext({ method: "POST", path: /\/listings$/, status: 400, body: { error: "Invalid tags: a tag is not allowed" } });
    await client.post(`/api/products/${product.id}/publish/etsy`, {});
    await settled(product.id);
    const state = await publishing(client, product.id);
    expect(state.marketplaces[0].publication).toMatchObject({
      status: "failed",
      lastError: { kind: "field", field: "keywords", message: "Etsy refused the tags: Invalid tags: a tag is not allowed" },
    });
    expect((await (await client.get(`/api/products/${product.id}`)).json()).product.title).toBe(product.title);
  });

  it("waits out a 429 and retries a 500, then drafts once", async () => {
    const { client, product } = await ready();
    await connectEtsy(client);
    etsy.failNext({ method: "POST", path: /\/listings$/, status: 429, retryAfter: "0" });
    etsy.failNext({ method: "POST", path: /\/images$/, status: 503 });
    await client.post(`/api/products/${product.id}/publish/etsy`, {});
    await settled(product.id);
    expect(await publicationOf(product.id)).toMatchObject({ status: "draft", attempt: 3 });
    const shop = etsy.draftsOf(Number((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.shopId));
    expect(shop).toHaveLength(1);
    expect(shop[0]?.images).toHaveLength(2);
  });

  it("makes one remote draft when Etsy created it but its answer was lost (as after a crash)", async () => {
    const { client, product } = await ready();
    await connectEtsy(client);
    etsy.failNext({ method: "POST", path: /\/listings$/, status: 201, dropAfter: true });
    await client.post(`/api/products/${product.id}/publish/etsy`, {});
    await settled(product.id);
    const shopId = Number((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.shopId);
    expect(etsy.draftsOf(shopId)).toHaveLength(1);
    expect(await publicationOf(product.id)).toMatchObject({ status: "draft", remoteId: String(etsy.draftsOf(shopId)[0]?.listing_id) });
  });

  it("refreshes a token before it expires, and asks to reconnect once Etsy revokes it", async () => {
    etsy.setExpiresIn(60);
    const { client, product } = await ready();
    await connectEtsy(client);
    etsy.setExpiresIn(3600);
    const refreshesBefore = etsy.calls.filter((call) => call === "POST /v3/public/oauth/token").length;
    await client.post(`/api/products/${product.id}/publish/etsy`, {});
    await settled(product.id);
    expect(await publicationOf(product.id)).toMatchObject({ status: "draft" });
    expect(etsy.calls.filter((call) => call === "POST /v3/public/oauth/token").length).toBe(refreshesBefore + 1);

    const shopId = Number((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.shopId);
    etsy.revokeUser(shopId - 5_000_000);
    await client.post(`/api/products/${product.id}/publish/etsy`, {});
    await settled(product.id);
    expect((await publicationOf(product.id))?.lastError).toMatchObject({ kind: "reconnect" });
    expect((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.needsReconnect).toBe(true);
    const blocked = await client.post(`/api/products/${product.id}/publish/etsy`, {});
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).reason).toBe("not_connected");
  });

  it("limits publishes per account and hour", async () => {
    const limited = await app.launch({ PUBLISH_PER_HOUR: "2", RUN_WORKER: "false" });
    const { client, product } = await ready();
    const { HttpClient } = await import("../support/http-client");
    const there = new HttpClient(limited.url, limited.url, client.ip);
    for (const [name, value] of client.cookies) there.cookies.set(name, value);
    await connectEtsy(client);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await there.post(`/api/products/${product.id}/publish/etsy`, {})).status);
    expect(statuses).toEqual([202, 202, 429]);
  });

  it("deletes the account's tokens with the account", async () => {
    const { client, userId } = await ready();
    await connectEtsy(client);
    expect(await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId))).toHaveLength(1);
    const deleted = await client.post("/api/account/delete", { password: STRONG_PASSWORD });
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
    expect(await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId))).toEqual([]);
  });

  it("updates a draft's price with readiness_state_id on the offering, null for a digital listing, as Etsy's 2026 schema asks", async () => {
    const settings = {
      apiKey: etsy.env.ETSY_API_KEY,
      sharedSecret: etsy.env.ETSY_SHARED_SECRET,
      authorizeUrl: etsy.env.ETSY_AUTHORIZE_URL,
      tokenUrl: etsy.env.ETSY_TOKEN_URL,
      apiUrl: etsy.env.ETSY_API_URL,
      listingUrl: "https://www.etsy.com/listing/{id}",
    };
    const codeVerifier = "v".repeat(43);
    const redirectUri = "http://127.0.0.1/callback";
    const authorize = etsyAuthorizeUrl(settings, {
      state: "s",
      codeChallenge: createHash("sha256").update(codeVerifier).digest("base64url"),
      redirectUri,
      scopes: ["listings_w"],
    });
    const code = new URL((await fetch(authorize, { redirect: "manual" })).headers.get("location") ?? "").searchParams.get("code") ?? "";
    const { accessToken } = await exchangeEtsyCode(settings, { code, codeVerifier, redirectUri }, 5000);
    const api = etsyApi(settings, accessToken, 5000);
    const shop = String((await api.getMe()).shop_id);
    const { listing_id } = await api.createDraftListing(shop, {
      title: "Weekly planner",
      description: "A planner.",
      price: "12.50",
      quantity: 999,
      who_made: "i_did",
      when_made: "made_to_order",
      taxonomy_id: 1260,
      tags: [],
      type: "download",
      is_supply: false,
    });

    await api.updateInventory(String(listing_id), 15, 999);
    expect(etsy.listings.get(listing_id)?.price).toBe("15.00");
    // The stand-in refuses what Etsy's schema refuses: an offering without the key, or a processing profile on a digital listing.
    for (const readiness of [{}, { readiness_state_id: 12 }]) {
      const offering = { price: 16, quantity: 999, is_enabled: true, ...readiness };
      const refused = await fetch(`${settings.apiUrl}/listings/${listing_id}/inventory`, {
        method: "PUT",
        headers: { "x-api-key": `${settings.apiKey}:${settings.sharedSecret}`, authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({ products: [{ property_values: [], offerings: [offering] }] }),
      });
      expect(refused.status, JSON.stringify(readiness)).toBe(400);
      expect((await refused.json()).error).toMatch(/readiness_state_id/);
    }
    expect(etsy.listings.get(listing_id)?.price).toBe("15.00");
  });
});
