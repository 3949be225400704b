import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../src/core/api-types";
import { readTitleChoices, TITLE_ANGLES } from "../../src/core/listing/title-choices";
import { listingVersions, products } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { completeProduct, editableOf } from "../support/listing";
import { readEvents } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

const choicesOf = (product: ApiProduct) => readTitleChoices(product.addons.titleChoices);

describe.each(backends)("title choices (issue 33) on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const creator = async () => (await app.onPlan("free")).client;
  async function stored(id: string) {
    const [row] = await app.db.select().from(products).where(eq(products.id, id));
    const versions = await app.db.select().from(listingVersions).where(eq(listingVersions.productId, id)).orderBy(asc(listingVersions.number));
    return { row, versions };
  }
  const pick = (client: HttpClient, product: ApiProduct, title: string, baseVersion = product.version) =>
    client.post(`/api/products/${product.id}/title`, { baseVersion, title });

  it("offers three titles with the generation, one per angle, the stored title first, without a version each", async () => {
    const client = await creator();
    const product = await completeProduct(client);
    const choices = choicesOf(product);
    expect(choices.map((c) => c.angle)).toEqual([...TITLE_ANGLES]);
    expect(choices[0]?.title).toBe(product.title);
    expect(new Set(choices.map((c) => c.title)).size).toBe(3);
    for (const { title } of choices) expect(title.length).toBeLessThanOrEqual(140);
    expect(product.version).toBe(1);
  });

  it("makes the picked title a new version through the save path, keeps the others offered, and undoes by restore", async () => {
    const client = await creator();
    const product = await completeProduct(client);
    const [first, second] = choicesOf(product);
    const response = await pick(client, product, second?.title ?? "");
    expect(response.status).toBe(200);
    const picked = (await response.json()).product as ApiProduct;
    expect(picked).toMatchObject({ version: 2, title: second?.title, features: product.features, keywords: product.keywords });
    expect(choicesOf(picked)).toEqual(choicesOf(product));
    const { items } = await (await client.get(`/api/products/${product.id}/versions`)).json();
    expect(items[0]).toMatchObject({ number: 2, source: "pick", byYou: true, changed: ["title"] });

    // Picking the title already shown adds nothing; a save keeps the choices; restoring version 1 undoes the pick.
    expect((await (await pick(client, picked, second?.title ?? "")).json()).product.version).toBe(2);
    const saved = await client.put(`/api/products/${product.id}/listing`, { baseVersion: 2, listing: { ...editableOf(picked), cta: "Download it today." } });
    expect(choicesOf((await saved.json()).product)).toEqual(choicesOf(product));
    const restored = await client.post(`/api/products/${product.id}/versions/1/restore`, { baseVersion: 3 });
    expect((await restored.json()).product).toMatchObject({ version: 4, title: first?.title });
  });

  it("refuses a title that is not one of those offered (400), changing nothing", async () => {
    const client = await creator();
    const product = await completeProduct(client);
    const before = await stored(product.id);
    const offered = choicesOf(product)[1]?.title ?? "";
    for (const title of ["A title nobody offered", `${offered} `.repeat(2), offered.toUpperCase(), ""]) {
      const response = await pick(client, product, title);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("VALIDATION_FAILED");
    }
    for (const body of [{ title: offered }, { baseVersion: 1 }, { baseVersion: 1, title: offered, extra: 1 }])
      expect((await client.post(`/api/products/${product.id}/title`, body)).status).toBe(400);
    expect(await stored(product.id)).toEqual(before);
  });

  it("keeps another user's product out of reach (404) and a visitor out (401)", async () => {
    const owner = await creator();
    const product = await completeProduct(owner);
    const before = await stored(product.id);
    const offered = choicesOf(product)[1]?.title ?? "";
    expect((await pick(await creator(), product, offered)).status).toBe(404);
    expect((await pick(app.client(), product, offered)).status).toBe(401);
    expect(await stored(product.id)).toEqual(before);
  });

  it("stores one version when the same version gets two picks at once; the other is a 409 with the winner's text", async () => {
    const client = await creator();
    const product = await completeProduct(client);
    const [, second, third] = choicesOf(product);
    const responses = await Promise.all([pick(client, product, second?.title ?? ""), pick(client, product, third?.title ?? "")]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const [won, lost] = [200, 409].map((status) => responses.find((r) => r.status === status));
    const winner = ((await won?.json()) as { product: ApiProduct } | undefined)?.product;
    const loser = await lost?.json();
    expect(loser.current).toMatchObject({ version: 2, listing: { title: winner?.title } });
    const { versions, row } = await stored(product.id);
    expect(versions.map((v) => v.number)).toEqual([1, 2]);
    expect(row?.title).toBe(winner?.title);
  });

  it("replaces the choices when the title is regenerated, and keeps them when another section is", async () => {
    const client = await creator();
    const product = await completeProduct(client);
    const regenerate = async (section: string, baseVersion: number) => {
      const started = await client.post(`/api/products/${product.id}/regenerate`, { section, baseVersion });
      expect(started.status).toBe(202);
      const { regeneration } = await started.json();
      await readEvents(client, `/api/products/${product.id}/regenerations/${regeneration.id}/events`);
      return (await (await client.get(`/api/products/${product.id}`)).json()).product as ApiProduct;
    };
    const benefits = await regenerate("benefits", 1);
    expect(choicesOf(benefits)).toEqual(choicesOf(product));
    const retitled = await regenerate("title", benefits.version);
    const choices = choicesOf(retitled);
    expect(choices[0]).toEqual({ angle: "subject", title: retitled.title });
    expect(choices.length).toBeGreaterThan(1);
    expect(choices.map((c) => c.title)).not.toEqual(choicesOf(product).map((c) => c.title));
    // An old choice is no longer offered.
    const old = choicesOf(product).find((c) => !choices.some((now) => now.title === c.title));
    if (old) expect((await pick(client, retitled, old.title)).status).toBe(400);
  });
});
