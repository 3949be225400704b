import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../src/core/api-types";
import { listingVersions, products, subscriptions } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { completeProduct, editableOf } from "../support/listing";
import { startTestApp, type TestApp } from "../support/test-app";

describe.each(backends)("listing edits, versions and restore on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function creator(tier: "free" | "creator" | "pro" = "pro") {
    const client = app.client();
    const { body } = await app.signUp(client);
    await setTier(body.user.id, tier);
    return { client, userId: body.user.id };
  }
  const setTier = (userId: string, tier: "free" | "creator" | "pro") =>
    app.db
      .update(subscriptions)
      .set({ tier, maxProducts: { free: 1, creator: 10, pro: 40 }[tier] })
      .where(eq(subscriptions.userId, userId));

  /** The product row and its version rows as stored, to show a refused request changed nothing. */
  async function stored(id: string) {
    const [row] = await app.db.select().from(products).where(eq(products.id, id));
    const versions = await app.db.select().from(listingVersions).where(eq(listingVersions.productId, id)).orderBy(asc(listingVersions.number));
    return { row, versions };
  }

  const save = (client: ReturnType<TestApp["client"]>, product: ApiProduct, changes: Record<string, unknown>, baseVersion = product.version) =>
    client.put(`/api/products/${product.id}/listing`, { baseVersion, listing: { ...editableOf(product), ...changes } });

  it("shows the first generation as version 1, made by the builtin generator", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    expect(product.version).toBe(1);
    const versions = await (await client.get(`/api/products/${product.id}/versions`)).json();
    expect(versions).toMatchObject({
      current: 1,
      items: [{ number: 1, source: "generate", generator: "builtin", byYou: false, restoredFrom: null, changed: [] }],
    });
    const first = await (await client.get(`/api/products/${product.id}/versions/1`)).json();
    expect(first.listing).toMatchObject({ title: product.title, features: product.features, keywords: product.keywords, course: null });
    expect(first.listing.altTexts).toHaveLength(2);
    expect(first.listingCheck.findings.length).toBeGreaterThan(0);
  });

  it("stores the creator's text exactly as sent as a new version, with the check's report and no repairs", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    const title = `  ${"Weekly Notion planner with habit tracking and goal pages ".repeat(3).trim()}  `;
    const features = ["Weekly pages", "Weekly pages", ...product.features.slice(1)];
    const response = await save(client, product, { title, features, altTexts: ["Weekly spread", ""] });
    expect(response.status).toBe(200);
    const saved = (await response.json()).product as ApiProduct;
    expect(saved).toMatchObject({ version: 2, title: title.trim(), features, altTexts: ["Weekly spread", ""], keywords: product.keywords });
    expect(saved.title.length).toBeGreaterThan(140);
    const titleFinding = saved.listingCheck?.findings.find((f) => f.check === "title-length");
    expect(titleFinding).toMatchObject({ outcome: "review", field: "title" });
    expect(saved.listingCheck?.passed).toBe(false);

    // The same text again (an autosave with nothing typed) is no new version.
    const again = await client.put(`/api/products/${product.id}/listing`, { baseVersion: 2, listing: editableOf(saved) });
    expect((await again.json()).product).toMatchObject({ version: 2, title: saved.title });
    const { items } = await (await client.get(`/api/products/${product.id}/versions`)).json();
    expect(items.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(items[0]).toMatchObject({ source: "edit", byYou: true, generator: null, changed: ["title", "features", "altTexts"] });
    const second = await (await client.get(`/api/products/${product.id}/versions/2`)).json();
    expect(second.listing).toMatchObject({ title: title.trim(), features });
    expect(second.listingCheck).toEqual(saved.listingCheck);
    expect((await client.get(`/api/products/${product.id}/versions/3`)).status).toBe(404);
    for (const bad of ["0", "-1", "abc", "1.5", "99999999999"]) expect((await client.get(`/api/products/${product.id}/versions/${bad}`)).status).toBe(400);
  });

  it("keeps another user's listing from being read, edited or restored (404) and changes nothing", async () => {
    const { client: owner } = await creator();
    const product = await completeProduct(owner);
    await save(owner, product, { title: "Second version title" });
    const before = await stored(product.id);
    const { client: other } = await creator();
    expect((await other.get(`/api/products/${product.id}/versions`)).status).toBe(404);
    expect((await other.get(`/api/products/${product.id}/versions/1`)).status).toBe(404);
    expect((await save(other, product, { title: "Taken over" }, 2)).status).toBe(404);
    expect((await other.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: 2 })).status).toBe(404);
    const visitor = app.client();
    expect((await save(visitor, product, { title: "Taken over" }, 2)).status).toBe(401);
    expect((await visitor.get(`/api/products/${product.id}/versions`)).status).toBe(401);
    expect(await stored(product.id)).toEqual(before);
  });

  it("answers a save based on an older version with 409 and the current text, overwriting nothing", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    expect((await save(client, product, { title: "Saved in the first tab" })).status).toBe(200);
    const before = await stored(product.id);
    const stale = await save(client, product, { title: "Saved in the second tab" });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toEqual({ code: "VERSION_CONFLICT", message: "This listing was changed since you opened it." });
    expect(body.current).toMatchObject({ version: 2, byYou: true, listing: { title: "Saved in the first tab", keywords: product.keywords } });
    expect(new Date(body.current.createdAt).getTime()).not.toBeNaN();
    // Only version 2 stops taking later saves (decision 052): "keep mine" then adds a version beside it.
    const sealed = before.versions.map((version) => (version.number === 2 ? { ...version, foldUntil: null } : version));
    expect(before.versions[1]?.foldUntil).not.toBeNull();
    expect(await stored(product.id)).toEqual({ ...before, versions: sealed });
  });

  it("lets exactly one of two concurrent saves on the same version win", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    const responses = await Promise.all([save(client, product, { title: "Tab one wins" }), save(client, product, { title: "Tab two wins" })]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = await responses.find((r) => r.status === 200)?.json();
    const loser = await responses.find((r) => r.status === 409)?.json();
    expect(loser.current).toMatchObject({ version: 2, listing: { title: winner.product.title } });
    const { row, versions } = await stored(product.id);
    expect(versions.map((v) => v.number)).toEqual([1, 2]);
    expect(row).toMatchObject({ version: 2, title: winner.product.title });
  });

  it("refuses hostile and malformed input with 400 (or 413, 415) and changes neither the product nor its versions", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    const before = await stored(product.id);
    const listing = editableOf(product);
    const url = `/api/products/${product.id}/listing`;
    const cases: Array<[unknown, number]> = [
      [{ baseVersion: 1, listing: { ...listing, title: "<b>Planner</b>" } }, 400],
      [{ baseVersion: 1, listing: { ...listing, longDescription: "Fun &amp; useful" } }, 400],
      [{ baseVersion: 1, listing: { ...listing, features: ["Weekly\u0000pages"] } }, 400],
      [{ baseVersion: 1, listing: { ...listing, title: "x".repeat(20_000) } }, 400],
      [{ baseVersion: 1, listing: { ...listing, title: "x".repeat(1_000_000) } }, 413],
      [{ baseVersion: 1, listing: { ...listing, longDescription: "x".repeat(2_000_000) } }, 413],
      [{ baseVersion: 1, listing: { ...listing, features: Array.from({ length: 10_000 }, () => "a") } }, 400],
      [{ baseVersion: 1, listing: { ...listing, features: [] } }, 400],
      [{ baseVersion: 1, listing: { ...listing, title: "   " } }, 400],
      [{ baseVersion: 1, listing: { ...listing, title: "Two\nlines" } }, 400],
      [{ baseVersion: 1, listing, admin: true }, 400],
      [{ baseVersion: 1, listing: { ...listing, version: 7 } }, 400],
      [{ baseVersion: 1, listing: { ...listing, title: 5 } }, 400],
      [{ baseVersion: 1, listing: { ...listing, features: "Weekly pages" } }, 400],
      [{ baseVersion: "1", listing }, 400],
      [{ baseVersion: -1, listing }, 400],
      [{ listing }, 400],
      [{ baseVersion: 1, listing: { ...listing, course: { subtitle: "Not a course" } } }, 400],
      [{ baseVersion: 1, listing: { ...listing, altTexts: ["only one"] } }, 400],
      [{ baseVersion: 1, listing: { ...listing, altTexts: ["a", "b", "c"] } }, 400],
      [[], 400],
      ["{not json", 400],
    ];
    for (const [body, status] of cases) {
      const response = await client.put(url, body);
      expect({ body: JSON.stringify(body).slice(0, 80), status: response.status }).toEqual({ body: JSON.stringify(body).slice(0, 80), status });
    }
    const detailed = await (await client.put(url, { baseVersion: 1, listing: { ...listing, title: "<i>x</i>" } })).json();
    expect(detailed.error).toMatchObject({ code: "VALIDATION_FAILED", details: { "listing.title": ["must be plain text (no HTML tags or entities)"] } });
    expect((await client.request("PUT", url, JSON.stringify({ baseVersion: 1, listing }), { "content-type": "text/plain" })).status).toBe(415);
    expect(await stored(product.id)).toEqual(before);
  });

  it("keeps keywords and use cases from a free account: sending them is 403, leaving them out keeps the stored ones", async () => {
    const { client, userId } = await creator("free");
    const product = await completeProduct(client);
    expect(product).toMatchObject({ keywords: null, useCases: null });
    const before = await stored(product.id);
    expect(before.row?.keywords.length).toBeGreaterThan(0);
    for (const section of [{ keywords: ["planner"] }, { useCases: ["Plan a week"] }, { keywords: [] }]) {
      const response = await save(client, product, section);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("PLAN_REQUIRED");
    }
    expect(await stored(product.id)).toEqual(before);

    expect((await save(client, product, { title: "Free plan edit" })).status).toBe(200);
    const after = await stored(product.id);
    expect(after.row).toMatchObject({ title: "Free plan edit", keywords: before.row?.keywords, useCases: before.row?.useCases });
    // Neither a version nor a conflict shows the paid sections to a free account.
    const version = await (await client.get(`/api/products/${product.id}/versions/1`)).json();
    expect(version.listing).toMatchObject({ keywords: [], useCases: [] });
    const stale = await (await save(client, product, { title: "Stale" })).json();
    expect(stale.current.listing).toMatchObject({ title: "Free plan edit", keywords: [], useCases: [] });
    // A tag the other sections do not also say would only be there if the paid section leaked.
    const shown = JSON.stringify([version, stale]);
    const ownTags = (before.row?.keywords ?? []).filter((tag) => !JSON.stringify(version.listing).includes(tag));
    expect(ownTags.length).toBeGreaterThan(0);
    for (const tag of ownTags) expect(shown).not.toContain(tag);
    await setTier(userId, "pro");
    expect((await (await client.get(`/api/products/${product.id}/versions/1`)).json()).listing.keywords).toEqual(before.row?.keywords);
  });

  it("restores a version as a new version, and the restore itself can be undone", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    const edited = (await (await save(client, product, { title: "Edited title", altTexts: ["Cover", "Inside"] })).json()).product as ApiProduct;
    const restore = (number: number | string, baseVersion: number) => client.post(`/api/products/${product.id}/versions/${number}/restore`, { baseVersion });

    const restored = await restore(1, 2);
    expect(restored.status).toBe(200);
    const afterRestore = (await restored.json()).product as ApiProduct;
    expect(afterRestore).toMatchObject({ version: 3, title: product.title, features: product.features, keywords: product.keywords });
    const { items } = await (await client.get(`/api/products/${product.id}/versions`)).json();
    expect(items[0]).toMatchObject({ number: 3, source: "restore", restoredFrom: 1, byYou: true });
    expect(items[0].changed).toContain("title");

    const undone = await restore(2, 3);
    expect(undone.status).toBe(200);
    expect((await undone.json()).product).toMatchObject({ version: 4, title: edited.title, altTexts: ["Cover", "Inside"] });

    const before = await stored(product.id);
    expect(before.versions.map((v) => [v.number, v.source, v.restoredFrom])).toEqual([
      [1, "generate", null],
      [2, "edit", null],
      [3, "restore", 1],
      [4, "restore", 2],
    ]);
    const stale = await restore(1, 3);
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toMatchObject({ version: 4, listing: { title: "Edited title" } });
    expect((await restore(9, 4)).status).toBe(404);
    expect((await restore("abc", 4)).status).toBe(400);
    expect((await client.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: 4, extra: 1 })).status).toBe(400);
    expect(await stored(product.id)).toEqual(before);
  });

  it("restores on a free plan without bringing back keywords or use cases it cannot see", async () => {
    const { client, userId } = await creator("pro");
    const product = await completeProduct(client);
    expect((await save(client, product, { keywords: ["paid tag"], useCases: ["Paid use"] })).status).toBe(200);
    await setTier(userId, "free");
    const restored = await client.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: 2 });
    expect(restored.status).toBe(200);
    expect((await restored.json()).product).toMatchObject({ version: 3, keywords: null, useCases: null });
    const { row, versions } = await stored(product.id);
    expect(row).toMatchObject({ keywords: ["paid tag"], useCases: ["Paid use"] });
    expect(versions.at(-1)?.listing).toMatchObject({ keywords: ["paid tag"], useCases: ["Paid use"] });
  });

  it("edits a course's details, and refuses a course without them", async () => {
    const { client } = await creator();
    const description =
      "A six-week online course that teaches beginners how to design and sell digital planners on Etsy. " +
      "Lessons cover page layout in Canva, hyperlinking PDF tabs, mockups, pricing and writing listings that rank.";
    const product = await completeProduct(client, 1, { description, category: "course", targetPlatform: [], fileFormats: null });
    const course = editableOf(product).course;
    expect(course?.curriculumDetails.length).toBeGreaterThan(0);
    const before = await stored(product.id);
    expect((await save(client, product, { course: null })).status).toBe(400);
    expect(await stored(product.id)).toEqual(before);
    const edited = { ...course, subtitle: "Design and sell planners in six weeks", curriculumDetails: [{ title: "Week one: layout", details: "" }] };
    const response = await save(client, product, { course: edited });
    expect(response.status).toBe(200);
    expect((await response.json()).product.addons.course).toMatchObject({ subtitle: edited.subtitle, curriculumDetails: [{ title: "Week one: layout" }] });
    const version = await (await client.get(`/api/products/${product.id}/versions/2`)).json();
    expect(version).toMatchObject({ changed: ["course"], listing: { course: edited } });
  });

  it("reads and restores a version stored before the editor (no alt texts, the generator's course shape)", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    expect((await save(client, product, { title: "Edited", altTexts: ["Cover", "Inside"] })).status).toBe(200);
    const [first] = (await stored(product.id)).versions;
    if (!first) throw new Error("version 1 is missing");
    // As the migration stored listings from before the editor: no alt texts, the course as the generator left it.
    const { altTexts: _dropped, ...legacy } = first.listing;
    await app.db
      .update(listingVersions)
      .set({ listing: { ...legacy, course: { subtitle: "not a course" } } as typeof first.listing })
      .where(eq(listingVersions.id, first.id));
    const version = await (await client.get(`/api/products/${product.id}/versions/1`)).json();
    expect(version.listing).toMatchObject({ title: product.title, altTexts: [], course: null });
    const restored = await client.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: 2 });
    expect(restored.status).toBe(200);
    expect((await restored.json()).product).toMatchObject({ version: 3, title: product.title, altTexts: ["Cover", "Inside"] });
  });

  it("edits and restores only a finished listing (409 otherwise)", async () => {
    const { client } = await creator();
    const product = await completeProduct(client);
    await app.db.update(products).set({ status: "failed" }).where(eq(products.id, product.id));
    const before = await stored(product.id);
    const edit = await save(client, product, { title: "Edited while failed" });
    expect(edit.status).toBe(409);
    expect((await edit.json()).error.code).toBe("CONFLICT");
    expect((await client.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: 1 })).status).toBe(409);
    expect(await stored(product.id)).toEqual(before);
  });
});
