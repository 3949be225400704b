import { checkedFetch } from "../support/api-contract-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editableListingSchema } from "../../src/core/listing/editable";
import { LISTING_BODY_MAX_BYTES } from "../../src/core/listing/largest-listing";
import { products } from "../../src/server/db/schema";
import { toEditable } from "../../src/server/pipeline/store/versions";
import { testBackend } from "../support/databases";
import { sampleListing, startFakeService } from "../support/fake-services";
import { editableOf } from "../support/listing";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

describe("listing generation through an external workflow", () => {
  let app: TestApp;
  let workflow: Awaited<ReturnType<typeof startFakeService>>;
  beforeAll(async () => {
    workflow = await startFakeService();
    app = await startTestApp(testBackend, { RUN_WORKER: "true", GENERATOR: "webhook", GENERATOR_WEBHOOK_URL: `${workflow.url}/hooks/listcraft` });
  });
  afterAll(async () => {
    await app?.close();
    await workflow?.close();
  });

  const callback = (url: string, body: unknown, token?: string) =>
    checkedFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  async function sentProduct(category: "planner" | "course" = "planner", productName?: string) {
    const client = app.client();
    const { email } = await app.signUp(client);
    const ids = await uploadScreenshots(client, 1);
    const body = { ...(category === "course" ? { ...plannerBody(ids), category, targetPlatform: [], fileFormats: null } : plannerBody(ids)), productName };
    // Counted before the create: the job may post to the workflow before the create's answer is read.
    const before = workflow.requests.length;
    const { product } = await (await client.post("/api/products", body)).json();
    await workflow.waitForRequests(before + 1);
    const payload = workflow.requests.find((r) => r.body?.id === product.id)?.body;
    return { client, email, id: product.id as string, payload };
  }

  const productRow = async (id: string) => (await app.db.select().from(products).where(eq(products.id, id)))[0];

  it("posts the documented payload (docs/generation-webhook.md) with a signed image link and a per-product token", async () => {
    const { email, id, payload } = await sentProduct("course");
    expect(payload).toMatchObject({
      id,
      product_name: null,
      category: "course",
      userEmail: email,
      source: app.url,
      course: true,
      callbackUrl: `${app.url}/api/generation/callback/${id}`,
    });
    expect(payload.facts).toMatchObject({ category: "course", keyFacts: expect.any(Array) });
    expect(payload.callbackToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await productRow(id))?.callbackTokenHash).not.toContain(payload.callbackToken);
    // What the creator reads while the workflow works.
    await expect.poll(async () => (await productRow(id))?.addons.message).toBe("Your workflow is writing the listing…");
    const image = await checkedFetch(payload.images[0]);
    expect(image.status).toBe(200);
    const tampered = await checkedFetch(String(payload.images[0]).replace(/sig=(.)/, (_, ch: string) => `sig=${ch === "A" ? "B" : "A"}`));
    expect(tampered.status).toBe(404);
  });

  it("sends the creator's product name as product_name", async () => {
    const { payload } = await sentProduct("planner", "Weekly Notion habit planner");
    expect(payload.product_name).toBe("Weekly Notion habit planner");
  });

  it("accepts progress and a snake_case result only with the product's own token, once", async () => {
    const { client, id, payload } = await sentProduct("course");
    const other = await sentProduct();
    const url = payload.callbackUrl as string;

    expect((await callback(url, { progress: 80 })).status).toBe(401);
    expect((await callback(url, { progress: 80 }, other.payload.callbackToken)).status).toBe(403);
    expect((await callback(url, { progress: 80 }, "x".repeat(43))).status).toBe(403);
    expect((await productRow(id))?.addons.progress).not.toBe(80);

    expect((await callback(url, { progress: 80, step: 2, message: "Writing benefits..." }, payload.callbackToken)).status).toBe(200);
    expect((await productRow(id))?.addons).toMatchObject({ progress: 80, message: "Writing benefits..." });
    expect((await callback(url, "{broken", payload.callbackToken)).status).toBe(400);
    expect((await callback(url, { result: { ...sampleListing, features: [] } }, payload.callbackToken)).status).toBe(400);

    const result = {
      short_description: "Learn to sell planners.",
      features: "• Six video modules\n• Canva templates for every page\n\n• A pricing worksheet to copy\n• and more",
      benefits: ["Launch your first planner shop"],
      keywords: ["Etsy Planner", "etsy planner", "canva", "a keyword that is much too long"],
      why_choose_us: "Taught by a shop owner.",
      call_to_action: "Enrol today.",
      course: {
        subtitle: "Design, link and sell your first planner",
        course_description: "Six modules from a blank page to a listed planner.",
        what_youll_learn: ["Design planner pages in Canva", "Link tabs across a PDF"],
        who_this_course_is_for: ["Etsy sellers starting out"],
        curriculum_details: [{ title: "Layouts", details: "Grids" }],
      },
    };
    // A course without what the editor requires (here its subtitle) is refused, naming the field, and changes nothing.
    const partial = await callback(url, { result: { ...result, course: { ...result.course, subtitle: undefined } } }, payload.callbackToken);
    expect(partial.status).toBe(400);
    expect((await partial.json()).error.details).toEqual({ "result.course.subtitle": ["must not be empty"] });
    expect((await productRow(id))?.status).toBe("pending");
    expect((await callback(url, { result }, payload.callbackToken)).status).toBe(200);
    const done = (await (await client.get(`/api/products/${id}`)).json()).product;
    expect(done).toMatchObject({
      status: "complete",
      features: ["Six video modules", "Canva templates for every page", "A pricing worksheet to copy"],
      // Stored, but a free account's responses leave SEO keywords out.
      keywords: null,
      cta: "Enrol today.",
      whyChooseUs: "Taught by a shop owner.",
    });
    expect((await productRow(id))?.keywords).toEqual(["etsy planner", "canva"]);
    expect(done.addons.course.whatYouWillLearn).toEqual(["Design planner pages in Canva", "Link tabs across a PDF"]);
    expect(done.addons.course.curriculumDetails[0].title).toBe("Layouts");
    // The workflow's result went through the same listing check as every generator's.
    expect(done.facts).toMatchObject({ category: "course" });
    expect(done.listingCheck.findings).toContainEqual(expect.objectContaining({ check: "fragments", outcome: "repaired", field: "features" }));

    expect((await callback(url, { result: sampleListing }, payload.callbackToken)).status).toBe(403);
    expect((await productRow(id))?.features).toEqual(["Six video modules", "Canva templates for every page", "A pricing worksheet to copy"]);
    expect((await callback(other.payload.callbackUrl, { error: "workflow crashed" }, other.payload.callbackToken)).status).toBe(200);
    expect((await productRow(other.id))?.status).toBe("failed");
  });

  it("stores a workflow's result as the editor would save it: hidden characters removed, what cannot be mended refused", async () => {
    const { client, id, payload } = await sentProduct();
    const url = payload.callbackUrl as string;
    const token = payload.callbackToken as string;
    // The audit's result: a control character in the short description, and tags the check drops
    // as fragments ("the", "and for"), which left the stored listing without any.
    const hidden = {
      ...sampleListing,
      title: "Weekly Habit Planner\u202E for Notion",
      shortDescription: "Plan your week\u0007 and keep your habits on track in Notion.",
      features: ["Weekly planning\u200B pages", ...sampleListing.features.slice(1)],
      cta: "Start planning\nyour best week today.",
    };
    const refused = [
      [{ ...hidden, keywords: ["the", "and for"] }, "result.keywords"],
      [{ ...hidden, cta: "x".repeat(401) }, "result.cta"],
      // Counted before a single item is read: a list longer than any listing's.
      [{ ...hidden, features: Array.from({ length: 5_000 }, () => [1]) }, "result.features"],
    ] as const;
    for (const [result, field] of refused) {
      const response = await callback(url, { result }, token);
      expect(response.status, field).toBe(400);
      expect(Object.keys((await response.json()).error.details)).toEqual([field]);
    }
    expect((await productRow(id))?.status).toBe("pending");

    expect((await callback(url, { result: hidden }, token)).status).toBe(200);
    const row = await productRow(id);
    if (!row) throw new Error("no product");
    expect(row).toMatchObject({
      status: "complete",
      title: sampleListing.title,
      shortDescription: "Plan your week and keep your habits on track in Notion.",
      features: sampleListing.features,
      cta: "Start planning your best week today.",
      keywords: sampleListing.keywords,
    });
    expect(editableListingSchema.safeParse(toEditable(row)).success).toBe(true);
    // The creator's save of the unchanged text is taken (it was a 400 naming a character nobody could see).
    const product = (await (await client.get(`/api/products/${id}`)).json()).product;
    const resave = await client.put(`/api/products/${id}/listing`, { baseVersion: product.version, listing: editableOf(product) });
    expect(resave.status).toBe(200);
  });

  it("takes a result as large as the largest listing, past the 64 KB other bodies may hold, and refuses a larger one with 413", async () => {
    const { id, payload } = await sentProduct();
    const body = JSON.stringify({ result: sampleListing });
    const padded = (bytes: number) => body + " ".repeat(bytes - body.length);
    const over = await callback(payload.callbackUrl, padded(LISTING_BODY_MAX_BYTES + 1), payload.callbackToken);
    expect(over.status).toBe(413);
    expect((await productRow(id))?.status).toBe("pending");
    expect((await callback(payload.callbackUrl, padded(LISTING_BODY_MAX_BYTES), payload.callbackToken)).status).toBe(200);
    expect((await productRow(id))?.status).toBe("complete");
  });
});
