import { nlp } from "../facts/nlp";
import { readFacts } from "../facts/read-facts";
import type { GenerationInput } from "../listing";
import { generateBuiltin } from "./generate";

const WARM_UP = 50;
const RUNS = 500;

/** About 120 words, with a typo, a size, a count, a duration and a pasted list, as sellers write. */
export const BENCH_DESCRIPTION =
  "Weekly habit tracker for Notion with daily check-ins, monthly reviews and a goal dashboard. Track sleep, water intake and workouts in one place, then see your streaks at a glance on the progress page. " +
  "Includes 12 monthly pages, linked databases and a progress bar that fills up as you tick off habits. Every view is pre-built, so you only need to duplicate the template and add your own habits. " +
  "The layout is calm and minimal, with soft colours and clear headings that make daily loging take less than 5 minutes. Perfect for busy mums, students and anyone starting a new routine in 2026.\n" +
  "What's included:\n- Habit dashboard\n- Reflection journal\n- Yearly overview";

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

function time(run: (i: number) => unknown): number[] {
  for (let i = 0; i < WARM_UP; i++) run(-i - 1);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * Milliseconds per builtin listing (facts + write) for a ~120-word planner description, beside the
 * cost of tagging the same text alone. Each run changes the text, so no cached reading is reused.
 */
export async function benchBuiltin(): Promise<{ p50: number; p95: number; baselineP95: number }> {
  const inputOf = (i: number): GenerationInput => ({
    description: `${BENCH_DESCRIPTION}\nBatch ${i}.`,
    category: "planner",
    targetPlatform: ["notion"],
    fileFormats: "pdf",
    testimonial: { content: "This tracker finally made my habits stick.", title: "Emma R." },
    imageCount: 3,
  });
  const generated = time((i) => {
    const input = inputOf(i);
    return generateBuiltin(input, readFacts(input));
  });
  const baseline = time((i) => nlp.readDoc(`${BENCH_DESCRIPTION}\nBatch ${i}.`));
  await Promise.resolve();
  return { p50: percentile(generated, 50), p95: percentile(generated, 95), baselineP95: percentile(baseline, 95) };
}
