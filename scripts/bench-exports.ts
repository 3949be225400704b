import type { EditableListing } from "../src/core/listing/editable";
import { toMarkdown } from "../src/core/listing/exports/documents";
import { etsyPreset } from "../src/core/listing/exports/etsy";
import type { ExportProduct } from "../src/core/listing/exports/export-product";
import { shopifyCsv } from "../src/core/listing/exports/shopify";

/** Target: the largest selection (50 products, 5 images each) written as one Shopify CSV in under 50 ms (p95). */
const TARGET_MS = 50;

function sample(i: number): ExportProduct {
  const list = (n: number, word: string) => Array.from({ length: n }, (_, k) => `${word} ${k + 1}, with "quotes", commas & <angles>`);
  const listing: EditableListing = {
    title: `Weekly Habit Planner ${i} for Notion`,
    shortDescription: "Plan your week, keep your habits and see your goals at a glance.",
    longDescription: "A weekly planner for Notion.\n\n".repeat(20),
    features: list(12, "Feature"),
    benefits: list(12, "Benefit"),
    usp: list(6, "Point"),
    useCases: list(6, "Use"),
    keywords: list(13, "tag").map((t) => t.slice(0, 20)),
    cta: "Start planning today.",
    whyChooseUs: "Clear layouts that keep planning quick.",
    course: null,
    altTexts: list(5, "Alt text"),
  };
  return { listing, category: "planner", version: 1, images: Array.from({ length: 5 }, (_, k) => `https://app.example/media/${i}-${k}.png`), facts: null };
}

/** CPU-bound formatting only (the route adds one query for the 50 rows). */
export async function benchExports(percentile: (samples: number[], p: number) => number) {
  const products = Array.from({ length: 50 }, (_, i) => sample(i));
  for (let i = 0; i < 20; i++) shopifyCsv(products);
  const csv: number[] = [];
  const single: number[] = [];
  for (let i = 0; i < 200; i++) {
    let started = performance.now();
    shopifyCsv(products);
    csv.push(performance.now() - started);
    started = performance.now();
    toMarkdown(products[0] as ExportProduct);
    etsyPreset(products[0] as ExportProduct);
    single.push(performance.now() - started);
  }
  const p95 = percentile(csv, 95);
  const lines = [
    `  Shopify CSV, 50 products × 5 images  p50 ${percentile(csv, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (target < ${TARGET_MS} ms)`,
    `  Markdown + Etsy preset, one product   p50 ${percentile(single, 50).toFixed(3)} ms  p95 ${percentile(single, 95).toFixed(3)} ms`,
  ];
  return { lines, pass: p95 < TARGET_MS };
}
