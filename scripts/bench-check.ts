import { checkListing } from "../src/core/listing/check/check-listing";
import { BENCH_DESCRIPTION } from "../src/server/pipeline/write/builtin/bench";
import { builtinGenerator } from "../src/server/pipeline/write/builtin/builtin-generator";
import { readFacts } from "../src/server/pipeline/read/facts/read-facts";
import type { GenerationInput } from "../src/server/pipeline/listing";

/** Milliseconds per checkListing on the builtin's listing for the ~120-word planner `benchBuiltin` times. */
export async function benchCheck(percentile: (samples: number[], p: number) => number) {
  const input: GenerationInput = {
    description: BENCH_DESCRIPTION,
    category: "planner",
    targetPlatform: ["notion", "goodnotes"],
    fileFormats: "pdf",
    testimonial: null,
    imageCount: 3,
  };
  const facts = readFacts(input);
  const listing = await builtinGenerator.generate(input, { productId: "bench", facts, signal: new AbortController().signal, report: async () => {} });
  if (listing === "deferred") throw new Error("the builtin generator never defers");
  for (let i = 0; i < 50; i++) checkListing(listing, facts);
  const samples: number[] = [];
  // CPU time beside wall time: on a loaded machine the wall p95 mostly measures waiting for a core.
  const cpu: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    checkListing(listing, facts);
    const used = process.cpuUsage(cpuStarted);
    samples.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), cpuP95: percentile(cpu, 95) };
}
