import { contentWords } from "../../../../../core/listing/text";
import { endWith, paragraphsOf, sentencesOf } from "./text";
import { addsTo, type SellerSentence } from "./seller";

/** At most this many sentences or items are added: longer, not padded. */
const MOST_ADDED = 3;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

const similar = (a: string, b: string) => {
  const left = contentWords(a);
  const right = contentWords(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared || 1) >= 0.5;
};

/**
 * Prose made longer with what it does not say yet: the seller's own sentences first, then the
 * writer's other wordings' sentences, each only when it brings new words. Adds until the text
 * has more words than `than` (the stored text), one sentence at least.
 */
export function longerProse(text: string, than: string, sources: { seller: readonly SellerSentence[]; drafts: readonly string[] }, max: number): string {
  const candidates = [
    ...sources.seller.filter((sentence) => sentence.whole && !sentence.aside).map((sentence) => sentence.text),
    ...sources.drafts.flatMap(sentencesOf),
  ];
  const added: string[] = [];
  let result = text;
  for (const candidate of candidates) {
    if (added.length >= MOST_ADDED || (added.length > 0 && wordsIn(result) > wordsIn(than))) break;
    const sentence = endWith(candidate, ".");
    if (!addsTo(sentence, result)) continue;
    const next = added.length === 0 && paragraphsOf(text).length > 1 ? `${result}\n\n${sentence}` : `${result} ${sentence}`;
    if (next.length > max) break;
    added.push(sentence);
    result = next;
  }
  return result;
}

/** A list with more items: the writer's other wordings' items, then the seller's lines and short sentences. */
export function longerList(items: readonly string[], than: readonly string[], candidates: readonly string[], max: number): string[] {
  const result = [...items];
  let added = 0;
  for (const candidate of candidates) {
    if (result.length >= max || added >= MOST_ADDED || (added > 0 && wordsIn(result.join(" ")) > wordsIn(than.join(" ")))) break;
    const item = candidate.replace(/[.;:]+$/, "").trim();
    if (!item || item.length > 160 || result.some((existing) => similar(existing, item))) continue;
    result.push(item);
    added++;
  }
  return result;
}
