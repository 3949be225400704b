import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiPublishSelection } from "../../src/core/marketplaces/api-types";
import { products as productsTable, publications } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";
import { startEtsyStandIn, type EtsyStandIn } from "./etsy-stand-in";
import { completedProduct, connectEtsy, pdfBytes, SALE, uploadProductFile } from "./publish-helpers";

/** The gallery's "Publish as drafts" (issue 33): a selection through the one publish path, listing by listing. */
describe.each(backends)("publishing a gallery selection on %s", (backend) => {
  let app: TestApp;
  let etsy: EtsyStandIn;
  beforeAll(async () => {
    etsy = await startEtsyStandIn({ apiKey: "selectionkey", sharedSecret: "selectionsecret" });
    app = await startTestApp(backend, { RUN_WORKER: "true", PUBLISH_RETRY_DELAYS_SECONDS: "0,0,0", ...etsy.env });
  });
  afterAll(async () => {
    await app?.close();
    await etsy?.close();
  });

  const DESCRIPTIONS = [
    "A weekly Notion planner with habit tracking and goal pages",
    "A printable monthly budget planner with savings trackers",
    "A digital meal planner with grocery lists and recipe cards",
  ];
  /** A complete listing; ready for Etsy (price and file) unless told otherwise. */
  async function listing(client: HttpClient, description: string, ready = true) {
    const product = await completedProduct(client, 1, { description });
    if (ready) {
      expect((await client.put(`/api/products/${product.id}/sale-details`, SALE)).status).toBe(200);
      expect((await uploadProductFile(client, product.id, "planner.pdf", pdfBytes(description))).status).toBe(201);
    }
    return product;
  }
  const publishSelection = (client: HttpClient, ids: unknown, marketplace = "etsy") => client.post(`/api/products/publish/${marketplace}`, { ids });
  const shopOf = async (client: HttpClient) => Number((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.shopId);
  const publicationsOf = (ids: string[]) => app.db.select().from(publications).where(inArray(publications.productId, ids));

  it("queues each ready listing, and skips and names the others with their problems, in the order sent", async () => {
    const { client } = await app.onPlan("pro");
    const other = await app.onPlan("pro");
    const [ready, unpriced] = [await listing(client, DESCRIPTIONS[0] ?? ""), await listing(client, DESCRIPTIONS[1] ?? "", false)];
    const theirs = await listing(other.client, DESCRIPTIONS[2] ?? "", false);
    await connectEtsy(client);
    const missing = randomUUID();

    const response = await publishSelection(client, [unpriced.id, ready.id, theirs.id, missing]);
    expect(response.status).toBe(202);
    const body = (await response.json()) as ApiPublishSelection;
    expect(body.marketplace).toBe("etsy");
    expect(body.results.map((r) => [r.productId, r.outcome])).toEqual([
      [unpriced.id, "skipped"],
      [ready.id, "queued"],
      [theirs.id, "skipped"],
      [missing, "skipped"],
    ]);
    const [first, , third, fourth] = body.results;
    expect(first).toMatchObject({ title: unpriced.title, reason: "Fix 2 problems before publishing to Etsy." });
    expect(first?.outcome === "skipped" && first.problems.map((p) => p.field).sort()).toEqual(["files", "price"]);
    // Another account's listing is named by its id only, as a listing that does not exist.
    expect(third).toEqual({ productId: theirs.id, title: null, outcome: "skipped", reason: expect.stringMatching(/not found/), problems: [] });
    expect(fourth).toMatchObject({ title: null, outcome: "skipped" });
    expect(JSON.stringify(body)).not.toContain(theirs.title);

    await until(async () => (await publicationsOf([ready.id]))[0]?.status === "draft", 20_000, "the ready listing drafted");
    expect(await publicationsOf([unpriced.id, theirs.id])).toEqual([]);
    const drafts = etsy.draftsOf(await shopOf(client));
    expect(drafts.map((draft) => draft.title)).toEqual([ready.title]);
    expect(drafts[0]?.files).toHaveLength(1);
  });

  it("returns a listing already being published as running, queueing it once, and updates each draft when sent again", async () => {
    const { client } = await app.onPlan("pro");
    const products = [await listing(client, DESCRIPTIONS[0] ?? ""), await listing(client, DESCRIPTIONS[1] ?? "")];
    await connectEtsy(client);
    const ids = products.map((p) => p.id);
    const answers = await Promise.all([publishSelection(client, ids), publishSelection(client, ids)]);
    const outcomes = (await Promise.all(answers.map((a) => a.json() as Promise<ApiPublishSelection>))).flatMap((b) => b.results.map((r) => r.outcome));
    expect(outcomes.filter((o) => o === "queued").length).toBeGreaterThanOrEqual(2);
    expect(outcomes.every((o) => o === "queued" || o === "running")).toBe(true);
    await until(async () => (await publicationsOf(ids)).every((p) => p.status === "draft"), 20_000, "both drafted");
    const shop = await shopOf(client);
    expect(etsy.draftsOf(shop)).toHaveLength(2);

    // A worker holds the first: the selection names it running and leaves it; the second is queued again.
    await app.db
      .update(publications)
      .set({ status: "publishing" })
      .where(eq(publications.productId, ids[0] ?? ""));
    const again = (await (await publishSelection(client, ids)).json()) as ApiPublishSelection;
    expect(again.results.map((r) => r.outcome)).toEqual(["running", "queued"]);
    expect(again.results[0]).toMatchObject({ outcome: "running", publication: { status: "publishing" } });
    await until(async () => (await publicationsOf([ids[1] ?? ""]))[0]?.status === "draft", 20_000, "the second updated");
    expect(etsy.draftsOf(shop)).toHaveLength(2);
  });

  it("refuses a free account and an unconnected one before anything is read, and a bad selection, queueing nothing", async () => {
    const free = await app.onPlan("free");
    const ready = await listing(free.client, DESCRIPTIONS[0] ?? "");
    await connectEtsy(free.client);
    const refused = await publishSelection(free.client, [ready.id]);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("PLAN_REQUIRED");

    const { client } = await app.onPlan("pro");
    const product = await listing(client, DESCRIPTIONS[0] ?? "");
    const unconnected = await publishSelection(client, [product.id]);
    expect(unconnected.status).toBe(409);
    expect((await unconnected.json()).reason).toBe("not_connected");

    await connectEtsy(client);
    for (const ids of [[], Array.from({ length: 51 }, () => randomUUID()), [product.id, product.id], ["not-an-id"], "x", null]) {
      expect((await publishSelection(client, ids)).status, JSON.stringify(ids)).toBe(400);
    }
    expect((await client.post("/api/products/publish/etsy", { ids: [product.id], extra: true })).status).toBe(400);
    expect((await publishSelection(client, [product.id], "shopify")).status).toBe(404);
    expect((await publishSelection(app.client(), [product.id])).status).toBe(401);
    expect(await publicationsOf([product.id, ready.id])).toEqual([]);
  });

  it("skips a listing still being written, and those past the hourly publish limit", async () => {
    const limited = await app.launch({ PUBLISH_PER_HOUR: "1", RUN_WORKER: "false" });
    const { client } = await app.onPlan("pro");
    const products = [await listing(client, DESCRIPTIONS[0] ?? ""), await listing(client, DESCRIPTIONS[1] ?? "")];
    await connectEtsy(client);
    const there = new HttpClient(limited.url, limited.url, client.ip);
    for (const [name, value] of client.cookies) there.cookies.set(name, value);
    // A listing still being written (pending, its lists not filled yet).
    const pending = (await listing(client, DESCRIPTIONS[2] ?? "")).id;
    await app.db.update(productsTable).set({ status: "pending", features: [] }).where(eq(productsTable.id, pending));

    const body = (await (await publishSelection(there, [pending, ...products.map((p) => p.id)])).json()) as ApiPublishSelection;
    expect(body.results.map((r) => r.outcome)).toEqual(["skipped", "queued", "skipped"]);
    expect(body.results[0]).toMatchObject({ reason: "This listing is still being written; publish it once it is complete." });
    expect(body.results[2]).toMatchObject({
      title: products[1]?.title,
      reason: expect.stringMatching(/^The hourly publish limit is reached; try again in \d+ minutes\.$/),
    });
    expect((await publicationsOf([pending, products[1]?.id ?? ""])).length).toBe(0);
    const [queued] = await app.db
      .select()
      .from(publications)
      .where(eq(publications.productId, products[0]?.id ?? ""));
    expect(queued?.status).toMatch(/queued|publishing|draft/);
  });
});
