import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { someFacts } from "../../src/core/listing/check/check-fixtures";
import { products } from "../../src/server/db/schema";
import { readFacts } from "../../src/server/pipeline/read/facts/read-facts";
import { generationInput } from "../../src/server/pipeline/read/generation-input";
import { PRODUCT_NAME_RATE_LIMIT } from "../../src/server/products/set-product-name";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

// Values no name may hold, over the create call and the name endpoint alike (issue 29).
const HOSTILE: Array<[string, unknown]> = [
  ["81 characters", "n".repeat(81)],
  ["a tag", "<b>Ukulele</b> course"],
  ["a script", "<script>alert(1)</script>"],
  ["an entity", "Salt &amp; Pepper"],
  ["a number", 42],
  ["a list", ["Ukulele"]],
  ["an object", { name: "Ukulele" }],
  ["a line break", "Ukulele\ncourse"],
  ["a tab", "Ukulele\tcourse"],
  ["a direction override", "Ukulele \u202Eesruoc"],
  // Refused before the schema, by the JSON reader (BAD_REQUEST): no stored text holds a NUL.
  ["a NUL", "Ukulele\u0000course"],
];

describe.each(backends)("product names on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  const row = async (id: string) => (await app.db.select().from(products).where(eq(products.id, id)))[0];
  const ownRows = (userId: string) => app.db.select().from(products).where(eq(products.userId, userId));

  async function create(client: HttpClient, extra: Record<string, unknown> = {}, description?: string) {
    return client.post("/api/products", { ...plannerBody(await uploadScreenshots(client), description), ...extra });
  }

  /** A finished product whose stored facts say the reader could not tell what it is called. */
  async function unsureProduct(client: HttpClient) {
    const { product } = await (await create(client, {}, "Gentle weekly pages for people who find planning hard, with a soft colour palette")).json();
    await app.db
      .update(products)
      .set({ status: "complete", features: ["f"], benefits: ["b"], keywords: ["k"], facts: someFacts({ subject: null, subjectSure: false }) })
      .where(eq(products.id, product.id));
    return product.id as string;
  }

  it("stores the name given at creation, trimmed, and none when it is absent, null or blank", async () => {
    const { client } = await app.onPlan("pro");
    const named = await create(client, { productName: "  Ukulele for beginners course  " }, "A named planner");
    expect(named.status).toBe(201);
    const { product } = await named.json();
    expect(product.productName).toBe("Ukulele for beginners course");
    expect((await row(product.id))?.productName).toBe("Ukulele for beginners course");
    expect((await (await client.get(`/api/products/${product.id}`)).json()).product.productName).toBe("Ukulele for beginners course");
    expect(generationInput((await row(product.id))!).productName).toBe("Ukulele for beginners course");

    for (const [index, extra] of [{}, { productName: null }, { productName: "" }, { productName: "   " }].entries()) {
      const response = await create(client, extra, `An unnamed planner number ${index}`);
      expect(response.status, JSON.stringify(extra)).toBe(201);
      const { product: unnamed } = await response.json();
      expect(unnamed.productName).toBeNull();
      expect((await row(unnamed.id))?.productName).toBeNull();
    }
  });

  it("refuses a hostile name at creation with a 400 naming the field, and stores nothing", async () => {
    const { client, userId } = await app.onPlan("pro");
    const screenshotIds = await uploadScreenshots(client);
    for (const [what, productName] of HOSTILE) {
      const response = await client.post("/api/products", { ...plannerBody(screenshotIds), productName });
      expect(response.status, what).toBe(400);
      const { error } = await response.json();
      if (what === "a NUL") expect(error.code).toBe("BAD_REQUEST");
      else expect([error.code, Object.keys(error.details)], what).toEqual(["VALIDATION_FAILED", ["productName"]]);
    }
    expect(await ownRows(userId)).toEqual([]);
  });

  it("names an owner's product and reads its facts again with the name", async () => {
    const { client } = await app.onPlan("pro");
    const id = await unsureProduct(client);
    const before = await row(id);

    const response = await client.patch(`/api/products/${id}/name`, { productName: "  Gentle weekly planner  " });
    expect(response.status).toBe(200);
    const { product } = await response.json();
    expect(product).toMatchObject({ id, productName: "Gentle weekly planner", status: "complete", version: before?.version });
    const after = await row(id);
    expect(after?.productName).toBe("Gentle weekly planner");
    // The stored sheet is what regenerations and the check read: it is the reader's, from the named product.
    expect(after?.facts).toEqual(readFacts(generationInput(after!)));
    expect(after?.facts).not.toEqual(before?.facts);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect({ ...after, productName: null, facts: null, updatedAt: null }).toEqual({ ...before, productName: null, facts: null, updatedAt: null });
  });

  it("refuses a missing or hostile name with a 400 and changes nothing", async () => {
    const { client } = await app.onPlan("pro");
    const id = await unsureProduct(client);
    const before = await row(id);
    const bodies: Array<[string, unknown]> = [
      ["no body", {}],
      ["a blank name", { productName: "   " }],
      ["null", { productName: null }],
      ["another key", { productName: "Planner", title: "Planner" }],
      ["not JSON", "{productName"],
      ...HOSTILE.map(([what, productName]): [string, unknown] => [what, { productName }]),
    ];
    for (const [what, body] of bodies) {
      const response = await client.patch(`/api/products/${id}/name`, body);
      expect(response.status, what).toBe(400);
      expect((await response.json()).error.message, what).toBeTruthy();
    }
    expect(await row(id)).toEqual(before);
  });

  it("answers 404 for another user's product or an unknown id, 401 without a session, and changes nothing", async () => {
    const { client: owner } = await app.onPlan("pro");
    const id = await unsureProduct(owner);
    const before = await row(id);
    const { client: other } = await app.onPlan("pro");
    for (const path of [`/api/products/${id}/name`, "/api/products/not-a-uuid/name", "/api/products/00000000-0000-4000-8000-000000000000/name"]) {
      const response = await other.patch(path, { productName: "Stolen name" });
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code).toBe("NOT_FOUND");
    }
    expect((await app.client().patch(`/api/products/${id}/name`, { productName: "Anonymous" })).status).toBe(401);
    expect(await row(id)).toEqual(before);
  });

  it("waits for a listing still being written: 409, nothing stored", async () => {
    const { client } = await app.onPlan("pro");
    const { product } = await (await create(client)).json();
    const response = await client.patch(`/api/products/${product.id}/name`, { productName: "Weekly Notion planner" });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("CONFLICT");
    expect((await row(product.id))?.productName).toBeNull();
  });

  it("limits name saves per account, with Retry-After", async () => {
    const { client } = await app.onPlan("pro");
    const id = await unsureProduct(client);
    for (let i = 0; i < PRODUCT_NAME_RATE_LIMIT.max; i++) {
      expect((await client.patch(`/api/products/${id}/name`, { productName: `Gentle planner ${i}` })).status).toBe(200);
    }
    const refused = await client.patch(`/api/products/${id}/name`, { productName: "One too many" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await row(id))?.productName).toBe(`Gentle planner ${PRODUCT_NAME_RATE_LIMIT.max - 1}`);
  });
});
