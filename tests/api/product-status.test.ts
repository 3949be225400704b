import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS, type Tier } from "../../src/core/plans";
import { products, subscriptions, uploads } from "../../src/server/db/schema";
import { JOBS } from "../../src/server/all-jobs";
import { localStorage } from "../../src/server/storage/local-storage";
import { removeUnusedUploads } from "../../src/server/uploads/remove-unused-uploads";
import { backends } from "../support/databases";
import type { HttpClient } from "../support/http-client";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

/** Issue 16: pending and failed products (retry, delete, the gallery's filter, the pill's counts) and duplicates by submission. */
describe.each(backends)("product status and duplicates on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function creator(tier: Tier = "pro") {
    const client = app.client();
    const { body } = await app.signUp(client);
    await app.db.update(subscriptions).set({ tier, maxProducts: PLANS[tier].maxProducts }).where(eq(subscriptions.userId, body.user.id));
    return { client, userId: body.user.id };
  }

  async function create(client: HttpClient, description: string, extra: Record<string, unknown> = {}) {
    return client.post("/api/products", { ...plannerBody(await uploadScreenshots(client), description), ...extra });
  }

  async function created(client: HttpClient, description: string): Promise<{ id: string; title: string }> {
    const response = await create(client, description);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).product;
  }

  /** What the generator does: a listing with its own title, then complete. */
  const complete = (id: string, title = "A Generated Listing Title") =>
    app.db
      .update(products)
      .set({ status: "complete", title, features: ["f"], benefits: ["b"], keywords: ["k"] })
      .where(eq(products.id, id));
  const fail = (id: string) => app.db.update(products).set({ status: "failed" }).where(eq(products.id, id));
  const statusOf = async (id: string) => (await app.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

  async function generationJobs(productId: string): Promise<number> {
    const result = (await app.db.execute(
      sql`select count(*)::int as count from pgboss.job where name = ${JOBS.generateListing.name} and data->>'productId' = ${productId}`,
    )) as unknown as { rows: Array<{ count: number }> };
    return Number(result.rows[0]?.count ?? 0);
  }

  describe("duplicates by what the creator submitted", () => {
    it("finds a finished listing whose title the generator replaced, and shows its current title", async () => {
      const { client } = await creator();
      const description = "Printable gratitude journal with prompts for every morning";
      const original = await created(client, description);
      await complete(original.id, "Morning Gratitude Journal Printable");

      const again = await create(client, description);
      expect(again.status).toBe(409);
      const body = await again.json();
      expect(body.error.code).toBe("DUPLICATE");
      expect(body.duplicate).toEqual({
        id: original.id,
        title: "Morning Gratitude Journal Printable",
        category: "planner",
        createdAt: expect.any(String),
        archived: false,
      });
      // Another category is another listing.
      expect((await create(client, description, { category: "wallart", fileFormats: "png" })).status).toBe(201);
    });

    it("numbers unique titles by submission after each copy was generated", async () => {
      const { client, userId } = await creator();
      const description = "Budget binder with debt snowball sheets";
      await complete((await created(client, description)).id);

      const first = await create(client, description, { onDuplicate: "unique" });
      expect(first.status).toBe(201);
      const firstBody = await first.json();
      expect(firstBody.product.title).toBe(`${description} (1)`);
      expect(firstBody.message).toBe(`Product created with title: "${description} (1)".`);
      await complete(firstBody.product.id, "Family Budget Binder");

      const second = await (await create(client, description, { onDuplicate: "unique" })).json();
      expect(second.product.title).toBe(`${description} (2)`);
      const rows = await app.db.select({ submitted: products.submittedTitle }).from(products).where(eq(products.userId, userId));
      expect(rows.map((r) => r.submitted).sort()).toEqual([description, `${description} (1)`, `${description} (2)`]);
    });

    it("replaces a finished listing by archiving it; it still uses its slot", async () => {
      const { client } = await creator("creator");
      const description = "Kids chore chart with reward stickers and weekly goals";
      const original = await created(client, description);
      await complete(original.id);
      const replaced = await create(client, description, { onDuplicate: "replace" });
      expect(replaced.status).toBe(201);
      expect((await replaced.json()).message).toBe("Previous product archived and new product created.");
      const [old] = await app.db.select({ archived: products.archived }).from(products).where(eq(products.id, original.id));
      expect(old?.archived).toBe(true);
      expect(await (await client.get("/api/subscription")).json()).toMatchObject({ slotsUsed: 2, inProgress: 1 });
      // The archived one is no duplicate any more; the new, pending one is.
      expect((await (await create(client, description)).json()).duplicate.id).not.toBe(original.id);
    });
  });

  describe("retry", () => {
    it("makes a failed product pending again and queues its generation once, however often it is sent", async () => {
      const { client } = await creator();
      const product = await created(client, "Reading tracker for book clubs with monthly reviews");
      await fail(product.id);
      const jobsBefore = await generationJobs(product.id);

      const responses = await Promise.all(Array.from({ length: 5 }, () => client.post(`/api/products/${product.id}/retry`)));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      const ok = responses.find((r) => r.status === 200);
      if (!ok) throw new Error("no retry succeeded");
      expect((await ok.json()).product).toMatchObject({ id: product.id, status: "pending" });
      expect(await statusOf(product.id)).toBe("pending");
      expect(await generationJobs(product.id)).toBe(jobsBefore + 1);
      expect(await (await client.get("/api/subscription")).json()).toMatchObject({ slotsUsed: 1, inProgress: 1 });
    });

    it("checks the plan cap: a retry needs a free slot, as creating does", async () => {
      const { client } = await creator("free");
      const first = await created(client, "Meal planner with grocery lists for the week");
      await fail(first.id);
      const second = await created(client, "Wedding planner with a budget and guest list");

      const refused = await client.post(`/api/products/${first.id}/retry`);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe("PLAN_LIMIT");
      expect(await statusOf(first.id)).toBe("failed");

      await fail(second.id);
      expect((await client.post(`/api/products/${first.id}/retry`)).status).toBe(200);
    });

    it("refuses pending, finished and archived products (409) and another user's (404)", async () => {
      const { client } = await creator();
      const pending = await created(client, "Habit tracker with streaks and a yearly overview");
      const finished = await created(client, "Travel planner with packing lists and itineraries");
      await complete(finished.id);
      const archived = await created(client, "Garden planner with a sowing calendar");
      await fail(archived.id);
      await app.db.update(products).set({ archived: true }).where(eq(products.id, archived.id));
      for (const id of [pending.id, finished.id, archived.id]) {
        const response = await client.post(`/api/products/${id}/retry`);
        expect(response.status, id).toBe(409);
        expect((await response.json()).error.code).toBe("CONFLICT");
      }

      const failed = await created(client, "Fitness log with workouts and progress photos");
      await fail(failed.id);
      const { client: other } = await creator();
      for (const id of [failed.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
        expect((await other.post(`/api/products/${id}/retry`)).status, id).toBe(404);
      }
      expect(await statusOf(failed.id)).toBe("failed");
      expect((await app.client().post(`/api/products/${failed.id}/retry`)).status).toBe(401);
    });

    it("refuses to retry a failed attempt the creator has since made again (409 DUPLICATE)", async () => {
      const { client } = await creator();
      const description = "Lesson planner for teachers with term overviews";
      const failed = await created(client, description);
      await fail(failed.id);
      const remade = await created(client, description);
      const response = await client.post(`/api/products/${failed.id}/retry`);
      expect(response.status).toBe(409);
      expect((await response.json()).duplicate.id).toBe(remade.id);
      expect(await statusOf(failed.id)).toBe("failed");
    });
  });

  describe("delete", () => {
    it("deletes only a failed product of its owner; its images go with the next clean-up", async () => {
      const { client, userId } = await creator();
      const failed = await created(client, "Student planner with an exam countdown");
      await fail(failed.id);
      const pending = await created(client, "Pet care planner with vet visits");
      const finished = await created(client, "Recipe binder with a shopping list");
      await complete(finished.id);

      const { client: other } = await creator();
      expect((await other.request("DELETE", `/api/products/${failed.id}`)).status).toBe(404);
      expect((await other.request("DELETE", "/api/products/not-a-uuid")).status).toBe(404);
      expect((await app.client().request("DELETE", `/api/products/${failed.id}`)).status).toBe(401);
      for (const id of [pending.id, finished.id]) {
        const response = await client.request("DELETE", `/api/products/${id}`);
        expect(response.status).toBe(409);
        expect((await response.json()).error.message).toMatch(/still being generated|archive it instead/);
      }

      const deleted = await client.request("DELETE", `/api/products/${failed.id}`);
      expect(deleted.status).toBe(204);
      expect((await client.get(`/api/products/${failed.id}`)).status).toBe(404);
      expect((await client.request("DELETE", `/api/products/${failed.id}`)).status).toBe(404);
      const left = await app.db.select({ id: products.id }).from(products).where(eq(products.userId, userId));
      expect(left.map((r) => r.id).sort()).toEqual([pending.id, finished.id].sort());

      // Uploads are kept for a grace period; once past it, the deleted product's image is removed.
      await app.db
        .update(uploads)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(uploads.userId, userId));
      const removed = await removeUnusedUploads({ db: app.db, storage: localStorage(`${app.dataDir}/uploads`) }, { graceHours: 24 });
      expect(removed).toBe(1);
      expect(await app.db.select().from(uploads).where(eq(uploads.userId, userId))).toHaveLength(2);
    });
  });

  describe("gallery status filter and the plan's counts", () => {
    it("lists finished (default), in-progress or failed listings, never archived ones; a bad status is 400", async () => {
      const { client } = await creator();
      const finished = await created(client, "Finished wall calendar");
      await complete(finished.id, "Finished Wall Calendar");
      const pending = await created(client, "Pending budget planner");
      const failed = await created(client, "Failed study planner");
      await fail(failed.id);
      const archivedFailed = await created(client, "Archived failed planner");
      await fail(archivedFailed.id);
      await app.db.update(products).set({ archived: true }).where(eq(products.id, archivedFailed.id));

      const ids = async (query: string) => ((await (await client.get(`/api/products${query}`)).json()).items as Array<{ id: string }>).map((p) => p.id);
      expect(await ids("")).toEqual([finished.id]);
      expect(await ids("?status=complete")).toEqual([finished.id]);
      expect(await ids("?status=pending")).toEqual([pending.id]);
      expect(await ids("?status=failed")).toEqual([failed.id]);
      expect(await ids("?status=failed&search=study")).toEqual([failed.id]);
      expect(await ids("?status=failed&search=budget")).toEqual([]);

      for (const query of ["status=archived", "status=COMPLETE", "status=", "status=pending%00", "status=" + "x".repeat(300)]) {
        const response = await client.get(`/api/products?${query}`);
        expect(response.status, query).toBe(400);
        expect((await response.json()).error.message).toMatch(/^status: /);
      }
      // Finished and in-progress listings use the plan (archived included), failed ones do not.
      expect(await (await client.get("/api/subscription")).json()).toMatchObject({ slotsUsed: 2, inProgress: 1 });
    });
  });
});
