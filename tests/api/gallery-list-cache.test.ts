import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";

// Decision 060: on PGlite the gallery list is answered from memory while nothing was written.
// Whatever writes, and however (the app's routes, a transaction, SQL behind the app's back), the
// next list is the database's.
describe("the gallery list on PGlite", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(async () => {
    await app?.close();
  });

  async function owner() {
    const { client, userId } = await app.onPlan("pro");
    const values = (title: string, minutes: number) => ({
      userId,
      title,
      shortDescription: `About ${title}`,
      category: "planner" as const,
      status: "complete" as const,
      features: ["f"],
      benefits: ["b"],
      keywords: ["k"],
      createdAt: new Date(Date.now() - minutes * 60_000),
    });
    await app.db.insert(products).values([values("Older planner", 2), values("Newer planner", 1)]);
    const titles = async (query = "") => {
      const response = await client.get(`/api/products${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: Array<{ title: string }> }).items.map((item) => item.title);
    };
    return { client, userId, titles };
  }

  it("shows a title changed behind the app's back at once", async () => {
    const { userId, titles } = await owner();
    expect(await titles()).toEqual(["Newer planner", "Older planner"]);
    expect(await titles()).toEqual(["Newer planner", "Older planner"]);
    await app.db.update(products).set({ title: "Renamed planner" }).where(eq(products.title, "Newer planner"));
    expect(await titles()).toEqual(["Renamed planner", "Older planner"]);
    await app.db.execute(sql`update products set archived = true where user_id = ${userId} and title = 'Older planner'`);
    expect(await titles()).toEqual(["Renamed planner"]);
  });

  it("shows what a transaction and the app's own routes wrote", async () => {
    const { client, userId, titles } = await owner();
    expect(await titles()).toEqual(["Newer planner", "Older planner"]);
    await app.db.transaction(async (tx) => {
      await tx.update(products).set({ title: "Planner from a transaction" }).where(eq(products.userId, userId));
    });
    expect(await titles()).toEqual(["Planner from a transaction", "Planner from a transaction"]);
    const [first] = await app.db.select({ id: products.id }).from(products).where(eq(products.userId, userId)).limit(1);
    expect((await client.post(`/api/products/${first?.id}/archive`, { archived: true })).status).toBeLessThan(300);
    expect(await titles()).toHaveLength(1);
  });

  it("keeps each account and each query apart", async () => {
    const one = await owner();
    const other = await owner();
    await app.db.update(products).set({ title: "Only mine" }).where(eq(products.userId, one.userId));
    expect(await one.titles()).toEqual(["Only mine", "Only mine"]);
    expect(await other.titles()).toEqual(["Newer planner", "Older planner"]);
    expect(await other.titles("?limit=1")).toEqual(["Newer planner"]);
    expect(await other.titles("?search=older")).toEqual(["Older planner"]);
  });
});
