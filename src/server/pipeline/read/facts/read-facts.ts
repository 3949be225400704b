import type { FactSheet } from "../../../../core/listing/types";
import type { GenerationInput } from "../../listing";
import { analyse, type Analysis } from "./analyse";
import { readAudience, readLevel } from "./audience";
import { readIncluded, readQuotes } from "./contents";
import { deliveryOf, printableOf, readApps, readFormats } from "./formats";
import { keyFactsOf } from "./key-facts";
import { readCounts, readDurations, readSizes, readYears } from "./measures";
import { readNames, withNames } from "./names";
import { deliveryNegation, readNegations } from "./negations";
import { readOutline } from "./outline";
import { productOf, quotePrint } from "./product";
import { readCourseInfo } from "./course-info";
import { correctTypos, spellingOf } from "./spelling";

/** "Fine art photo print" alone in a wall-art description says what the print is, not what is in it. */
const ART_FORM = /\b(?:print|poster|photo|photograph|canvas|artwork)$/i;
function withoutArtForm(category: GenerationInput["category"], items: string[]): string[] {
  return category === "wallart" && items.length === 1 && ART_FORM.test(items[0] ?? "") ? [] : items;
}

/** A part of one word the text never uses as a noun, only as an adjective, adverb or particle ("easy" of "easy, tempo, intervals", "Up, up and away!") is no thing. */
const loneAdjective = (item: string, nouns: ReadonlySet<string>, adjectives: ReadonlySet<string>) => {
  const word = item.toLowerCase().trim();
  return !word.includes(" ") && adjectives.has(word) && !nouns.has(word);
};

const SELLER = /\b(?:I|I'm|I've|my|we|our)\b/;

/**
 * A print runs for no length of time: a duration in wall art is the seller's story ("I illustrated it
 * over about three weeks", "for about fifteen minutes the low sun …") unless it is said of the buyer's
 * use ("Make a personalised map of any city in about 10 minutes").
 */
function buyersTime(read: Analysis) {
  const used = read.sentences.filter(
    (sentence) =>
      !SELLER.test(sentence.text) && (/\byou(?:r)?\b/i.test(sentence.text) || sentence.tokens.find((token) => /\p{L}/u.test(token.value))?.pos === "VERB"),
  );
  const found = used.flatMap((sentence) => readDurations(sentence.text));
  return found.filter((duration, i) => found.findIndex((other) => other.label === duration.label) === i);
}

/**
 * Reads the creator's description and choices into the facts every generator writes from
 * (issue 12): deterministic, offline, no invented values. Typos are corrected first, so every
 * later reading sees the real words.
 */
export function readFacts(input: GenerationInput): FactSheet {
  const { text: description, corrections } = correctTypos(input.description);
  const read = analyse(description);
  const text = read.sentences.map((sentence) => sentence.text).join(" ");
  const negations = readNegations(text);
  const beginnerNegated = negations.some((negation) => negation.label === "not for beginners");
  const apps = readApps(text, input.targetPlatform);
  const formats = readFormats(text, input.fileFormats);
  const delivery = deliveryOf(input.category, apps, formats, text);
  const fromDelivery = deliveryNegation(delivery, printableOf(formats, text));
  const sizes = readSizes(text);
  const durations = input.category === "wallart" ? buyersTime(read) : readDurations(text);
  const years = readYears(text);
  const counts = readCounts(text);
  const names = readNames(
    read.sentences.map((sentence) => sentence.text),
    description,
  );
  // Every name keeps its capitals in the parts and modules, beyond the ones kept as facts ("Bellini, Giorgione and Titian").
  const everyName = readNames(
    read.sentences.map((sentence) => sentence.text),
    description,
    Number.POSITIVE_INFINITY,
  );
  const named = (phrases: string[]) => phrases.map((phrase) => withNames(phrase, everyName));
  const outline = input.category === "course" ? named(readOutline(read.lines, text)) : [];
  const tagged = (...pos: string[]) =>
    new Set(read.sentences.flatMap((sentence) => sentence.tokens.filter((token) => pos.includes(token.pos)).map((token) => token.normal)));
  const nouns = tagged("NOUN", "PROPN");
  const adjectives = tagged("ADJ", "ADV", "ADP", "PART", "INTJ");
  const quotes = readQuotes(description, input.category);
  const read_ = productOf(read, input.category, names, apps, input.productName);
  const { product, subject, sure } = input.productName?.trim()
    ? read_
    : quotePrint(
        read_,
        quotes[0],
        read.sentences.map((sentence) => sentence.text),
        input.category,
      );
  const level = readLevel(text, beginnerNegated);
  const sheet = {
    category: input.category,
    product,
    subject,
    subjectSure: sure,
    audience: readAudience(text, beginnerNegated),
    level,
    negations: fromDelivery ? [...negations, fromDelivery] : negations,
    counts: counts.map((m) => m.label),
    sizes: sizes.map((m) => m.label),
    durations: durations.map((m) => m.label),
    years: years.map((m) => m.label),
    // "Works in GoodNotes, Notability and Xodo" names apps, not parts of the product.
    included: withoutArtForm(
      input.category,
      named(readIncluded(read.lines, text, input.category)).filter(
        (item) =>
          ![...apps, ...formats].some((name) => item.toLowerCase().includes(name.toLowerCase())) &&
          !item.toLowerCase().includes(product.toLowerCase()) &&
          !outline.some((topic) => item.toLowerCase().includes(topic.toLowerCase())) &&
          !loneAdjective(item, nouns, adjectives) &&
          // "Dated Planner 2026, Hyperlinked Planner" in a keyword-stuffed title names the product again.
          !(
            item.split(/\s+/).length <= 3 &&
            /\b(?:planner|journal|template)s?\b/i.test(item) &&
            /\b(?:digital|printable|hyperlinked|dated|undated|ipad|goodnotes|notability|notion|20\d\d)\b/i.test(item)
          ),
      ),
    ),
    formats,
    apps,
    delivery,
    outline,
    ...(input.category === "course" ? { courseInfo: readCourseInfo(read.sentences, input.description, level) } : {}),
    quotes,
    names,
    // The seller's voice (issue 33) may fix the spelling; its words to avoid are the check's to keep out.
    spelling: input.voice && input.voice.spelling !== "auto" ? input.voice.spelling : spellingOf([...read.words]),
    corrections,
    ...(input.voice?.avoid.length ? { avoid: input.voice.avoid } : {}),
  };
  return {
    ...sheet,
    keyFacts: keyFactsOf(
      sheet,
      { counts, sizes, durations, years },
      read.sentences.map((sentence) => sentence.text),
    ),
  };
}
