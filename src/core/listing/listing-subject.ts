import { isTopicNoun, salientNouns } from "./description-reading";
import type { CheckedListing } from "./listing-shape";
import type { MeasureContext, Offence } from "./property-types";
import { GENERIC_AUDIENCE, isKindWord, topicWords } from "./stock-words";
import { keyWords, occurrences, quote } from "./text";
import type { FactSheet } from "./types";

/** What sort of stock word a subject is made of, for the reason given. */
function stockKind(subject: string, facts: FactSheet): string {
  const words = keyWords(subject);
  if (words.some((w) => isKindWord(w, facts.category))) return "is a category word";
  return words.some((w) => GENERIC_AUDIENCE.has(w)) ? "is a broad audience" : "says nothing about the product";
}

/** A subject of two words or more that a quote of the description holds: the words a quote print prints. */
export const printedSubject = (subject: string, facts: FactSheet) =>
  keyWords(subject).length >= 2 && facts.quotes.some((q) => occurrences(keyWords(q), keyWords(subject)).length > 0);

/** The listing's subject, or why there is none that a title could be held to. */
export type SubjectReading = { named: string; words: string[] } | { named: null; why: string };

const MIN_TAGS_WITH_SUBJECT = 3;

/**
 * The subject the title and tags must carry: the creator's product name, else the fact sheet's
 * subject unless it is a category word, a broad audience, or (with the description read) not a
 * noun the description is about ("Same Gentle", "Hand", "Choose Paper"): those count as none.
 */
export function readSubject(facts: FactSheet, context: MeasureContext = {}): SubjectReading {
  const name = context.productName?.trim();
  if (name) return { named: name, words: topicWords(name, facts.category) };
  if (facts.subjectSure === false) return { named: null, why: "the reader was not sure what the product is called" };
  const subject = facts.subject?.trim();
  if (!subject) return { named: null, why: "the reader found no subject" };
  // A quote print's subject is the words it prints ("not today"), whatever their parts of speech.
  if (printedSubject(subject, facts)) return { named: subject, words: keyWords(subject) };
  const words = topicWords(subject, facts.category);
  if (!words.length) return { named: null, why: `${quote(subject)} ${stockKind(subject, facts)}, not a subject` };
  const { reading } = context;
  if (reading && !words.some((w) => isTopicNoun(reading, w))) return { named: null, why: `${quote(subject)} is not a noun the description is about` };
  return { named: subject, words };
}

/**
 * The subject's head word ("bookkeeping" of "small business bookkeeping"), or two of its words. In a
 * title, an activity's thing counts as its head too: "Habit Planner" names "habit tracking".
 */
export const carries = (text: string, words: readonly string[], activity = false) => {
  const have = new Set(keyWords(text));
  const head = words.at(-1);
  const thing = activity && words.length === 2 && head?.endsWith("ing") ? words[0] : undefined;
  return (
    (head !== undefined && have.has(head)) || (thing !== undefined && have.has(thing)) || words.filter((w) => have.has(w)).length >= Math.min(2, words.length)
  );
};

function fallbackTerms(facts: FactSheet, context: MeasureContext): string[] | null {
  return context.reading ? salientNouns(context.reading, facts.category) : null;
}

const mentionsAny = (text: string, terms: readonly string[]) => keyWords(text).some((w) => terms.includes(w));

/** A quote print's subject is its quote: "She Believed She Could, So She Did Quote Print". */
const quotes = (text: string, facts: FactSheet) => facts.quotes.some((q) => occurrences(keyWords(text), keyWords(q)).length > 0);

/** (a) The title names the subject; without one, it is more than stock words and (read) names a salient noun. */
export function titleMissesSubject(listing: CheckedListing, facts: FactSheet, context: MeasureContext = {}): Offence[] {
  const subject = readSubject(facts, context);
  const text = listing.title;
  if (subject.named !== null) return carries(text, subject.words, true) ? [] : [{ text, why: `it does not name the subject ${quote(subject.named)}` }];
  if (facts.subjectSure === false) return [{ text, why: subject.why }];
  if (!topicWords(text, facts.category).length) return [{ text, why: `it says only what kind of product this is (${subject.why})` }];
  const terms = fallbackTerms(facts, context);
  if (terms && terms.length && !mentionsAny(text, terms) && !quotes(text, facts))
    return [{ text, why: `it names none of what the description is about (${terms.join(", ")}); ${subject.why}` }];
  return [];
}

/** (e) At least three tags carry the subject (or, without one, a salient noun of the description). */
export function tagsWithoutSubject(listing: CheckedListing, facts: FactSheet, context: MeasureContext = {}): Offence[] {
  const subject = readSubject(facts, context);
  const terms = subject.named === null ? fallbackTerms(facts, context) : null;
  const withSubject = listing.keywords.filter((tag) => (subject.named !== null ? carries(tag, subject.words) : terms !== null && mentionsAny(tag, terms)));
  if (withSubject.length >= MIN_TAGS_WITH_SUBJECT) return [];
  const what = subject.named !== null ? quote(subject.named) : terms?.length ? `any of ${terms.join(", ")}` : `a subject (${subject.why})`;
  return [{ text: `${withSubject.length} of ${listing.keywords.length} tags`, why: `fewer than ${MIN_TAGS_WITH_SUBJECT} tags carry ${what}` }];
}
