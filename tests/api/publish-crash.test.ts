import type { ChildProcess } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publications } from "../../src/server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";
import { startWorker, workerEnv } from "../support/worker-process";
import { startEtsyStandIn, type EtsyStandIn } from "./etsy-stand-in";
import { completedProduct, connectEtsy, pdfBytes, SALE, uploadProductFile } from "./publish-helpers";

const postgres = process.env.TEST_DATABASE_URL;

// A worker in its own process shares the queue through PostgreSQL only (PGlite belongs to one
// process), so this runs where TEST_DATABASE_URL is set, as .ci/run sets it.
describe.runIf(postgres)("a worker killed mid-publish", () => {
  let app: TestApp;
  let etsy: EtsyStandIn;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    etsy = await startEtsyStandIn({ apiKey: "crashkey", sharedSecret: "crashsecret" });
    // The API process works no jobs: worker processes do, and one of them is killed.
    app = await startTestApp("postgres", { RUN_WORKER: "false", ...etsy.env });
  });
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await app?.close();
    await etsy?.close();
  });

  /** A worker process, heartbeats fast: a dead worker's job is put back after 3 s. */
  async function worker() {
    const child = await startWorker(workerEnv(app, { PUBLISH_RETRY_DELAYS_SECONDS: "0,0,0", ...etsy.env }));
    children.push(child);
    return child;
  }

  it("leaves one remote draft: the next worker adopts the draft Etsy made before the kill", async () => {
    const first = await worker();
    const { client } = await app.onPlan("pro");
    const product = await completedProduct(client);
    await client.put(`/api/products/${product.id}/sale-details`, SALE);
    await uploadProductFile(client, product.id, "planner.pdf", pdfBytes());
    await connectEtsy(client);
    // Etsy makes the draft, and its answer never comes: the worker waits on it when it is killed.
    etsy.failNext({ method: "POST", path: /\/listings$/, status: 201, hangAfter: true });
    expect((await client.post(`/api/products/${product.id}/publish/etsy`, {})).status).toBe(202);
    await until(() => etsy.calls.some((call) => /^POST .*\/listings$/.test(call)), 20_000, "the draft's creation");
    const second = await worker();
    first.kill("SIGKILL");
    const publication = async () => (await app.db.select().from(publications).where(eq(publications.productId, product.id)))[0];
    await until(async () => (await publication())?.status === "draft", 60_000, "the draft published by the second worker");
    const shopId = Number((await (await client.get("/api/marketplaces")).json()).marketplaces[0].connection.shopId);
    const drafts = etsy.draftsOf(shopId);
    expect(drafts).toHaveLength(1);
    expect((await publication())?.remoteId).toBe(String(drafts[0]?.listing_id));
    expect(drafts[0]?.images).toHaveLength(2);
    expect(drafts[0]?.files).toHaveLength(1);
    second.kill("SIGKILL");
  }, 120_000);
});
