import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, subscriptions } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

describe.each(backends)("products on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A signed-in user on the given plan. */
  async function creator(tier: "free" | "creator" | "pro" = "pro") {
    const client = app.client();
    const { body } = await app.signUp(client);
    const maxProducts = { free: 1, creator: 10, pro: 40 }[tier];
    await app.db.update(subscriptions).set({ tier, maxProducts }).where(eq(subscriptions.userId, body.user.id));
    return { client, userId: body.user.id };
  }

  const finish = (userId: string, id: string, createdAt?: Date) =>
    app.db
      .update(products)
      .set({ status: "complete", features: ["f"], benefits: ["b"], keywords: ["k"], ...(createdAt ? { createdAt } : {}) })
      .where(and(eq(products.id, id), eq(products.userId, userId)));

  async function create(client: HttpClient, description?: string, extra: Record<string, unknown> = {}) {
    const ids = await uploadScreenshots(client, 1);
    return client.post("/api/products", { ...plannerBody(ids, description), ...extra });
  }

  it("creates a pending product with derived title, short description, images and addons", async () => {
    const { client } = await creator();
    const ids = await uploadScreenshots(client, 2);
    const description = "  An undated digital planner for GoodNotes with monthly spreads, habit trackers and a reading log for the whole year.  ";
    const response = await client.post("/api/products", { ...plannerBody(ids, description), targetPlatform: ["notion", "goodnotes", "notion"] });
    expect(response.status).toBe(201);
    const { product, message } = await response.json();
    expect(message).toBeNull();
    expect(product).toMatchObject({
      title: "An undated digital planner for GoodNotes with mont",
      shortDescription: `${description.trim().slice(0, 100)}...`,
      status: "pending",
      category: "planner",
      archived: false,
      addons: { targetPlatform: ["notion", "goodnotes"], fileFormats: "pdf" },
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toMatch(/^\/media\/.+\.png$/);
    expect(product.thumbnailUrl).toMatch(/-thumb\.webp$/);
    expect((await client.get(`/api/products/${product.id}`)).status).toBe(200);
  });

  it("refuses malformed, mistyped, over-long and unknown input with 400 and creates nothing", async () => {
    const { client, userId } = await creator();
    const ids = await uploadScreenshots(client, 1);
    const good = plannerBody(ids);
    const bad: unknown[] = [
      "{not json",
      { ...good, category: "ebook" },
      { ...good, description: "   " },
      { ...good, description: "x".repeat(5001) },
      { ...good, screenshotIds: [] },
      { ...good, screenshotIds: ["not-a-uuid"] },
      { ...good, screenshotIds: Array(6).fill(ids[0]) },
      { ...good, fileFormats: null },
      { ...good, fileFormats: "exe" },
      { ...good, targetPlatform: ["myspace"] },
      { ...good, targetPlatform: "notion" },
      { ...good, testimonial: { content: "Great", title: "", avatarId: ids[0] } },
      { ...good, beforeAfter: { beforeId: ids[0] } },
      { ...good, status: "complete" },
      { ...good, screenshotIds: ["00000000-0000-4000-8000-000000000000"] },
      { ...good, description: `${good.description} with a NUL\u0000 inside` },
      { ...good, testimonial: { content: "Great\u0000", title: "Ann", avatarId: ids[0] } },
    ];
    for (const body of bad) {
      const response = await client.post("/api/products", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await response.json()).error.message).toBeTruthy();
    }
    expect(await app.db.select().from(products).where(eq(products.userId, userId))).toHaveLength(0);
  });

  /** A creator with a screenshot, and a check that each body is refused with 400 naming its field under `rule`, creating nothing. */
  async function textRules() {
    const { client, userId } = await creator();
    const ids = await uploadScreenshots(client, 1);
    const good = plannerBody(ids);
    const testimonial = (content: string, title: string) => ({ ...good, testimonial: { content, title, avatarId: ids[0] } });
    const stored = () => app.db.select().from(products).where(eq(products.userId, userId));
    async function refuses(rule: string, bad: Array<[field: string, body: unknown]>) {
      for (const [field, body] of bad) {
        const response = await client.post("/api/products", body);
        expect(response.status, field).toBe(400);
        expect((await response.json()).error, field).toEqual({ code: "VALIDATION_FAILED", message: `${field}: ${rule}`, details: { [field]: [rule] } });
      }
      expect(await stored()).toHaveLength(0);
    }
    return { client, good, testimonial, stored, refuses };
  }

  it("refuses a control character in the description or a testimonial (DEL and C1 too) naming the field, and keeps tabs, line breaks, accents and emoji", async () => {
    const { client, good, testimonial, stored, refuses } = await textRules();
    await refuses("must not contain control characters other than tabs and line breaks", [
      ["description", { ...good, description: `${good.description} with a bell\u0007 inside` }],
      ["description", { ...good, description: `${good.description} with a NEL\u0085 inside` }],
      ["description", { ...good, description: `${good.description} with a DEL\u007f inside` }],
      ["testimonial.content", testimonial("Great\u009b2J planner", "Ann")],
    ]);

    const description = "Weekly planner:\tgoals\r\n- habit trackers\n- café notes, naïve doodles ☕🗓️";
    const created = await client.post("/api/products", { ...testimonial("Love it\tso much\n🎉", "Zoë"), description });
    expect(created.status).toBe(201);
    const [row] = await stored();
    expect(row?.longDescription).toBe(description);
  });

  it("refuses a line break or any control character in the testimonial's name line, which is one line", async () => {
    const { client, testimonial, stored, refuses } = await textRules();
    await refuses(
      "must not contain control characters or line breaks",
      ["Ann\nB.", "Ann\r\nB.", "Ann\rB.", "Ann\tB.", "Ann\u000b B."].map((title) => ["testimonial.title", testimonial("Great planner", title)]),
    );
    expect((await client.post("/api/products", testimonial("Great\nplanner", "  Ann B., teacher\n"))).status).toBe(201);
    expect((await stored())[0]?.addons).toMatchObject({ testimonial: { content: "Great\nplanner", title: "Ann B., teacher" } });
  });

  it("refuses a text direction override or isolate in the description or a testimonial naming the field, and keeps right-to-left text", async () => {
    const { client, good, testimonial, refuses } = await textRules();
    await refuses("must not contain text direction overrides or isolates (U+202A–U+202E, U+2066–U+2069)", [
      ["description", { ...good, description: `${good.description} for \u202Efdp.exe\u202C readers` }],
      ["description", { ...good, description: `${good.description} \u2066hidden order\u2069` }],
      ["testimonial.content", testimonial("Great \u202Bplanner", "Ann")],
      ["testimonial.title", testimonial("Great planner", "Ann \u2067B.")],
    ]);
    const description = "Weekly planner with Hebrew and Arabic labels: שבוע, أسبوع";
    expect((await client.post("/api/products", { ...good, description })).status).toBe(201);
  });

  it("lets only one of 20 parallel creates through on a free account", async () => {
    const { client, userId } = await creator("free");
    const ids = await uploadScreenshots(client, 1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post("/api/products", plannerBody(ids, `Parallel planner number ${i} with its own title`))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    const refused = responses.find((r) => r.status === 403);
    expect(refused && (await refused.json()).error.code).toBe("PLAN_LIMIT");
    expect(await app.db.select().from(products).where(eq(products.userId, userId))).toHaveLength(1);
  });

  it("counts pending and complete products toward the cap, archived included, failed excluded", async () => {
    const { client, userId } = await creator("free");
    const first = await (await create(client, "First product of a free creator")).json();
    await app.db.update(products).set({ status: "failed" }).where(eq(products.id, first.product.id));
    const second = await create(client, "Second product replaces the failed one");
    expect(second.status).toBe(201);
    const { product } = await second.json();
    await finish(userId, product.id);
    expect((await client.post(`/api/products/${product.id}/archive`)).status).toBe(200);
    const third = await create(client, "Third product after archiving");
    expect(third.status).toBe(403);
    const sub = await (await client.get("/api/subscription")).json();
    expect(sub).toMatchObject({ productCount: 1, slotsUsed: 1, maxProducts: 1 });
    expect((await (await client.get("/api/me")).json()).completedProducts).toBe(1);
  });

  it("detects a duplicate title and replaces or renames on request", async () => {
    const { client, userId } = await creator();
    const description = "Minimalist wall art prints for a calm home office";
    const body = { description, category: "wallart", targetPlatform: ["notion"], fileFormats: "png", testimonial: null, beforeAfter: null };
    const first = await client.post("/api/products", { ...body, screenshotIds: await uploadScreenshots(client) });
    const original = (await first.json()).product;
    expect(original.addons.targetPlatform).toEqual([]);

    const ids = await uploadScreenshots(client);
    const clash = await client.post("/api/products", { ...body, screenshotIds: ids });
    expect(clash.status).toBe(409);
    const clashBody = await clash.json();
    expect(clashBody.error.code).toBe("DUPLICATE");
    expect(clashBody.duplicate).toMatchObject({ id: original.id, title: description, category: "wallart", archived: false });

    const unique = await (await client.post("/api/products", { ...body, screenshotIds: ids, onDuplicate: "unique" })).json();
    expect(unique.product.title).toBe(`${description} (1)`);
    expect(unique.message).toBe(`Product created with title: "${description} (1)".`);

    const replaced = await client.post("/api/products", { ...body, screenshotIds: ids, onDuplicate: "replace" });
    expect(replaced.status).toBe(201);
    expect((await replaced.json()).message).toBe("Previous product archived and new product created.");
    const [old] = await app.db.select().from(products).where(eq(products.id, original.id));
    expect(old?.archived).toBe(true);

    const otherCategory = await client.post("/api/products", { ...body, category: "course", screenshotIds: ids });
    expect(otherCategory.status).toBe(201);
    expect(await app.db.select().from(products).where(eq(products.userId, userId))).toHaveLength(4);

    // A failed attempt is not a duplicate: creating it again simply works.
    const retryDescription = "A planner whose first generation failed";
    const failed = (await (await client.post("/api/products", { ...body, description: retryDescription, screenshotIds: ids })).json()).product;
    await app.db.update(products).set({ status: "failed" }).where(eq(products.id, failed.id));
    expect((await client.post("/api/products", { ...body, description: retryDescription, screenshotIds: ids })).status).toBe(201);
  });

  it("lists complete, non-archived products newest first with search and keyset pages", async () => {
    const { client, userId } = await creator();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { product } = await (await create(client, i % 2 ? `Odd Habit tracker ${i}` : `Even budget sheet ${i}`)).json();
      await finish(userId, product.id, new Date(Date.UTC(2026, 0, 1 + i)));
      ids.push(product.id);
    }
    const pending = await (await create(client, "Still pending product")).json();
    expect(pending.product.status).toBe("pending");
    await client.post(`/api/products/${ids[6]}/archive`);

    const page1 = await (await client.get("/api/products?limit=4")).json();
    expect(page1.items.map((p: { id: string }) => p.id)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    expect(page1.items[0]).toMatchObject({ status: "complete", title: "Odd Habit tracker 5" });
    const page2 = await (await client.get(`/api/products?limit=4&cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((p: { id: string }) => p.id)).toEqual([ids[1], ids[0]]);
    expect(page2.nextCursor).toBeNull();

    const search = await (await client.get(`/api/products?search=${encodeURIComponent("HABIT")}`)).json();
    expect(search.items.map((p: { title: string }) => p.title)).toEqual(["Odd Habit tracker 5", "Odd Habit tracker 3", "Odd Habit tracker 1"]);
    const wildcard = await (await client.get(`/api/products?search=${encodeURIComponent("%_")}`)).json();
    expect(wildcard.items).toEqual([]);
    for (const query of ["limit=0", "limit=1000", "cursor=garbage", "search=" + "x".repeat(201), "sort=evil", "search=a%00b"]) {
      expect((await client.get(`/api/products?${query}`)).status, query).toBe(400);
    }

    const latest = await (await client.get("/api/products/latest")).json();
    expect(latest.product.id).toBe(ids[5]);
  });

  it("never shows, archives or serves another user's product or images", async () => {
    const { client: owner } = await creator();
    const created = await (await create(owner, "Private planner")).json();
    const { id, images } = created.product;
    const { client: other } = await creator();
    for (const [method, path] of [
      ["GET", `/api/products/${id}`],
      ["POST", `/api/products/${id}/archive`],
      ["GET", images[0]],
      ["GET", created.product.thumbnailUrl],
      ["GET", "/api/products/not-a-uuid"],
      ["GET", "/api/products/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      expect((await other.request(method, path)).status, `${method} ${path}`).toBe(404);
    }
    expect((await (await other.get("/api/products")).json()).items).toEqual([]);
    expect((await (await other.get("/api/products/latest")).json()).product).toBeNull();
    const ownersImages = await uploadScreenshots(owner);
    const stolen = await other.post("/api/products", plannerBody(ownersImages, "Using someone else's image"));
    expect(stolen.status).toBe(400);
    const [row] = await app.db.select().from(products).where(eq(products.id, id));
    expect(row?.archived).toBe(false);
    for (const path of ["/api/products", "/api/products/latest", `/api/products/${id}`]) {
      expect((await app.client().get(path)).status).toBe(401);
    }
    expect((await app.client().post(`/api/products/${id}/archive`)).status).toBe(401);
  });
});
