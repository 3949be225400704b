import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { PROGRESS_CHANNEL, publishProductChange } from "../../src/server/pipeline/progress/progress";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { privatePostgresUnavailable, startPrivatePostgres } from "../support/private-postgres";
import { plannerBody, uploadScreenshots } from "../support/products";
import { readEvents, type SseEvent } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";

/** Creates one pending product for the signed-in `client`; returns its id. */
async function pendingProduct(client: HttpClient): Promise<string> {
  const response = await client.post("/api/products", plannerBody(await uploadScreenshots(client, 1)));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

/** Opens the product's progress stream and resolves `opened` at its first event; `events` once it ends. */
function followProgress(client: HttpClient, productId: string, timeoutMs: number) {
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve;
  });
  const events = readEvents(
    client,
    `/api/products/${productId}/events`,
    (event: SseEvent) => {
      markOpened();
      return event.event === "progress" && event.data.status !== "pending";
    },
    timeoutMs,
  ).then((result) => result.events);
  return { opened, events };
}

describe.each(backends)("an open progress stream on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("finds a change whose notification never came on its next keep-alive tick", async () => {
    const { server } = await app.launch({}, { streamKeepAliveMs: 300 });
    const client = new HttpClient(server.url, server.url, "203.0.113.70");
    await app.signUp(client);
    const id = await pendingProduct(client);
    const stream = followProgress(client, id, 10_000);
    await stream.opened;
    // Completed behind the app's back: no NOTIFY, as when the LISTEN connection was down.
    await app.db
      .update(products)
      .set({ status: "complete", features: ["f"], benefits: ["b"], keywords: ["k"] })
      .where(eq(products.id, id));
    const completedAt = performance.now();
    const events = await stream.events;
    expect(events.at(-1)?.data).toMatchObject({ status: "complete", progress: 100 });
    expect((events.at(-1)?.at ?? Infinity) - completedAt).toBeLessThan(3000);
  });

  it("answers liveness without the database and health with it", async () => {
    const client = app.client();
    for (const route of ["/api/live", "/api/health"]) {
      const response = await client.get(route);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
  });
});

const postgres = process.env.TEST_DATABASE_URL;
const unavailable = privatePostgresUnavailable();

// The system's PostgreSQL serves every test file at once, so this restarts a server of its own.
describe.runIf(postgres)("a PostgreSQL restart", () => {
  if (unavailable) {
    it.skip(`is not tested here: ${unavailable}`, () => undefined);
    return;
  }
  let server: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let app: TestApp;
  beforeAll(async () => {
    server = await startPrivatePostgres();
    app = await startTestApp("postgres", {}, { databaseUrl: server.url });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  /** Whether the app's LISTEN connection is listening for progress again (its last statement). */
  async function listening(): Promise<boolean> {
    const { rows } = (await app.db.execute(sql`select 1 from pg_stat_activity where query = ${`listen "${PROGRESS_CHANNEL}"`}`)) as unknown as {
      rows: unknown[];
    };
    return rows.length > 0;
  }

  it("a stream opened before it reports the completion notified after it; health is 503 while the database is down", async () => {
    const client = app.client();
    await app.signUp(client);
    const id = await pendingProduct(client);
    const stream = followProgress(client, id, 25_000);
    await stream.opened;
    expect((await client.get("/api/health")).status).toBe(200);

    const stoppedAt = performance.now();
    await server.stop();
    await until(async () => (await client.get("/api/health")).status === 503, 5000, "health 503 while the database is down");
    expect(await (await client.get("/api/health")).json()).toEqual({ ok: false, database: "unreachable" });
    expect((await client.get("/api/live")).status).toBe(200);
    // A route that reads the database says it is unavailable for now, not that something broke.
    const listed = await client.get("/api/products");
    expect(listed.status).toBe(503);
    expect(listed.headers.get("retry-after")).toBe("5");
    expect(((await listed.json()) as { error: { code: string } }).error.code).toBe("SERVICE_UNAVAILABLE");
    // Down for 1.5 s at least: longer than the one retry the listener used to make, 1 s after the loss.
    const outage = 1500 - (performance.now() - stoppedAt);
    if (outage > 0) await new Promise((resolve) => setTimeout(resolve, outage));

    await server.start();
    await until(async () => (await client.get("/api/health")).status === 200, 5000, "health 200 once the database is back");
    await until(listening, 20_000, "the LISTEN connection back");
    expect((await client.get("/api/me")).status).toBe(200);

    // Completed and notified as the generation job does it (complete-product.ts).
    await app.db.update(products).set({ status: "complete" }).where(eq(products.id, id));
    await publishProductChange(app.db, id);
    const notifiedAt = performance.now();
    const events = await stream.events;
    expect(events.at(-1)?.data).toMatchObject({ status: "complete", progress: 100 });
    // Well inside the keep-alive tick (15 s): the notification itself arrived.
    expect((events.at(-1)?.at ?? Infinity) - notifiedAt).toBeLessThan(3000);
  }, 60_000);
});
