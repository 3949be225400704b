import type { CheckedListing } from "./listing-shape";
import type { Offence } from "./property-types";
import { FUNCTION_WORDS, topicWords } from "./stock-words";
import { keyWords, quote } from "./text";
import type { FactSheet } from "./types";

/** (b) A title made of category, packaging and marketing words only: "Online Course", "Planner for GoodNotes and Notability". */
export function titleStockOnly(listing: CheckedListing, facts: FactSheet): Offence[] {
  return topicWords(listing.title, facts.category).length ? [] : [{ text: listing.title, why: "every word of it is a stock word" }];
}

const PRONOUNS = new Set(["she", "he", "her", "his", "him", "they", "them", "me", "we", "us", "you", "i", "it", "do", "did", "does", "be", "not"]);

/** The seller's quotes said in the title may repeat their own words ("Roll up, roll up"). */
function withoutQuotes(title: string, quotes: readonly string[]): string {
  const lower = title.toLowerCase();
  const cuts = quotes.map((q) => q.toLowerCase().replace(/[^\p{L}\p{N}\s]+$/u, "")).filter((q) => q.length > 0 && lower.includes(q));
  return cuts.reduce((text, q) => text.replace(q, " "), lower);
}

/** (c) A word said twice in the title, singular or plural, short function words aside: "White Brushstroke White … Brushstroke Print". */
export function titleRepeatedWords(listing: CheckedListing, facts: FactSheet): Offence[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const word of keyWords(withoutQuotes(listing.title, facts.quotes))) {
    if (FUNCTION_WORDS.has(word) || PRONOUNS.has(word)) continue;
    if (seen.has(word)) repeated.add(word);
    seen.add(word);
  }
  return repeated.size ? [{ text: listing.title, why: `it repeats ${[...repeated].map(quote).join(", ")}` }] : [];
}
