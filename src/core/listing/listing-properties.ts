import { findFragments } from "./check/check-bullets";
import { missingFacts } from "./check/check-facts";
import { titleFragment } from "./check/check-title";
import { withCorrections } from "./description-reading";
import { listingTexts, type CheckedListing } from "./listing-shape";
import { tagsWithoutSubject, titleMissesSubject } from "./listing-subject";
import type { MeasureContext, Offence } from "./property-types";
import { categoryAsTopic, illegalTags, offTopicTags } from "./tag-properties";
import { titleRepeatedWords, titleStockOnly } from "./title-properties";
import { quote, words } from "./text";
import type { FactSheet } from "./types";

export { categoryAsTopic, illegalTags, offTopicTags, tagsWithoutSubject, titleMissesSubject, titleRepeatedWords, titleStockOnly };
export type { MeasureContext, Offence };

/** (h) Bullets that are not complete phrases, and a title that lost its first word: the check's own test. */
export function fragments(listing: CheckedListing, facts: FactSheet): Offence[] {
  return [
    ...titleFragment(listing).map(() => ({ text: listing.title, why: "it starts on punctuation" })),
    ...findFragments(listing, facts.names).map((f) => ({ text: f.bullet, why: f.reason })),
  ];
}

/** (i) Facts the reader found (each with the phrases that show it) that no text of the listing carries. */
export function factsMissing(listing: CheckedListing, facts: FactSheet): Offence[] {
  return missingFacts(listing, facts).map((fact) => ({ text: fact.label, why: `a ${fact.kind} fact no field carries` }));
}

/** (j) A typo the reader corrected that the listing still carries, as a whole word. */
export function typosCopied(listing: CheckedListing, facts: FactSheet): Offence[] {
  const said = new Set(listingTexts(listing).flatMap(words));
  return facts.corrections
    .filter(({ from, to }) => from.toLowerCase() !== to.toLowerCase() && said.has(from.toLowerCase()))
    .map(({ from, to }) => ({ text: from, why: `copied instead of ${quote(to)}` }));
}

export type PropertyId =
  | "title-subject"
  | "title-stock-only"
  | "title-repeated-word"
  | "category-topic"
  | "tags-with-subject"
  | "tag-off-topic"
  | "tag-characters"
  | "fragments"
  | "facts-missing"
  | "typos-copied";

export interface PropertyMetric {
  label: string;
  measure: (listing: CheckedListing, facts: FactSheet, context: MeasureContext) => Offence[];
  /** "share": the share of listings with no offence must reach `percent`; "zero": no offence in any listing. */
  target: { kind: "share"; percent: number } | { kind: "zero" };
}

/** The property metrics of issue 29, with their targets, in the order the evaluation prints them. */
export const PROPERTY_METRICS = {
  "title-subject": { label: "title names the subject", measure: titleMissesSubject, target: { kind: "share", percent: 97 } },
  "title-stock-only": { label: "titles of stock words only", measure: titleStockOnly, target: { kind: "zero" } },
  "title-repeated-word": { label: "a word repeated in a title", measure: titleRepeatedWords, target: { kind: "zero" } },
  "category-topic": { label: "a category word used as a topic", measure: categoryAsTopic, target: { kind: "zero" } },
  "tags-with-subject": { label: "≥ 3 tags with the subject", measure: tagsWithoutSubject, target: { kind: "share", percent: 95 } },
  "tag-off-topic": { label: "tags on a non-topic word", measure: offTopicTags, target: { kind: "zero" } },
  "tag-characters": { label: "Etsy-illegal tag characters or plural twins", measure: illegalTags, target: { kind: "zero" } },
  fragments: { label: "fragments", measure: fragments, target: { kind: "zero" } },
  "facts-missing": { label: "facts the reader found but the listing lacks", measure: factsMissing, target: { kind: "zero" } },
  "typos-copied": { label: "typos copied", measure: typosCopied, target: { kind: "zero" } },
} as const satisfies Record<PropertyId, PropertyMetric>;

export const PROPERTY_IDS = Object.keys(PROPERTY_METRICS) as PropertyId[];

export type PropertyResults = Record<PropertyId, Offence[]>;

/** Every property metric on one listing: the offences of each (empty = the property holds). */
export function measureProperties(listing: CheckedListing, facts: FactSheet, context: MeasureContext = {}): PropertyResults {
  const read = context.reading ? { ...context, reading: withCorrections(context.reading, facts.corrections) } : context;
  return Object.fromEntries(PROPERTY_IDS.map((id) => [id, PROPERTY_METRICS[id].measure(listing, facts, read)])) as PropertyResults;
}
