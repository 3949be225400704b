import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct, ListingVersionsResponse } from "../../src/core/api-types";
import { listingVersions, products, subscriptions } from "../../src/server/db/schema";
import { VERSIONS_KEPT } from "../../src/server/pipeline/store/prune-versions";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { completeProduct, editableOf } from "../support/listing";
import { startTestApp, type TestApp } from "../support/test-app";

/** Issue 30 item 1 (decision 052): saves limited per account, a session's saves folded, the history capped and paged. */
const SAVES_PER_MINUTE = 10;

describe.each(backends)("listing history: rate limit, folding, pruning and pages on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true", LISTING_SAVES_PER_MINUTE: String(SAVES_PER_MINUTE) });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function finished() {
    const { client, userId } = await app.onPlan("pro");
    return { client, userId, product: await completeProduct(client) };
  }
  const versionRows = (id: string) => app.db.select().from(listingVersions).where(eq(listingVersions.productId, id)).orderBy(asc(listingVersions.number));
  const numbers = async (id: string) => (await versionRows(id)).map((v) => v.number);
  const save = (client: HttpClient, product: ApiProduct, changes: Record<string, unknown>, baseVersion = product.version) =>
    client.put(`/api/products/${product.id}/listing`, { baseVersion, listing: { ...editableOf(product), ...changes } });
  const saved = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { product: ApiProduct }).product;
  };
  const history = async (client: HttpClient, id: string, query = "") => {
    const response = await client.get(`/api/products/${id}/versions${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ListingVersionsResponse;
  };
  /** Versions 2…`last` written straight to the database (restores of version 1, which never fold), the product on `last`. */
  async function seedVersions(product: ApiProduct, userId: string, last: number) {
    const [first] = await versionRows(product.id);
    if (!first) throw new Error("version 1 is missing");
    const rows = Array.from({ length: last - 1 }, (_, i) => ({
      productId: product.id,
      number: i + 2,
      source: "restore" as const,
      authorId: userId,
      restoredFrom: 1,
      listing: first.listing,
    }));
    for (let i = 0; i < rows.length; i += 500) await app.db.insert(listingVersions).values(rows.slice(i, i + 500));
    await app.db.update(products).set({ version: last }).where(eq(products.id, product.id));
    return { ...product, version: last };
  }

  it("refuses saves and restores over the account's limit with 429 and Retry-After, changing nothing", async () => {
    const { client, product } = await finished();
    const url = `/api/products/${product.id}/listing`;
    // Refused bodies count too: a flood of invalid saves is what the limit is for.
    for (let i = 0; i < SAVES_PER_MINUTE - 1; i++) expect((await client.put(url, { baseVersion: 1 })).status).toBe(400);
    const last = await saved(await save(client, product, { title: "The last save this minute" }));
    const before = await versionRows(product.id);

    const refused = await save(client, last, { title: "One save too many" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: "Too many saves. Please wait a minute and try again." } });
    expect((await client.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: last.version })).status).toBe(429);
    expect(await versionRows(product.id)).toEqual(before);
    // Reading is not limited, and another account saves as usual.
    expect((await history(client, product.id)).current).toBe(last.version);
    const other = await finished();
    expect((await save(other.client, other.product, { title: "Another account" })).status).toBe(200);
  });

  it("folds its author's consecutive saves into one version, and a stale base still conflicts", async () => {
    const { client, product } = await finished();
    const first = await saved(await save(client, product, { title: "First draft of the title" }));
    const second = await saved(await save(client, first, { features: ["Weekly pages", ...first.features.slice(1)] }));
    expect([first.version, second.version]).toEqual([2, 3]);
    const rows = await versionRows(product.id);
    expect(rows.map((v) => [v.number, v.source])).toEqual([
      [1, "generate"],
      [3, "edit"],
    ]);
    // The folded version holds the last text, and what it changed against the version before it.
    expect(rows[1]?.listing).toMatchObject({ title: "First draft of the title", features: second.features });
    expect(rows[1]?.changed).toEqual(["title", "features"]);
    expect(rows[1]?.updatedAt.getTime()).toBeGreaterThan(rows[1]?.createdAt.getTime() ?? Infinity);
    expect((await client.get(`/api/products/${product.id}/versions/2`)).status).toBe(404);
    const stale = await save(client, first, { title: "Saved in a stale tab" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toMatchObject({ version: 3, listing: { title: "First draft of the title" } });

    // A conflict seals the version its author was shown: "keep mine" adds a version next to it.
    const mine = await saved(await save(client, second, { title: "Kept after the conflict" }, 3));
    expect(mine.version).toBe(4);
    expect(await numbers(product.id)).toEqual([1, 3, 4]);

    // Once the session has been idle for the fold window, the next save is a new version.
    await app.db
      .update(listingVersions)
      .set({ foldUntil: new Date(Date.now() - 1000) })
      .where(and(eq(listingVersions.productId, product.id), eq(listingVersions.number, 4)));
    const later = await saved(await save(client, mine, { cta: "Start planning today" }));
    expect(await numbers(product.id)).toEqual([1, 3, 4, 5]);
    // A restore (like a generation or regeneration) is never folded into, nor folds.
    const restored = await saved(await client.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: later.version }));
    const afterRestore = await saved(await save(client, restored, { title: "Edited after the restore" }));
    expect(afterRestore.version).toBe(7);
    expect((await versionRows(product.id)).map((v) => [v.number, v.source])).toEqual([
      [1, "generate"],
      [3, "edit"],
      [4, "edit"],
      [5, "edit"],
      [6, "restore"],
      [7, "edit"],
    ]);
  });

  it("stores each version's changed sections when it is written, shown without the plan's hidden ones", async () => {
    const { client, userId, product } = await finished();
    await saved(await save(client, product, { title: "Changed title", keywords: ["new tag"] }));
    const [, row] = await versionRows(product.id);
    expect(row?.changed).toEqual(["title", "keywords"]);
    // The history reads the stored field: the listings it was computed from are not read again.
    await app.db
      .update(listingVersions)
      .set({ changed: ["cta"] })
      .where(eq(listingVersions.id, row?.id ?? ""));
    expect((await history(client, product.id)).items[0]).toMatchObject({ number: 2, changed: ["cta"] });
    await app.db
      .update(listingVersions)
      .set({ changed: ["title", "keywords"] })
      .where(eq(listingVersions.id, row?.id ?? ""));
    await app.db.update(subscriptions).set({ tier: "free" }).where(eq(subscriptions.userId, userId));
    expect((await history(client, product.id)).items[0]?.changed).toEqual(["title"]);
    expect((await (await client.get(`/api/products/${product.id}/versions/2`)).json()).changed).toEqual(["title"]);
  });

  it(`keeps at most ${VERSIONS_KEPT} versions, never the first generation's nor the current one`, async () => {
    const { client, userId, product } = await finished();
    const seeded = await seedVersions(product, userId, VERSIONS_KEPT + 20);
    const next = await saved(await save(client, seeded, { title: "Beyond the cap" }));
    expect(next.version).toBe(VERSIONS_KEPT + 21);
    const kept = await numbers(product.id);
    expect(kept).toHaveLength(VERSIONS_KEPT);
    expect(kept[0]).toBe(1);
    expect(kept[1]).toBe(next.version - VERSIONS_KEPT + 2);
    expect(kept.at(-1)).toBe(next.version);
    expect((await versionRows(product.id))[0]).toMatchObject({ source: "generate" });
    expect((await client.get(`/api/products/${product.id}/versions/5`)).status).toBe(404);
  });

  it("pages the history newest first with before and limit", async () => {
    const { client, userId, product } = await finished();
    await seedVersions(product, userId, 45);
    const first = await history(client, product.id);
    expect(first.current).toBe(45);
    expect(first.items.map((v) => v.number)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i));
    expect(first.nextBefore).toBe(26);
    const rest = await history(client, product.id, "?before=26&limit=50");
    expect(rest.items.map((v) => v.number)).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(rest.nextBefore).toBeNull();
    expect(rest.items.at(-1)).toMatchObject({ number: 1, source: "generate", changed: [] });
    const one = await history(client, product.id, "?limit=1&before=3");
    expect(one).toMatchObject({ current: 45, items: [{ number: 2, source: "restore", restoredFrom: 1 }], nextBefore: 2 });
    expect(await history(client, product.id, "?before=1")).toEqual({ current: 45, items: [], nextBefore: null });
    expect((await history(client, product.id, "?before=999999999&limit=1")).items[0]?.number).toBe(45);
    expect((await history(client, product.id, "?limit=2&before=2")).nextBefore).toBeNull();
  });

  it("refuses hostile page queries with a clear 400, and another user's product is a 404", async () => {
    const { client, product } = await finished();
    const url = `/api/products/${product.id}/versions`;
    const cases: Array<[string, string]> = [
      ["?limit=0", "limit: must be a whole number from 1 to 50"],
      ["?limit=51", "limit: must be a whole number from 1 to 50"],
      ["?limit=-1", "limit: must be a whole number from 1 to 50"],
      ["?limit=1.5", "limit: must be a whole number from 1 to 50"],
      ["?limit=1e1", "limit: must be a whole number from 1 to 50"],
      ["?limit=", "limit: must be a whole number from 1 to 50"],
      ["?limit=9999999999999999999999", "limit: must be a whole number from 1 to 50"],
      ["?limit=1&limit=2", "limit: must be given once"],
      ["?before=0", "before: must be a version number (a whole number from 1)"],
      ["?before=abc", "before: must be a version number (a whole number from 1)"],
      ["?before=1234567890", "before: must be a version number (a whole number from 1)"],
      ["?before=%00", "before: must be a version number (a whole number from 1)"],
      ["?before[]=1", "before[]: is not a parameter of the history (only before and limit)"],
      ["?offset=100", "offset: is not a parameter of the history (only before and limit)"],
    ];
    for (const [query, message] of cases) {
      const response = await client.get(`${url}${query}`);
      expect({ query, status: response.status, error: (await response.json()).error }).toMatchObject({
        query,
        status: 400,
        error: { code: "VALIDATION_FAILED", message },
      });
    }
    const other = await app.onPlan("pro");
    expect((await other.client.get(`${url}?limit=5`)).status).toBe(404);
    expect((await other.client.get(`${url}?before=2`)).status).toBe(404);
    expect((await app.client().get(url)).status).toBe(401);
  });
});
