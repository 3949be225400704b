// The property half of `npm run eval:listings` (issue 29): the development corpus, and a table of
// the property metrics over any set of listings, against their targets.
import { CORPUS_CASES, type CorpusCase } from "../eval/corpus";
import { summariseProperties, type MeasuredListing } from "../src/core/listing/property-summary";

const CATEGORIES = ["course", "planner", "wallart"] as const;

export type { CorpusCase };

/** The 150 corpus descriptions (eval/corpus.json, a copy of ../shared/listing-corpus). */
export function readCorpus(): { cases: CorpusCase[] } | { missing: string } {
  return { cases: CORPUS_CASES };
}

const cell = (text: string, width: number) => text.padEnd(width);

/** Prints each metric's figure overall and per category, its target, MET / NOT MET, and a few offences. */
export function printProperties(title: string, rows: MeasuredListing[], examples: number): void {
  const byCategory = CATEGORIES.map((category) => summariseProperties(rows.filter((row) => row.category === category)));
  console.log(`\nProperty metrics, ${title}: ${rows.length} listings, measured on the writer's output before the listing check repairs it`);
  console.log(`  (a share: listings that pass; a count: offences, and in how many listings)`);
  console.log(`  ${cell("metric", 46)}${cell("all", 12)}${CATEGORIES.map((c) => cell(c, 12)).join("")}${cell("target", 9)}`);
  summariseProperties(rows, examples).forEach((figure, i) => {
    const perCategory = byCategory.map((figures) => cell(figures[i]?.figure ?? "", 12)).join("");
    console.log(`  ${cell(figure.label, 46)}${cell(figure.figure, 12)}${perCategory}${cell(figure.target, 9)}${figure.met ? "MET" : "NOT MET"}`);
    for (const example of figure.examples) console.log(`      ${example.id}: “${example.text}” (${example.why})`);
  });
}
