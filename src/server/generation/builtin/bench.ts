import type { GenerationInput } from "../listing";
import { HABIT_TRACKER } from "./fixtures";
import { generateBuiltin } from "./generate";
import { nlp } from "./nlp";

const WARM_UP = 50;
const RUNS = 500;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

function time(run: () => unknown): number[] {
  for (let i = 0; i < WARM_UP; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * Milliseconds per builtin listing for a ~120-word planner description, beside the cost of
 * tagging the same text alone (the floor any wink-nlp based generator pays). For `npm run bench`.
 */
export async function benchBuiltin(): Promise<{ p50: number; p95: number; baselineP95: number }> {
  const input: GenerationInput = {
    description: HABIT_TRACKER,
    category: "planner",
    targetPlatform: ["notion", "goodnotes"],
    fileFormats: "pdf",
    testimonial: { content: "This tracker finally made my habits stick.", title: "Emma R." },
    imageCount: 3,
  };
  const generated = time(() => generateBuiltin(input));
  const baseline = time(() => nlp.readDoc(HABIT_TRACKER));
  // Yield once so callers can await this beside asynchronous benchmarks without blocking their output.
  await Promise.resolve();
  return { p50: percentile(generated, 50), p95: percentile(generated, 95), baselineP95: percentile(baseline, 95) };
}
