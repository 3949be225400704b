import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationFailures, products, subscriptions } from "../../src/server/db/schema";
import { testBackend } from "../support/databases";
import { sampleListing } from "../support/fake-services";
import { startFakeOpenAiStream, type FakeOpenAiStream } from "../support/fake-openai-stream";
import { plannerBody, uploadScreenshots } from "../support/products";
import { readEvents, type SseEvent } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

const listing = { ...sampleListing, course: null };
const content = JSON.stringify(listing);
const sections = (events: SseEvent[]) => events.filter((e) => e.event === "section").map((e) => e.data as { key: string; value: unknown });

describe("live sections from a streaming OpenAI-compatible model (decision 022)", () => {
  let app: TestApp;
  let model: FakeOpenAiStream;
  beforeAll(async () => {
    model = await startFakeOpenAiStream();
    app = await startTestApp(testBackend, { RUN_WORKER: "true", GENERATOR: "openai", OPENAI_BASE_URL: `${model.url}/v1`, OPENAI_MODEL: "test-model" });
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  async function createProduct(tier: "free" | "pro" = "free") {
    const client = app.client();
    const { body } = await app.signUp(client);
    if (tier !== "free") await app.db.update(subscriptions).set({ tier, maxProducts: 100 }).where(eq(subscriptions.userId, body.user.id));
    const ids = await uploadScreenshots(client, 1);
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    return { client, id: product.id as string };
  }

  it("sends the title over SSE while the model is still writing, then completes normally", async () => {
    model.script({ content, chunkSize: 5, holdAfterSection: "title" });
    const { client, id } = await createProduct();
    let heldAtTitle: boolean | null = null;
    let whileHeld: Promise<Record<string, unknown>> | null = null;
    const { events } = await readEvents(client, `/api/products/${id}/events`, (event) => {
      if (event.event === "section" && event.data.key === "title") {
        heldAtTitle = model.held && !model.streams.at(-1)?.done;
        // What a reload shows meanwhile; the stream goes on once it is read.
        whileHeld = client.get(`/api/products/${id}`).then(async (r) => ((await r.json()) as { product: Record<string, unknown> }).product);
        void whileHeld.finally(() => model.release());
      }
      return false;
    });
    expect(heldAtTitle).toBe(true);
    const pending = await whileHeld;
    expect(pending).toMatchObject({ status: "pending", draft: { title: listing.title } });

    const arrived = sections(events);
    expect(arrived[0]).toEqual({ key: "title", value: listing.title });
    expect(arrived.map((s) => s.key)).toEqual(["title", "shortDescription", "longDescription", "features", "benefits", "usp", "cta", "whyChooseUs"]);
    // The free plan includes neither tags nor use cases, in the draft as in the listing.
    expect(arrived.some((s) => s.key === "keywords" || s.key === "useCases")).toBe(false);
    const progress = events.filter((e) => e.event === "progress").map((e) => e.data);
    expect(progress.map((p) => p.progress)).toEqual(progress.map((p) => p.progress).sort((a, b) => a - b));
    expect(progress.map((p) => p.message)).toContain("Writing short description…");
    expect(progress.at(-1)).toMatchObject({ status: "complete", progress: 100 });
    const titleAt = events.findIndex((e) => e.event === "section" && e.data.key === "title");
    expect(titleAt).toBeLessThan(events.length - 1);

    const done = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(done).toMatchObject({ status: "complete", title: listing.title, draft: null, version: 1 });
    const [row] = await app.db.select({ draft: products.draft }).from(products).where(eq(products.id, id));
    expect(row?.draft).toBeNull();
    expect(model.requests.at(-1)?.body).toMatchObject({ stream: true, response_format: { type: "json_schema", json_schema: { strict: true } } });
  });

  it("sends tags and use cases to a plan that includes them", async () => {
    // Held after the last section until it has arrived: a stream that ran on could complete the
    // product between two reads of its draft, and its last sections would come with the listing
    // instead (seen on a loaded machine).
    model.script({ content, chunkSize: 7, holdAfterSection: "useCases" });
    const { client, id } = await createProduct("pro");
    const { events } = await readEvents(client, `/api/products/${id}/events`, (event) => {
      if (event.event === "section" && event.data.key === "useCases") model.release();
      return false;
    });
    const arrived = sections(events);
    expect(arrived).toContainEqual({ key: "keywords", value: listing.keywords });
    expect(arrived).toContainEqual({ key: "useCases", value: listing.useCases });
    expect(events.at(-1)?.data.status).toBe("complete");
  });

  it("still completes with an endpoint that ignores stream and answers with one JSON body", async () => {
    model.script({ content, mode: "json" });
    const before = model.streams.length;
    const { client, id } = await createProduct();
    const { events } = await readEvents(client, `/api/products/${id}/events`);
    expect(events.at(-1)?.data.status).toBe("complete");
    expect(sections(events)).toEqual([]);
    expect(model.streams.length).toBe(before);
    expect((await (await client.get(`/api/products/${id}`)).json()).product.title).toBe(listing.title);
  });

  it("counts a stream cut mid-way as a failed attempt, and the retry completes the product", async () => {
    // The retry waits after its features until this client has the cut attempt's title: on a loaded
    // machine the whole product could otherwise finish before the stream opens, and no section is sent.
    model.script({ content, chunkSize: 6, cutAfterSection: "features" }, { content, chunkSize: 6, holdAfterSection: "features" });
    const before = model.requests.length;
    const { client, id } = await createProduct();
    let sawTitle = () => {};
    const titleSeen = new Promise<void>((resolve) => (sawTitle = resolve));
    const reading = readEvents(
      client,
      `/api/products/${id}/events`,
      (event) => {
        if (event.event === "section" && (event.data as { key?: string }).key === "title") sawTitle();
        return false;
      },
      25_000,
    );
    await Promise.all([model.whenHeld(), titleSeen]);
    model.release();
    const { events } = await reading;
    expect(events.at(-1)?.data.status).toBe("complete");
    expect(model.requests.length - before).toBe(2);
    const failures = await app.db.select().from(generationFailures).where(eq(generationFailures.productId, id));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ attempt: 1, final: false });
    expect(failures[0]?.error).toMatch(/stream (broke off|ended before)/);
    // The sections of the cut attempt arrived; the retry's identical ones are not sent twice.
    expect(sections(events).filter((s) => s.key === "title")).toHaveLength(1);
    expect((await (await client.get(`/api/products/${id}`)).json()).product).toMatchObject({ status: "complete", title: listing.title });
  });

  it("does not stream the repair round again; the chosen answer replaces the draft on completion", async () => {
    const claim = "A weekly planner for Notion. Print it at home and pin it up.";
    model.script({ content: JSON.stringify({ ...listing, longDescription: claim }), chunkSize: 8 }, { content, chunkSize: 8 });
    const before = model.requests.length;
    const { client, id } = await createProduct();
    const { events } = await readEvents(client, `/api/products/${id}/events`);
    expect(model.requests.length - before).toBe(2);
    const long = sections(events).filter((s) => s.key === "longDescription");
    expect(long).toEqual([{ key: "longDescription", value: claim }]);
    const done = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(done).toMatchObject({ status: "complete", longDescription: listing.longDescription, draft: null });
  });
});
