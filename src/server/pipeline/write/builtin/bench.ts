import { checkListing } from "../../../../core/listing/check/check-listing";
import { nlp } from "../../read/facts/nlp";
import { readFacts } from "../../read/facts/read-facts";
import type { GenerationInput } from "../../listing";
import { generateBuiltin } from "./generate";

const WARM_UP = 50;
const RUNS = 500;

/** About 120 words, with a typo, a size, a count, a duration and a pasted list, as sellers write. */
export const BENCH_DESCRIPTION =
  "Weekly habit tracker for Notion with daily check-ins, monthly reviews and a goal dashboard. Track sleep, water intake and workouts in one place, then see your streaks at a glance on the progress page. " +
  "Includes 12 monthly pages, linked databases and a progress bar that fills up as you tick off habits. Every view is pre-built, so you only need to duplicate the template and add your own habits. " +
  "The layout is calm and minimal, with soft colours and clear headings that make daily loging take less than 5 minutes. Perfect for busy mums, students and anyone starting a new routine in 2026.\n" +
  "What's included:\n- Habit dashboard\n- Reflection journal\n- Yearly overview";

/** About 250 words: a course told as sellers tell it, with a story, an outline, a teacher and numbers. */
export const LONG_BENCH_DESCRIPTION =
  "I have taught pottery at our village hall for eleven years, and this is the wheel-throwing course I wish I had found when I started. " +
  "Most beginners give up because the clay will not centre, so the first two lessons do nothing else. Taught by Mara Jensen, a studio potter, in English with captions. " +
  "You will learn to wedge, centre, open and pull walls, then trim feet and add handles, at your own pace and with lifetime access.\n" +
  "Module 1: Wedging and centring\nModule 2: Opening and pulling walls\nModule 3: Cylinders, bowls and mugs\nModule 4: Trimming and handles\nModule 5: Glazing basics and firing\n" +
  "There are 24 lessons, about 6 hours of video, and a printable PDF glossary. Every lesson is filmed from above and from the side, so you can see where the hands go and how much water to use. " +
  "You need access to a wheel, about 10 kg of stoneware clay, a sponge, a needle tool and a wire. A certificate of completion is included when you finish the last project. " +
  "It is not for advanced throwers looking for large forms or production work. Students say the centring drills alone were worth it, and most throw their first usable mug by week three. " +
  "Questions are answered in the comments within two days, and new demonstrations are added each season at no extra cost. " +
  "If your kiln is shared or you fire at a community studio, the last module shows how to pack work safely and label it.";

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

/**
 * Issue 29's target: read + write + check of a ~250-word course description, beside tagging the
 * same text alone. Each run changes the text, so no cached reading is reused.
 */
export async function benchBuiltinLong(): Promise<{ words: number; p50: number; p95: number; baselineP95: number }> {
  const textOf = (i: number) => `${LONG_BENCH_DESCRIPTION} Batch ${i}.`;
  const generated = time((i) => {
    const input: GenerationInput = { description: textOf(i), category: "course", targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 2 };
    const facts = readFacts(input);
    return checkListing(generateBuiltin(input, facts), facts);
  });
  const baseline = time((i) => nlp.readDoc(textOf(i)));
  await Promise.resolve();
  const words = LONG_BENCH_DESCRIPTION.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
  return { words, p50: percentile(generated, 50), p95: percentile(generated, 95), baselineP95: percentile(baseline, 95) };
}
