import { diffListings } from "../src/core/listing/diff";
import type { EditableListing } from "../src/core/listing/editable";

/** The history panel diffs in the browser as it opens: a whole rewrite of the longest texts must stay quick. */
const TARGET_P95_MS = 50;

const words = (seed: number, length: number) =>
  Array.from({ length: 2_000 }, (_, index) => `word${(index * seed) % 613}`)
    .join(" ")
    .slice(0, length);

const listing = (seed: number): EditableListing => ({
  title: words(seed, 140),
  shortDescription: words(seed, 600),
  longDescription: words(seed, 10_000),
  features: Array.from({ length: 30 }, (_, index) => words(seed + index, 200)),
  benefits: Array.from({ length: 30 }, (_, index) => words(seed * 3 + index, 200)),
  usp: [],
  useCases: [],
  keywords: Array.from({ length: 13 }, (_, index) => `tag${(index * seed) % 17}`),
  cta: words(seed, 300),
  whyChooseUs: words(seed, 3_000),
  course: null,
  altTexts: [],
});

/** Milliseconds per diffListings between two listings whose every text is rewritten at the maximum sizes. */
export function benchHistoryDiff(percentile: (samples: number[], p: number) => number) {
  const before = listing(7);
  const after = listing(11);
  for (let i = 0; i < 5; i++) diffListings(before, after);
  const samples: number[] = [];
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    diffListings(before, after);
    samples.push(performance.now() - started);
  }
  const p95 = percentile(samples, 95);
  const pass = p95 < TARGET_P95_MS;
  const lines = [
    `  history diff, 10 000-character rewrite  p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (target < ${TARGET_P95_MS} ms) ${pass ? "ok" : "SLOW"}`,
  ];
  return { lines, pass, p95 };
}
