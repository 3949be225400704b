import { occursIn } from "../../../../../core/listing/parse-instruction";
import { contentWords } from "../../../../../core/listing/text";
import type { FactSheet } from "../../../../../core/listing/types";
import { analyse } from "../../../read/facts/analyse";
import { capitalise } from "../../../text/polish";

/** One of the seller's sentences, typos corrected, and whether it reads as a whole sentence. */
export interface SellerSentence {
  text: string;
  /** It has a verb and a few words: it can stand in prose as it is. */
  whole: boolean;
  /** A buying step, a note to the buyer or too long to reuse as it is: only for a phrase nothing else carries. */
  aside: boolean;
}

// Buying steps and notes to the buyer are about the shop, not the product.
const ASIDE = /^(?:choose|select|check out|once you|message|contact|click|please|note:)\b|\bI(?:'ll| will)\b|https?:|@/i;
const MAX_SENTENCE = 240;

/** The seller's sentences as the writer reads them (cleaned, corrected), for "mention" and "longer". */
export function sellerSentences(description: string, facts: FactSheet): SellerSentence[] {
  let text = description;
  for (const { from, to } of facts.corrections) text = text.replace(new RegExp(`\\b${from}\\b`, "g"), to);
  return analyse(text).sentences.map((sentence) => ({
    text: capitalise(sentence.text.trim()),
    whole: sentence.tokens.filter((token) => /\p{L}/u.test(token.value)).length >= 4 && sentence.tokens.some((t) => t.pos === "VERB" || t.pos === "AUX"),
    aside: sentence.text.length > MAX_SENTENCE || ASIDE.test(sentence.text),
  }));
}

// The clause of a long sentence that carries a phrase: "…; a printable version for offline use; …".
const HEADING = /\s+[–—-]\s+|:\s+/;
const CLAUSES = /\s*(?:[;:–—]|,\s+(?:and|but|so|which|while)\b)\s*/;

const byLength = (a: SellerSentence, b: SellerSentence) => a.text.length - b.text.length;

/**
 * The seller's shortest sentence that carries the phrase, preferring a whole one that is no
 * aside; from a long one, its clause with the phrase.
 */
export function sentenceWith(phrase: string, sentences: readonly SellerSentence[]): SellerSentence | null {
  const carrying = sentences.filter((sentence) => occursIn(phrase, sentence.text)).sort(byLength);
  const best = carrying.find((s) => s.whole && !s.aside) ?? carrying.find((s) => !s.aside) ?? carrying[0];
  if (!best) return null;
  // "Pregnancy Journal Planner - track your bump week by week, …": the part after a heading.
  const part = best.text.split(HEADING).find((piece) => occursIn(phrase, piece)) ?? best.text;
  if (part !== best.text && part.split(/\s+/).length >= 3) return { ...best, text: capitalise(part) };
  if (best.text.length <= MAX_SENTENCE) return best;
  const clause = best.text.split(CLAUSES).find((piece) => occursIn(phrase, piece)) ?? best.text;
  return { text: capitalise(clause.replace(/^(?:and|but|so)\s+/i, "")), whole: false, aside: true };
}

/** Whether a sentence would add to the text: half its content words new, or at least three. */
export function addsTo(sentence: string, text: string): boolean {
  const have = contentWords(text);
  const words = [...contentWords(sentence)];
  const fresh = words.filter((word) => !have.has(word)).length;
  return fresh >= 3 || (words.length > 0 && fresh / words.length >= 0.5);
}
