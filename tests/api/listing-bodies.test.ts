import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../src/core/api-types";
import { LISTING_BODY_MAX_BYTES } from "../../src/core/listing/largest-listing";
import { listingVersions, products } from "../../src/server/db/schema";
import { testBackend } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { completeProduct, editableOf } from "../support/listing";
import { startTestApp, type TestApp } from "../support/test-app";

describe("listing bodies and listing text (issue 30)", () => {
  let app: TestApp;
  let client: HttpClient;
  let product: ApiProduct;
  beforeAll(async () => {
    app = await startTestApp(testBackend, { RUN_WORKER: "true" });
    ({ client } = await app.onPlan("pro"));
    product = await completeProduct(client);
  });
  afterAll(async () => {
    await app?.close();
  });

  const url = () => `/api/products/${product.id}/listing`;
  /** The product row and its versions, to show a refused request changed nothing. */
  async function stored() {
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    const versions = await app.db.select().from(listingVersions).where(eq(listingVersions.productId, product.id)).orderBy(asc(listingVersions.number));
    return { row, versions };
  }
  const saveText = (listing: object) => JSON.stringify({ baseVersion: product.version, listing: { ...editableOf(product), ...listing } });
  const padded = (text: string, bytes: number) => text + " ".repeat(bytes - Buffer.byteLength(text));

  it("refuses a save larger than the largest legal listing with 413 before parsing it, and takes one of exactly that size", async () => {
    const before = await stored();
    const over = await client.put(url(), padded(saveText({ title: "One byte too many" }), LISTING_BODY_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect((await over.json()).error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: `The listing is larger than any listing can be: a request carrying one may hold at most ${Math.floor(LISTING_BODY_MAX_BYTES / 1024)} KB.`,
    });
    // The audit's body: 700,000 numbers in features (1.4 MB).
    const audit = await client.put(url(), saveText({ features: Array.from({ length: 700_000 }, () => 1) }));
    expect(audit.status).toBe(413);
    expect(await stored()).toEqual(before);

    const exact = await client.put(url(), padded(saveText({ title: "Exactly the limit" }), LISTING_BODY_MAX_BYTES));
    expect(exact.status).toBe(200);
    product = (await exact.json()).product;
    expect(product.title).toBe("Exactly the limit");
  });

  it("names the length limit of an over-long array, never its elements, up to the longest array the body limit admits", async () => {
    const before = await stored();
    const text = saveText({ features: [] });
    const longest = Math.floor((LISTING_BODY_MAX_BYTES - Buffer.byteLength(text)) / 2);
    const numbers = (count: number) => saveText({ features: Array.from({ length: count }, () => 1) });
    // Past what any JSON body here holds, refused before it is parsed.
    const huge = await client.put(url(), numbers(longest));
    expect(huge.status).toBe(400);
    expect((await huge.json()).error).toEqual({ code: "BAD_REQUEST", message: "The request body has an array or object with more than 10,000 items" });
    // Within it, the schema's own limit, without a word about the 10,000 numbers in it.
    const long = await client.put(url(), numbers(10_000));
    expect(long.status).toBe(400);
    expect((await long.json()).error).toEqual({
      code: "VALIDATION_FAILED",
      message: "listing.features: must have at most 30 items",
      details: { "listing.features": ["must have at most 30 items"] },
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses direction and zero-width characters in listing text with a field error that says where, and keeps emoji", async () => {
    const before = await stored();
    const title = await client.put(url(), saveText({ title: "Weekly planner \u202Erenn" }));
    expect(title.status).toBe(400);
    expect((await title.json()).error.details).toEqual({
      "listing.title": [
        "must not contain invisible characters: U+202E (right-to-left override) after “Weekly planner ”; delete it and retype the text around it",
      ],
    });
    for (const char of ["\u200B", "\u200F", "\u202A", "\u2066", "\u2069"]) {
      const response = await client.put(url(), saveText({ features: [...product.features.slice(0, 1), `Goal${char} pages`] }));
      expect(Object.keys((await response.json()).error.details), JSON.stringify(char)).toEqual(["listing.features.1"]);
    }
    const instruction = await client.post(`/api/products/${product.id}/regenerate`, {
      section: "title",
      instruction: "shorter\u200B",
      baseVersion: product.version,
    });
    expect(instruction.status).toBe(400);
    expect(Object.keys((await instruction.json()).error.details)).toEqual(["instruction"]);
    expect(await stored()).toEqual(before);

    const emoji = await client.put(url(), saveText({ features: [...product.features.slice(0, 1), "Made for coders 👩‍💻"] }));
    expect(emoji.status).toBe(200);
    product = (await emoji.json()).product;
  });

  it("names the path parameter when a version number in the address is not one", async () => {
    for (const [method, path] of [
      ["POST", `/api/products/${product.id}/versions/abc/restore`],
      ["GET", `/api/products/${product.id}/versions/0`],
    ] as const) {
      const response = await client.request(method, path, method === "POST" ? { baseVersion: product.version } : undefined);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: "VALIDATION_FAILED",
        message: "The path parameter :number must be a positive whole number",
        details: { number: ["must be a positive whole number"] },
      });
    }
  });
});
