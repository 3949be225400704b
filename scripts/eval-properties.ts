// The property half of `npm run eval:listings` (issue 29): the development corpus, and a table of
// the property metrics over any set of listings, against their targets.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { summariseProperties, type MeasuredListing } from "../src/core/listing/property-summary";
import { PROJECT_ROOT } from "../src/server/project-root";

const CORPUS = "../shared/listing-corpus/corpus.json";
const CATEGORIES = ["course", "planner", "wallart"] as const;

const corpusSchema = z.object({
  cases: z.array(
    z.object({
      id: z.string(),
      category: z.enum(["course", "planner", "wallart", "others"]),
      description: z.string(),
      targetPlatform: z.array(z.string()),
      fileFormats: z.string().nullable(),
    }),
  ),
});
export type CorpusCase = z.infer<typeof corpusSchema>["cases"][number];

/** The 150 corpus descriptions, read at run time from beside the repository, or why they cannot be. */
export function readCorpus(): { cases: CorpusCase[] } | { missing: string } {
  const file = path.resolve(PROJECT_ROOT, CORPUS);
  if (!existsSync(file)) return { missing: `The listing corpus is missing: expected ${file} (${CORPUS} from the repository root; issue 29).` };
  return { cases: corpusSchema.parse(JSON.parse(readFileSync(file, "utf8"))).cases };
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
