import type { ApiProduct } from "../src/core/api-types";
import { completeProduct, editableOf } from "../tests/support/listing";
import { benchCreator } from "./bench-creator";

const WARM_UP = 30;
const SAVES = 300;

/**
 * Issue 13: a save (PUT /api/products/:id/listing) answers with p95 under 30 ms. One creator saves
 * the same listing again and again, each save on the version the previous one returned, as the
 * editor's autosave does; each save takes a new number, and folds into the session's version
 * (decision 052), which it reads the version before to compare with.
 */
export async function benchListingSave(base: string, percentile: (samples: number[], p: number) => number) {
  const client = await benchCreator(base, "listing-save");
  let product = await completeProduct(client);
  const listing = editableOf(product);

  // CPU time of this process (client and server) beside wall time: on a loaded machine the wall p95
  // mostly measures waiting for a core or for the disk.
  const cpu: number[] = [];
  const save = async (i: number) => {
    const features = [`${listing.features[0] ?? "Weekly pages"} (${i})`, ...listing.features.slice(1)];
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const response = await client.put(`/api/products/${product.id}/listing`, {
      baseVersion: product.version,
      listing: { ...listing, title: `${listing.title} ${i}`, features },
    });
    const body = (await response.json()) as { product: ApiProduct };
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    if (response.status !== 200) throw new Error(`listing save bench: save ${i} answered ${response.status} ${JSON.stringify(body)}`);
    product = body.product;
    return ms;
  };
  for (let i = 0; i < WARM_UP; i++) await save(i);
  cpu.length = 0;
  const baseline: number[] = [];
  const samples: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const started = performance.now();
    await (await client.get("/api/health")).arrayBuffer();
    baseline.push(performance.now() - started);
    samples.push(await save(WARM_UP + i));
  }
  const p95 = percentile(samples, 95);
  console.log(`\nListing save, PUT /api/products/:id/listing (${SAVES} sequential saves after ${WARM_UP} warm-up, each a new number)`);
  console.log(`  baseline GET /api/health          p50 ${percentile(baseline, 50).toFixed(2)} ms  p95 ${percentile(baseline, 95).toFixed(2)} ms`);
  console.log(
    `  save                              p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (${(p95 / percentile(baseline, 95)).toFixed(1)}x baseline p95)  CPU time p95 ${percentile(cpu, 95).toFixed(2)} ms`,
  );
  const ok = p95 < 30 && product.version === WARM_UP + SAVES + 1;
  console.log(`  target p95 < 30 ms: ${ok ? "PASS" : "FAIL"}`);
  return ok;
}
