import { tagKey } from "./check/check-tags";
import { isTagNoun } from "./description-reading";
import { GENERIC_TAGS } from "./generic-tags";
import { printedSubject, readSubject } from "./listing-subject";
import type { CheckedListing } from "./listing-shape";
import type { MeasureContext, Offence } from "./property-types";
import { refusedTagCharacters } from "./tag-characters";
import { isKindWord, isMarketingWord, isStockWord, KIND_PHRASES, topicWords, VAGUE } from "./stock-words";
import { keyWords, quote } from "./text";
import type { FactSheet } from "./types";

/** Audiences that name nobody; as a tag's topic they say nothing ("course for people"). */
const NOBODY = new Set(["people", "person", "everyone", "anyone", "someone", "you", "yourself"]);
const GENERIC_KEYS = new Set([...GENERIC_TAGS].map(tagKey));

/** A tag without its last category word or phrase: "online course" of "online course lessons". */
function withoutKind(tagWords: string[], facts: FactSheet): string[] {
  const phrase = KIND_PHRASES.find((p) => p.length <= tagWords.length && p.every((w, i) => tagWords[tagWords.length - p.length + i] === w));
  if (phrase) return tagWords.slice(0, -phrase.length);
  return isKindWord(tagWords.at(-1) ?? "", facts.category) ? tagWords.slice(0, -1) : tagWords;
}

/** A tag whose topic is itself a category word or a nobody-audience: "course lessons", "tracker spreadsheet", "people programme". */
function categoryTopic(tag: string, facts: FactSheet): boolean {
  if (topicWords(tag, facts.category).length || GENERIC_KEYS.has(tagKey(tag))) return false;
  // Packaging, rooms and styles frame a topic ("printable planner", "kitchen art print"); they are not one.
  const topic = withoutKind(
    keyWords(tag).filter((w) => isKindWord(w, facts.category) || NOBODY.has(w)),
    facts,
  );
  return topic.length > 0;
}

/** (d) A category word or a nobody-audience used as the topic: of the subject ("online course") or of a tag. */
export function categoryAsTopic(listing: CheckedListing, facts: FactSheet, context: MeasureContext = {}): Offence[] {
  const subject = context.productName?.trim() || facts.subject?.trim();
  const offences: Offence[] = [];
  if (subject && !topicWords(subject, facts.category).length && keyWords(subject).some((w) => isKindWord(w, facts.category) || NOBODY.has(w)))
    offences.push({ text: subject, why: "the subject is a category word" });
  for (const tag of listing.keywords) if (categoryTopic(tag, facts)) offences.push({ text: tag, why: "its topic is a category word" });
  return offences;
}

/** Words a tag may stand on besides the description's nouns: the subject's, when it is sound. */
function namedWords(facts: FactSheet, context: MeasureContext): Set<string> {
  const subject = readSubject(facts, context);
  // "quote print" names what a print of printed words is.
  const printed = subject.named !== null && printedSubject(subject.named, facts) ? ["quote"] : [];
  // The apps the seller names are what buyers search with it ("figma", "lightroom course"), as the eval sellers expect.
  const apps = facts.apps.flatMap((app) => keyWords(app));
  return new Set([...(subject.named === null ? [] : [...subject.words, ...printed]), ...apps]);
}

/**
 * (f) A tag on a word that is not the product: its words beyond the stock frame ("course", "learn",
 * "gift", "for bathrooms") must hold a noun the description is about, or a word of the product's
 * name. "same gentle class" (adjectives), "hitting course" (a verb), "latin gift" (a passing modifier).
 * Needs the description read; without it nothing is judged.
 */
export function offTopicTags(listing: CheckedListing, facts: FactSheet, context: MeasureContext = {}): Offence[] {
  const { reading } = context;
  if (!reading) return [];
  const named = namedWords(facts, context);
  return listing.keywords
    .filter((tag) => {
      const topic = keyWords(tag).filter((w) => !isStockWord(w, facts.category) || isMarketingWord(w) || VAGUE.has(w) || reading.plain?.has(w));
      return topic.length > 0 && !topic.some((w) => named.has(w) || isTagNoun(reading, w));
    })
    .map((tag) => ({ text: tag, why: "no word of it beyond the stock frame is a noun the description is about" }));
}

/** (g) Characters Etsy refuses in a tag, and two tags that differ only by a plural. */
export function illegalTags(listing: CheckedListing): Offence[] {
  const offences: Offence[] = listing.keywords
    .filter((tag) => refusedTagCharacters(tag).length)
    .map((tag) => ({ text: tag, why: `Etsy refuses ${refusedTagCharacters(tag).map(quote).join(" ")}` }));
  const seen = new Map<string, string>();
  for (const tag of listing.keywords) {
    const earlier = seen.get(tagKey(tag));
    if (earlier !== undefined) offences.push({ text: tag, why: `it repeats ${quote(earlier)}, singular or plural` });
    else seen.set(tagKey(tag), tag);
  }
  return offences;
}
