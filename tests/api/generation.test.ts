import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationFailures, products } from "../../src/server/db/schema";
import { JOBS } from "../../src/server/all-jobs";
import { testBackend } from "../support/databases";
import { chatAnswer, sampleListing, startFakeService } from "../support/fake-services";
import { jobsSettled } from "../support/jobs";
import { editableOf } from "../support/listing";
import { firstLink } from "../support/mail-catcher";
import { plannerBody, uploadScreenshots } from "../support/products";
import { readEvents } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

const courseDescription =
  "A six-week online course that teaches beginners how to design and sell digital planners on Etsy. " +
  "Lessons cover page layout in Canva, hyperlinking PDF tabs, mockups, pricing and writing listings that rank. Taught by Jane Doe.";

describe("listing generation with the builtin generator", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(testBackend, { RUN_WORKER: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("completes a product, streaming progress that never goes back, and counts it", async () => {
    const client = app.client();
    await app.signUp(client);
    const ids = await uploadScreenshots(client, 2);
    const created = await client.post("/api/products", plannerBody(ids));
    const { product } = await created.json();
    const { status, events } = await readEvents(client, `/api/products/${product.id}/events`);
    expect(status).toBe(200);
    const last = events.at(-1)?.data;
    if (last?.status !== "complete") console.log("EVENTS", JSON.stringify(events));
    expect(last).toMatchObject({ status: "complete", progress: 100, step: 3, message: "Complete!" });
    const progresses = events.map((e) => e.data.progress as number);
    expect(progresses).toEqual([...progresses].sort((a, b) => a - b));

    const done = (await (await client.get(`/api/products/${product.id}`)).json()).product;
    expect(done.status).toBe("complete");
    expect(done.features.length).toBeGreaterThan(0);
    // Stored in full; a free account's responses leave SEO keywords out.
    expect(done.keywords).toBeNull();
    const [stored] = await app.db.select({ keywords: products.keywords }).from(products).where(eq(products.id, product.id));
    expect(stored?.keywords.length).toBeGreaterThan(0);
    expect(stored?.keywords.length).toBeLessThanOrEqual(13);
    expect(done.title.length).toBeLessThanOrEqual(140);
    expect((await (await client.get("/api/subscription")).json()).productCount).toBe(1);
    expect((await (await client.get("/api/products")).json()).items.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it("keeps the creator's 'Create with Unique Title' suffix on the generated title", async () => {
    const { client } = await app.onPlan("creator");
    const first = (await (await client.post("/api/products", plannerBody(await uploadScreenshots(client, 1)))).json()).product;
    const firstDone = (await readEvents(client, `/api/products/${first.id}/events`)).events.at(-1)?.data;
    expect(firstDone?.status).toBe("complete");
    const created = await client.post("/api/products", { ...plannerBody(await uploadScreenshots(client, 1)), onDuplicate: "unique" });
    expect(created.status).toBe(201);
    const second = (await created.json()).product;
    await readEvents(client, `/api/products/${second.id}/events`);

    const titleOf = async (id: string) => (await (await client.get(`/api/products/${id}`)).json()).product.title as string;
    const [original, unique] = [await titleOf(first.id), await titleOf(second.id)];
    expect(original).not.toMatch(/\(\d+\)$/);
    expect(unique).toBe(`${original} (1)`);
    expect(unique.length).toBeLessThanOrEqual(140);
  });

  it("returns the fact sheet the listing was written from and the listing check's report", async () => {
    const client = app.client();
    await app.signUp(client);
    const ids = await uploadScreenshots(client, 1);
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    expect(product).toMatchObject({ facts: null, listingCheck: null });
    await readEvents(client, `/api/products/${product.id}/events`);
    const done = (await (await client.get(`/api/products/${product.id}`)).json()).product;
    // The fact reader gives apps their brand casing.
    expect(done.facts).toMatchObject({ category: "planner", apps: ["Notion"], delivery: "duplicate" });
    expect(done.listingCheck.findings.length).toBeGreaterThan(0);
    expect(done.listingCheck.passed).toBe(done.listingCheck.findings.every((f: { outcome: string }) => f.outcome !== "review"));
    expect(done.listingCheck.findings.map((f: { check: string }) => f.check)).toEqual(
      expect.arrayContaining(["tags", "fragments", "repeats", "facts-covered", "contradictions", "markup"]),
    );
  });

  it("writes course details for a course", async () => {
    const client = app.client();
    await app.signUp(client);
    const ids = await uploadScreenshots(client, 1);
    const { product } = await (
      await client.post("/api/products", { ...plannerBody(ids, courseDescription), category: "course", targetPlatform: [], fileFormats: null })
    ).json();
    await readEvents(client, `/api/products/${product.id}/events`);
    const done = (await (await client.get(`/api/products/${product.id}`)).json()).product;
    expect(done.status).toBe("complete");
    expect(done.addons.course.curriculumDetails.length).toBeGreaterThan(0);
    expect(done.addons.course.whatYouWillLearn.length).toBeGreaterThan(0);
    // What the seller stated reaches the course information the product page lists.
    expect(done.addons.course).toMatchObject({ instructor: "Jane Doe", duration: "6 weeks", level: "Beginner" });
  });

  it("e-mails the creator once when asked, whether asked before or after completion", async () => {
    const client = app.client();
    const { email, body } = await app.signUp(client);
    // Only a confirmed address gets it (tests/api/listing-ready-mail.test.ts).
    await app.confirmEmail(body.user.id);
    const ids = await uploadScreenshots(client, 1);
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    expect((await client.post(`/api/products/${product.id}/notify`, { email })).status).toBe(200);
    await readEvents(client, `/api/products/${product.id}/events`);
    const mail = await app.mail.waitFor(email, /Your listing is ready/);
    expect(firstLink(mail)).toBe(`${app.url}/product/${product.id}`);
    // Asking again after it was sent sends nothing more.
    expect((await client.post(`/api/products/${product.id}/notify`, { email })).status).toBe(200);
    // The second ask queued an e-mail job: once it has run, any mail it sent has been caught.
    await jobsSettled(app.db, JOBS.readyEmail.name, product.id);
    expect(app.mail.mails.filter((m) => m.to.includes(email.toLowerCase()) && /ready/.test(m.subject))).toHaveLength(1);
    expect((await client.post(`/api/products/${product.id}/notify`, { email: "not-an-email" })).status).toBe(400);
  });

  it("shows the stream of someone else's product as a 404", async () => {
    const owner = app.client();
    await app.signUp(owner);
    const ids = await uploadScreenshots(owner, 1);
    const { product } = await (await owner.post("/api/products", plannerBody(ids))).json();
    const other = app.client();
    await app.signUp(other);
    expect((await readEvents(other, `/api/products/${product.id}/events`)).status).toBe(404);
    expect((await readEvents(app.client(), `/api/products/${product.id}/events`)).status).toBe(401);
    expect((await other.post(`/api/products/${product.id}/notify`, { email: "x@example.com" })).status).toBe(404);
  });
});

describe("listing generation through an OpenAI-compatible endpoint", () => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof startFakeService>>;
  beforeAll(async () => {
    model = await startFakeService();
    app = await startTestApp(testBackend, {
      RUN_WORKER: "true",
      GENERATOR: "openai",
      OPENAI_BASE_URL: `${model.url}/v1`,
      OPENAI_API_KEY: "sk-test",
      OPENAI_MODEL: "test-model",
      GENERATION_TIMEOUT_SECONDS: "1",
      QUEUE_EXPIRE_SECONDS: "5",
    });
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  async function createProduct() {
    const client = app.client();
    await app.signUp(client);
    const ids = await uploadScreenshots(client, 1);
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    return { client, id: product.id as string };
  }

  it("asks for JSON and completes the product with the cleaned answer", async () => {
    model.answer((_req, res) => {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(chatAnswer(JSON.stringify({ ...sampleListing, features: ["• Weekly planning pages", "2. Habit tracker with streaks"] })));
    });
    const { client, id } = await createProduct();
    const { events } = await readEvents(client, `/api/products/${id}/events`);
    expect(events.at(-1)?.data.status).toBe("complete");
    const request = model.requests.at(-1);
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.body).toMatchObject({ model: "test-model", response_format: { type: "json_schema", json_schema: { name: "listing", strict: true } } });
    const schema = request?.body.response_format.json_schema.schema;
    expect(schema).toMatchObject({ type: "object", additionalProperties: false });
    expect([...schema.required].sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.properties.course.anyOf[0]).toMatchObject({ additionalProperties: false });
    const prompt = request?.body.messages.map((m: { content: string }) => m.content).join("\n");
    expect(prompt).toContain('"delivery":"duplicate"');
    expect(prompt).toMatch(/140 characters/);
    const done = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(done.features).toEqual(["Weekly planning pages", "Habit tracker with streaks"]);
    expect(done.title).toBe(sampleListing.title);
    expect(done.listingCheck.passed).toBe(true);
  });

  const answerWith = (listing: object) => chatAnswer(JSON.stringify({ ...sampleListing, course: null, ...listing }));

  it("offers the model's title choices as the check leaves them: repaired, and one that repeats a word left out (issue 33)", async () => {
    const titleChoices = [
      { angle: "subject", title: sampleListing.title },
      { angle: "benefit", title: "Stay Consistent – Weekly Habit Planner for Notion $ Goals" },
      { angle: "audience", title: "For Planner Fans – Weekly Habit Planner for Notion" },
    ];
    model.answer((_req, res) => void res.writeHead(200, { "content-type": "application/json" }).end(answerWith({ titleChoices })));
    const { client, id } = await createProduct();
    await readEvents(client, `/api/products/${id}/events`);
    const done = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(done.title).toBe(sampleListing.title);
    expect(done.addons.titleChoices).toEqual([
      { angle: "subject", title: sampleListing.title },
      { angle: "benefit", title: "Stay Consistent – Weekly Habit Planner for Notion Goals" },
    ]);
    expect(model.requests.at(-1)?.body.response_format.json_schema.schema.properties.titleChoices).toMatchObject({ type: "array" });
  });

  const printClaim = { longDescription: "A weekly planner for Notion. Print it at home and pin it up." };

  it("sends the check's findings back once when the answer needs review, and keeps the repaired answer", async () => {
    let calls = 0;
    model.answer((_req, res) => {
      calls++;
      res.writeHead(200, { "content-type": "application/json" }).end(answerWith(calls === 1 ? printClaim : {}));
    });
    const before = model.requests.length;
    const { client, id } = await createProduct();
    await readEvents(client, `/api/products/${id}/events`);
    const sent = model.requests.slice(before);
    expect(sent).toHaveLength(2);
    const repair = sent[1]?.body.messages;
    expect(repair.at(-2)).toMatchObject({ role: "assistant" });
    // The fact sheet's negation ("duplicated into Notion, not printed") names the claim first.
    expect(repair.at(-1).content).toMatch(
      /long description says “print(?: it)?”, but .*(?:duplicated into an app|duplicated into Notion|used in its app on screen), not printed/i,
    );
    expect(sent[1]?.body.response_format.type).toBe("json_schema");
    const done = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(done).toMatchObject({ status: "complete", longDescription: sampleListing.longDescription });
    expect(done.listingCheck.passed).toBe(true);
  });

  it("stores the listing with the findings for review when the repair answer still fails the check", async () => {
    model.answer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(answerWith(printClaim));
    });
    const before = model.requests.length;
    const { client, id } = await createProduct();
    await readEvents(client, `/api/products/${id}/events`);
    expect(model.requests.length - before).toBe(2);
    const done = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(done.status).toBe("complete");
    expect(done.listingCheck.passed).toBe(false);
    expect(done.listingCheck.findings).toContainEqual(expect.objectContaining({ check: "contradictions", outcome: "review", field: "longDescription" }));
  });

  it("stores the model's listing as the editor would save it: hidden characters removed, one-line fields on one line", async () => {
    model.answer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(
        answerWith({
          title: "Weekly Habit Planner\u202E for Notion",
          shortDescription: "Plan your week\u0007 and keep your habits on track in Notion.",
          usp: ["Built\u200B for Notion"],
          cta: "Start planning\nyour best week today.",
        }),
      );
    });
    const { client, id } = await createProduct();
    await readEvents(client, `/api/products/${id}/events`);
    const product = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(product).toMatchObject({
      status: "complete",
      title: sampleListing.title,
      shortDescription: sampleListing.shortDescription,
      usp: ["Built for Notion"],
      cta: "Start planning your best week today.",
    });
    // The creator's save of the unchanged text is taken.
    const resave = await client.put(`/api/products/${id}/listing`, { baseVersion: product.version, listing: editableOf(product) });
    expect(resave.status).toBe(200);
  });

  it("retries a malformed answer, an error and a hang, then fails the product and says so", async () => {
    let calls = 0;
    model.answer(async (_req, res) => {
      calls++;
      if (calls === 1) return void res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer("this is not json"));
      if (calls === 2) return void res.writeHead(500).end("boom");
      if (calls === 3)
        return void res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer(JSON.stringify({ ...sampleListing, keywords: [] })));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      res.writeHead(200).end(chatAnswer(JSON.stringify(sampleListing)));
    });
    const { client, id } = await createProduct();
    const { events } = await readEvents(client, `/api/products/${id}/events`, undefined, 30_000);
    expect(events.at(-1)?.data).toMatchObject({ status: "failed", progress: 0, message: "Product processing failed" });
    const failures = await app.db.select().from(generationFailures).where(eq(generationFailures.productId, id));
    expect(failures.map((f) => f.attempt).sort()).toEqual([1, 2, 3, 4]);
    expect(failures.filter((f) => f.final)).toHaveLength(1);
    expect(
      failures
        .sort((a, b) => a.attempt - b.attempt)
        .map((f) => f.error)
        .join("\n"),
    ).toMatch(/not JSON[\s\S]*500[\s\S]*schema[\s\S]*longer than 1 s/);
    const [row] = await app.db.select().from(products).where(eq(products.id, id));
    expect(row?.status).toBe("failed");
    expect((await (await client.get("/api/subscription")).json()).slotsUsed).toBe(0);
  });
});

describe("an OpenAI-compatible model that accepts images", () => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof startFakeService>>;
  beforeAll(async () => {
    model = await startFakeService();
    model.answer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer(JSON.stringify(sampleListing)));
    });
    app = await startTestApp(testBackend, { RUN_WORKER: "true", GENERATOR: "openai", OPENAI_BASE_URL: `${model.url}/v1`, OPENAI_VISION: "true" });
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  it("sends the screenshots as image inputs", async () => {
    const client = app.client();
    await app.signUp(client);
    const ids = await uploadScreenshots(client, 2);
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    await readEvents(client, `/api/products/${product.id}/events`);
    // The listing request (alt text per image follows in requests of its own).
    const user = model.requests.filter((r) => r.body.response_format).at(-1)?.body.messages[1];
    const images = (user.content as Array<{ type: string; image_url?: { url: string } }>).filter((part) => part.type === "image_url");
    expect(images).toHaveLength(2);
    expect(images[0]?.image_url?.url).toMatch(/^data:image\/png;base64,iVBOR/);
  });
});
