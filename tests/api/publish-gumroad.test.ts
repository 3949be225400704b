import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceConnections, publications } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";
import { startGumroadStandIn, type GumroadStandIn } from "./gumroad-stand-in";
import { completedProduct, pdfBytes, SALE, uploadProductFile } from "./publish-helpers";

describe.each(backends)("publishing to Gumroad on %s", (backend) => {
  let app: TestApp;
  let gumroad: GumroadStandIn;
  beforeAll(async () => {
    gumroad = await startGumroadStandIn({ clientId: "gumroadclient", clientSecret: "gumroadsecret" });
    app = await startTestApp(backend, { RUN_WORKER: "true", PUBLISH_RETRY_DELAYS_SECONDS: "0,0,0", ...gumroad.env });
  });
  afterAll(async () => {
    await app?.close();
    await gumroad?.close();
  });

  it("connects with OAuth and creates one unpublished product with the files uploaded through presign and complete; publishing again updates it", async () => {
    const { client, userId } = await app.onPlan("pro");
    const product = await completedProduct(client);
    await client.put(`/api/products/${product.id}/sale-details`, SALE);
    const pdf = pdfBytes("gumroad");
    await uploadProductFile(client, product.id, "planner.pdf", pdf);
    const { url } = await (await client.post("/api/marketplaces/gumroad/connect", {})).json();
    expect(new URL(url).searchParams.get("scope")).toBe("edit_products");
    const back = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "");
    // Another account cannot use this authorization.
    expect((await (await app.onPlan("pro")).client.get(back.pathname + back.search)).status).toBe(400);
    expect((await client.get(back.pathname + back.search)).headers.get("location")).toContain("result=connected");
    const [connection] = await app.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, userId));

    await client.post(`/api/products/${product.id}/publish/gumroad`, {});
    const publication = async () => (await app.db.select().from(publications).where(eq(publications.productId, product.id)))[0];
    await until(async () => (await publication())?.status === "draft", 20_000, "the Gumroad draft");
    const made = gumroad.productsOf(connection?.shopId ?? "");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ name: product.title, price: 1250, currency: "usd", published: false, nativeType: "digital", tags: product.keywords });
    expect(made[0]?.files).toMatchObject([{ displayName: "planner.pdf", sha256: createHash("sha256").update(pdf).digest("hex") }]);
    expect((await publication())?.remoteUrl).toBe(`${gumroad.url}/l/${made[0]?.id}`);

    await client.post(`/api/products/${product.id}/publish/gumroad`, {});
    await until(async () => (await publication())?.status === "draft" && gumroad.productsOf(connection?.shopId ?? "")[0]?.files.length === 1, 20_000);
    expect(gumroad.productsOf(connection?.shopId ?? "")).toHaveLength(1);
  });
});
