// Issue 13: regenerating one section with the builtin generator, end to end through the real
// queue: POST /api/products/:id/regenerate until the regeneration's stream says it is complete.
import type { HttpClient } from "../tests/support/http-client";
import { readEvents } from "../tests/support/sse";

const RUNS = 30;
const SECTIONS = ["benefits", "features", "shortDescription", "cta", "title"] as const;

/**
 * `client` is signed in on a plan with at least 35 regenerations a day left (pro: 200) and owns
 * `productId`, a complete listing. Prints the figures beside GET /api/products/:id as a baseline;
 * returns whether p95 stays under 300 ms.
 */
export async function benchRegenerate(client: HttpClient, productId: string, percentile: (samples: number[], p: number) => number): Promise<boolean> {
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  const regenerate = async (i: number) => {
    const started = performance.now();
    const response = await client.post(`/api/products/${productId}/regenerate`, {
      section: SECTIONS[i % SECTIONS.length],
      instruction: i % 2 ? "shorter" : null,
      baseVersion: 0,
    });
    const body = (await response.json()) as { regeneration?: { id: string } };
    if (response.status !== 202 || !body.regeneration) throw new Error(`regenerate bench: POST answered ${response.status}`);
    const { events } = await readEvents(client, `/api/products/${productId}/regenerations/${body.regeneration.id}/events`);
    if (events.at(-1)?.data.status !== "complete") throw new Error(`regenerate bench: ended ${JSON.stringify(events.at(-1)?.data)}`);
    return performance.now() - started;
  };
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await (await client.get(`/api/products/${productId}`)).arrayBuffer();
    baseline.push(performance.now() - started);
  }
  for (let i = 0; i < 3; i++) await regenerate(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await regenerate(i));
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  console.log(`\nRegenerate one section with builtin, POST to the final SSE event through the queue (${RUNS} runs after 3 warm-up)`);
  console.log(`  baseline GET /api/products/:id    p50 ${fmt(percentile(baseline, 50))}  p95 ${fmt(percentile(baseline, 95))}`);
  console.log(`  POST regenerate → complete        p50 ${fmt(p50)}  p95 ${fmt(p95)}  (${(p95 / percentile(baseline, 95)).toFixed(1)}x baseline p95)`);
  const ok = p95 < 300;
  console.log(`  target p95 < 300 ms: ${ok ? "PASS" : "FAIL"}`);
  return ok;
}
