import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, subscriptions } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { plannerBody, uploadScreenshots } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

describe.each(backends)("testimonial star rating on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function creator() {
    const client = app.client();
    const { body } = await app.signUp(client);
    await app.db.update(subscriptions).set({ tier: "pro", maxProducts: 40 }).where(eq(subscriptions.userId, body.user.id));
    const [screenshot, avatar] = await uploadScreenshots(client, 2);
    const withRating = (rating?: unknown) => ({
      ...plannerBody([screenshot ?? ""], `A rated planner ${Math.random()}`),
      testimonial: { content: "It changed how I plan", title: "Maya, designer", avatarId: avatar, ...(rating === undefined ? {} : { rating }) },
    });
    return { client, userId: body.user.id, withRating };
  }

  it("stores whole stars 1-5 with the testimonial, and none when none is sent", async () => {
    const { client, withRating } = await creator();
    for (const rating of [1, 5]) {
      const response = await client.post("/api/products", withRating(rating));
      expect(response.status).toBe(201);
      const { product } = await response.json();
      expect(product.addons.testimonial).toMatchObject({ content: "It changed how I plan", title: "Maya, designer", rating });
    }
    const unrated = await client.post("/api/products", withRating());
    expect(unrated.status).toBe(201);
    expect((await unrated.json()).product.addons.testimonial).not.toHaveProperty("rating");
  });

  it("refuses a rating that is not a whole number of stars from 1 to 5 and creates nothing", async () => {
    const { client, userId, withRating } = await creator();
    for (const rating of [0, 6, 2.5, "5", null, -1]) {
      const response = await client.post("/api/products", withRating(rating));
      expect(response.status, `rating ${JSON.stringify(rating)}`).toBe(400);
      expect((await response.json()).error.message).toMatch(/rating/i);
    }
    expect(await app.db.select().from(products).where(eq(products.userId, userId))).toHaveLength(0);
  });
});
