import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The development corpus (issue 29): 150 seller descriptions of new niches with no expected
 * outputs, a JSON-equal copy of ../shared/listing-corpus so that its property tests run from any clone.
 * It measures properties every listing must have; the writer is never tuned to one of its cases.
 */
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

export const CORPUS_CASES: CorpusCase[] = corpusSchema.parse(JSON.parse(readFileSync(fileURLToPath(new URL("./corpus.json", import.meta.url)), "utf8"))).cases;

/**
 * The corpus in two halves, alternate cases of each category: the writer is changed for patterns
 * seen in the development half, and the held-out half shows whether a change generalises.
 */
export const CORPUS_HALVES = {
  development: CORPUS_CASES.filter((_, i) => i % 2 === 0),
  "held-out": CORPUS_CASES.filter((_, i) => i % 2 === 1),
} as const;
