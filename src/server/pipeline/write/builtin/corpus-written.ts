// Test support, never imported by the app: the built-in writer's listing of each corpus and eval/
// description as the writer's tests read it (no testimonial, one image). Eleven test files walk the
// corpus; the writer test files share a Vitest worker's modules (isolate: false, decision 068), so
// each description is read and written once per worker instead of once per file.
import { CORPUS_CASES } from "../../../../../eval/corpus";
import { EVAL_CASES } from "../../../../../eval/listing-cases";
import type { FactSheet } from "../../../../core/listing/types";
import { readFacts } from "../../read/facts/read-facts";
import type { GeneratedListing, GenerationInput } from "../../listing";
import { generateBuiltin } from "./generate";

type Case = (typeof CORPUS_CASES)[number] | (typeof EVAL_CASES)[number];
export interface Written {
  c: Case;
  input: GenerationInput;
  facts: FactSheet;
  listing: GeneratedListing;
}

const cache = new Map<string, Written>();

/** One description, read and written once per worker. Callers must not change what they get. */
export function written(c: Case): Written {
  const known = cache.get(c.id);
  if (known) return known;
  const input: GenerationInput = { ...c, testimonial: null, imageCount: 1 };
  const facts = readFacts(input);
  const entry = { c, input, facts, listing: generateBuiltin(input, facts) };
  cache.set(c.id, entry);
  return entry;
}

/** The development corpus (and, with `withEval`, eval/'s cases after it), optionally one category. */
export const corpusWritten = (category?: GenerationInput["category"], withEval = false): Written[] =>
  [...CORPUS_CASES, ...(withEval ? EVAL_CASES : [])].filter((c) => !category || c.category === category).map(written);
