import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../src/core/api-types";
import { listingTexts } from "../../src/core/listing/listing-shape";
import { avoidPattern, DEFAULT_VOICE, type Voice } from "../../src/core/voice";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { completeProduct, editableOf } from "../support/listing";
import { plannerBody } from "../support/products";
import { readEvents } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

const DESCRIPTION =
  "A digital weekly planner for Notion with habit tracking and goal pages. Download it, duplicate it into your workspace and plan your perfect week.";
const voice: Voice = { tone: "playful", spelling: "uk", avoid: ["digital", "perfect", "download", "your"], prefer: ["calm"], cta: "start" };
const avoided = avoidPattern(voice.avoid) as RegExp;
const said = (product: ApiProduct) =>
  listingTexts({
    ...product,
    shortDescription: product.shortDescription ?? "",
    longDescription: product.longDescription ?? "",
    keywords: product.keywords ?? [],
    useCases: product.useCases ?? [],
  }).flatMap((text) => text.match(avoided) ?? []);

describe.each(backends)("the seller's voice (issue 33) on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  // Pro: room for several products, keywords and use cases shown.
  const creator = async () => (await app.onPlan("pro")).client;

  it("is the writer's own until set; a valid voice is saved, an invalid one is a 400 that changes nothing; a visitor is a 401", async () => {
    const client = await creator();
    expect(await (await client.get("/api/settings/voice")).json()).toEqual({ voice: DEFAULT_VOICE });
    const put = await client.put("/api/settings/voice", { ...voice, avoid: [" Digital ", "digital", ...voice.avoid.slice(1)] });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ voice });
    for (const bad of [
      { ...voice, tone: "shouty" },
      { ...voice, avoid: ["<script>"] },
      { ...voice, avoid: Array.from({ length: 31 }, (_, i) => `word${i}`) },
      { ...voice, extra: true },
      { tone: "calm" },
    ])
      expect((await client.put("/api/settings/voice", bad)).status).toBe(400);
    expect(await (await client.get("/api/settings/voice")).json()).toEqual({ voice });
    expect((await app.client().get("/api/settings/voice")).status).toBe(401);
    // Each account has its own.
    expect(await (await (await creator()).get("/api/settings/voice")).json()).toEqual({ voice: DEFAULT_VOICE });
  });

  it("previews a sample listing in the voice, before it is saved", async () => {
    const client = await creator();
    const preview = async (body: Voice) => (await (await client.post("/api/settings/voice/preview", body)).json()).preview;
    const plain = await preview(DEFAULT_VOICE);
    const voiced = await preview(voice);
    expect(plain.cta).not.toBe(voiced.cta);
    expect(voiced.cta).toMatch(/^(?:Go on|Treat yourself|Why wait)/);
    expect(JSON.stringify(plain)).toMatch(avoided);
    expect(JSON.stringify(voiced)).not.toMatch(avoided);
    expect(await (await client.get("/api/settings/voice")).json()).toEqual({ voice: DEFAULT_VOICE });
  });

  it("writes a product created after the voice is set in it: no avoided word generated or regenerated, while the creator's own words stay", async () => {
    // Without a voice the writer says some of them (another account: the same description twice is a duplicate).
    const before = await completeProduct(await creator(), 1, { description: DESCRIPTION });
    expect(said(before).length).toBeGreaterThan(0);
    const client = await creator();
    await client.put("/api/settings/voice", voice);
    const product = await completeProduct(client, 1, { description: DESCRIPTION });
    expect(said(product)).toEqual([]);
    expect(product.cta).toMatch(/\bstart planning\b/i);
    expect(product.listingCheck?.findings).toContainEqual(expect.objectContaining({ check: "avoid-words", outcome: "repaired" }));

    // The creator's own text is stored as typed (the check only suggests); a regenerated section carries none again.
    const saved = await save(client, product, { benefits: ["Plan your perfect week", ...product.benefits.slice(1)] });
    expect(saved.benefits[0]).toBe("Plan your perfect week");
    expect(saved.listingCheck?.findings).toContainEqual(expect.objectContaining({ check: "avoid-words", outcome: "review" }));
    const regenerated = await regenerate(client, saved, "benefits");
    expect(regenerated.benefits.flatMap((text) => text.match(avoided) ?? [])).toEqual([]);
    // The voice the product was created with stays its own when the account's changes.
    await client.put("/api/settings/voice", DEFAULT_VOICE);
    const again = await regenerate(client, regenerated, "cta");
    expect(again.cta?.match(avoided) ?? []).toEqual([]);
  });

  it("lets one product have its own voice, leaving the account's as it is; an invalid one is a 400", async () => {
    const client = await creator();
    const refused = await client.post("/api/products", { ...plannerBody([crypto.randomUUID()], DESCRIPTION), voice: { ...voice, tone: "shouty" } });
    expect(refused.status).toBe(400);
    const product = await completeProduct(client, 1, { description: DESCRIPTION, voice });
    expect(said(product)).toEqual([]);
    expect(product.cta).toMatch(/^(?:Go on|Treat yourself|Why wait)/);
    expect(await (await client.get("/api/settings/voice")).json()).toEqual({ voice: DEFAULT_VOICE });
  });

  const save = async (client: HttpClient, product: ApiProduct, changes: Record<string, unknown>) => {
    const response = await client.put(`/api/products/${product.id}/listing`, { baseVersion: product.version, listing: { ...editableOf(product), ...changes } });
    expect(response.status).toBe(200);
    return (await response.json()).product as ApiProduct;
  };
  const regenerate = async (client: HttpClient, product: ApiProduct, section: string) => {
    const started = await client.post(`/api/products/${product.id}/regenerate`, { section, baseVersion: product.version });
    expect(started.status).toBe(202);
    const { regeneration } = await started.json();
    await readEvents(client, `/api/products/${product.id}/regenerations/${regeneration.id}/events`);
    return (await (await client.get(`/api/products/${product.id}`)).json()).product as ApiProduct;
  };
});
