import { checkedFetch } from "../support/api-contract-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { products } from "../../src/server/db/schema";
import { builtinGenerator } from "../../src/server/pipeline/write/builtin/builtin-generator";
import { generateJob } from "../../src/server/pipeline/job/generate-job";
import { progressed } from "../../src/server/pipeline/lifecycle";
import type { Queue } from "../../src/server/jobs/queue";
import { createLogger } from "../../src/server/runtime/logger";
import { testBackend } from "../support/databases";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

// The real progress transition, watched: the stages a job reports are otherwise gone by the time it ends.
vi.mock("../../src/server/pipeline/lifecycle", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/server/pipeline/lifecycle")>();
  return { ...actual, progressed: vi.fn(actual.progressed) };
});

describe("what the generation job tells the creator", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(testBackend, { TEST_FIXTURES: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function pendingProduct() {
    const client = app.client();
    await app.signUp(client);
    const ids = await uploadScreenshots(client, 1);
    return { client, ids, product: (await (await client.post("/api/products", plannerBody(ids))).json()).product as { id: string } };
  }

  it("names each stage in words, with progress that only rises", async () => {
    const { product } = await pendingProduct();
    const queue = { send: vi.fn(async () => null) } as unknown as Queue;
    const run = generateJob({ db: app.db, queue, generator: builtinGenerator, timeoutMs: 30_000, retryDelaysSeconds: [], logger: createLogger("silent") });
    vi.mocked(progressed).mockClear();
    await run({ productId: product.id, attempt: 1 });

    const reported = vi
      .mocked(progressed)
      .mock.calls.filter(([, id]) => id === product.id)
      .map(([, , update]) => update);
    expect(reported.map((update) => update.message)).toEqual(["Reading your description…", "Writing your listing…", "Saving your listing…"]);
    const progress = reported.map((update) => update.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const [row] = await app.db.select({ status: products.status, addons: products.addons }).from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ status: "complete", addons: { progress: 100, message: "Complete!" } });
  });

  describe("the browser tests' slow-workflow fixture", () => {
    it("makes a pending product that the test moves on through the real callback endpoint", async () => {
      const client = app.client();
      await app.signUp(client);
      const made = await client.post("/api/test/products/workflow", plannerBody(await uploadScreenshots(client, 1)));
      expect(made.status).toBe(201);
      const { productId, callbackToken } = (await made.json()) as { productId: string; callbackToken: string };
      const callback = (body: unknown) =>
        checkedFetch(`${app.url}/api/generation/callback/${productId}`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${callbackToken}` },
          body: JSON.stringify(body),
        });
      expect((await callback({ progress: 72, step: 2, message: "Writing benefits…" })).status).toBe(200);
      const shown = (await (await client.get(`/api/products/${productId}`)).json()).product;
      expect(shown).toMatchObject({ status: "pending", addons: { progress: 72, message: "Writing benefits…" } });
      expect((await callback({ error: "model unavailable" })).status).toBe(200);
      expect((await (await client.get(`/api/products/${productId}`)).json()).product.status).toBe("failed");
    });

    it("refuses malformed input with 400 and creates nothing", async () => {
      const client = app.client();
      await app.signUp(client);
      const before = (await app.db.select({ id: products.id }).from(products)).length;
      const refused = await client.post("/api/test/products/workflow", { description: "<script>", category: "spaceship" });
      expect(refused.status).toBe(400);
      expect((await app.db.select({ id: products.id }).from(products)).length).toBe(before);
      expect((await app.client().post("/api/test/products/workflow", plannerBody([]))).status).toBe(401);
    });
  });
});
