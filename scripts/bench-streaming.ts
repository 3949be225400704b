// Issue 13 item 4 for npm run bench: with a streaming model stub, how long after the model writes
// a section's last byte the browser-side SSE client has that section. Real server, real queue,
// real database (PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise).
import { eq } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { subscriptions } from "../src/server/db/schema";
import { startFakeOpenAiStream } from "../tests/support/fake-openai-stream";
import { sampleListing } from "../tests/support/fake-services";
import { plannerBody, uploadScreenshots } from "../tests/support/products";
import { readEvents } from "../tests/support/sse";
import { startTestApp } from "../tests/support/test-app";

const PRODUCTS = 15;
const TARGET_MS = 200;
// About 4 characters a token, a token every 5 ms: a fast hosted model.
const CHUNK_SIZE = 4;
const CHUNK_DELAY_MS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export async function benchStreaming(): Promise<boolean> {
  const backend = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
  const model = await startFakeOpenAiStream();
  const app = await startTestApp(backend, { RUN_WORKER: "true", GENERATOR: "openai", OPENAI_BASE_URL: `${model.url}/v1` });
  try {
    const content = JSON.stringify({ ...sampleListing, course: null });
    model.script({ content, chunkSize: CHUNK_SIZE, delayMs: CHUNK_DELAY_MS });
    const client = app.client();
    const { body } = await app.signUp(client);
    // Pro: every section, tags and use cases included, and room for every run.
    await app.db.update(subscriptions).set({ tier: "pro", maxProducts: 10_000 }).where(eq(subscriptions.userId, body.user.id));

    const screenshots = await uploadScreenshots(client, 1);
    const health: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      await (await client.get("/api/health")).arrayBuffer();
      health.push(performance.now() - started);
    }

    const lags: number[] = [];
    let expected = 0;
    for (let run = 0; run < PRODUCTS; run++) {
      const description = `A weekly Notion planner number ${run} with habit tracking, goal pages and a reading log for busy students.`;
      const { product } = (await (await client.post("/api/products", plannerBody(screenshots, description))).json()) as { product: { id: string } };
      const { events } = await readEvents(client, `/api/products/${product.id}/events`, undefined, 60_000);
      if (events.at(-1)?.data.status !== "complete") throw new Error("bench product did not complete");
      const written = model.streams.at(-1)?.sections ?? new Map<string, number>();
      expected += [...written.keys()].filter((key) => key !== "course").length;
      for (const event of events) {
        const at = event.event === "section" ? written.get(String(event.data.key)) : undefined;
        if (at !== undefined) lags.push(event.at - at);
      }
    }

    const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
    const worst = Math.max(...lags);
    console.log(
      `\nStreaming model → browser, section by section (${PRODUCTS} listings, ${CHUNK_SIZE}-character chunks every ${CHUNK_DELAY_MS} ms, ${backend})`,
    );
    console.log(`  baseline GET /api/health          p50 ${fmt(percentile(health, 50))}  p95 ${fmt(percentile(health, 95))}`);
    console.log(`  sections received: ${lags.length}/${expected}`);
    console.log(`  last byte written → SSE client    p50 ${fmt(percentile(lags, 50))}  p95 ${fmt(percentile(lags, 95))}  max ${fmt(worst)}`);
    const ok = lags.length === expected && expected > 0 && worst < TARGET_MS;
    console.log(`  target every section within ${TARGET_MS} ms: ${ok ? "PASS" : "FAIL"}`);
    return ok;
  } finally {
    await app.close();
    await model.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = (await benchStreaming()) ? 0 : 1;
}
