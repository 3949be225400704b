import { missingFacts } from "../../../../../core/listing/check/check-facts";
import { contentWords as meaningful } from "../../../../../core/listing/text";
import type { KeyFact } from "../../../../../core/listing/types";
import type { GeneratedListing } from "../../../listing";
import { asSentence, lowerFirst } from "../../../text/polish";
import type { Source } from "../types";
import { leansOnBefore, sellerSentences, spoken } from "./wording";

// Tags alone do not count: a buyer reads the fact in the copy or not at all.
const textOf = (listing: GeneratedListing) =>
  JSON.stringify({ ...listing, keywords: [] })
    .toLowerCase()
    .replace(/\\u201[cd]/g, '"');

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const WEEKDAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday";

/** A name in a setting that says what it is: "Runs from August to July", "Weeks start on Monday or Sunday", "A gift for New Yorkers". */
function settingLine(name: string, text: string): string | null {
  const span = new RegExp(`\\b(${MONTHS})\\s+(?:to|through|–|-)\\s+(${MONTHS})\\b`).exec(text);
  if (span && span[0].includes(name)) return `Runs from ${span[1]} to ${span[2]}`;
  const start = new RegExp(`\\b(${WEEKDAYS})(?:\\s*(?:&|and|or|/)\\s*(${WEEKDAYS}))?[\\s-]+starts?\\b`, "i").exec(text);
  if (start && start[0].includes(name)) return `Weeks start on ${start[2] ? `${start[1]} or ${start[2]}` : start[1]}`;
  const gift = new RegExp(`\\b(\\w+ )?gift for ${escapeName(name)}`, "i").exec(text);
  return gift ? `A ${gift[1] ?? ""}gift for ${name}` : null;
}

/** "Diwali gift", "an Eid gift": a gift for the day the name is, when no sentence of the seller's says so. */
function giftLine(name: string, text: string): string | null {
  return new RegExp(`\\b${escapeName(name)}\\s+gifts?\\b`, "i").test(text) ? `${/^[AEIOU]/.test(name) ? "An" : "A"} ${name} gift` : null;
}

/** The seller's own sentence that carries a name, when it reads as listing copy as it stands. */
function sellerLine(name: string, s: Source): string | null {
  const pattern = new RegExp(`(?<![\\p{L}\\d])${escapeName(name)}(?![\\p{L}\\d])`, "iu");
  const sentence = sellerSentences(s).find((candidate) => pattern.test(candidate));
  // Kept as the seller ended it ("… what they are looking at."), with the name in its own casing.
  return sentence ? sentence.replace(pattern, name).replace(/([^.!])$/, "$1.") : null;
}

const PRONOUNS_AND_LINKS = new Set("it this they you these as by for to of at so but because if when which who that".split(" "));
const LEADING = /^(?:and|or|with|plus|including|also|then|from|in|on)\s+/i;
const OPENER: Record<Source["facts"]["category"], string> = { course: "Covers", planner: "Includes", wallart: "Features", others: "Includes" };

const PARTICIPLE = /^(?:as\s+)?(?:\p{L}+ed|seen|taken|drawn|shot|shown|made|written|done)\b/iu;

/**
 * How the product was made, said of it: "Filmed during a real refit in a 1930s semi in Leeds, this
 * course covers …" → "The course was filmed during …"; "The Cosmic Cliffs of the Carina Nebula, as
 * seen by the James Webb Space Telescope" → "Features the Cosmic Cliffs …, as seen by …".
 */
function made(parts: readonly string[], at: number, s: Source): string | null {
  const clause = parts[at]?.replace(/[.!]+$/, "").trim() ?? "";
  const words = clause.split(/\s+/);
  const keepName = (word: string) => s.facts.names.some((name) => name.split(/\s+/)[0] === word);
  if (!PARTICIPLE.test(clause) || words.length < 3 || words.length > 14) return null;
  if (at === 0 && !/^as\s/i.test(clause) && /^this\s/i.test(parts[1] ?? ""))
    return `The ${s.facts.category === "course" ? "course" : s.head} was ${lowerFirst(clause, keepName)}`;
  const before = parts[at - 1]?.trim() ?? "";
  const nounPhrase = before.split(/\s+/).length <= 10 && !/\b(?:is|are|was|were|has|have|it|you|this|that)\b/i.test(before);
  return at > 0 && /^as\s/i.test(clause) && nounPhrase && before ? `${OPENER[s.facts.category]} ${lowerFirst(before, keepName)}, ${clause}` : null;
}

/**
 * The short part of a seller's sentence that holds a name ("3 card and Celtic Cross spread pages",
 * "the London System"), said as what the product covers, includes or features; never a clause of
 * the seller's story, a question or a clause that is already a sentence of its own.
 */
function clauseLine(name: string, s: Source): string | null {
  for (const sentence of s.sentences) {
    if (!sentence.includes(name) || sentence.endsWith("?") || /\b(?:I|I'm|I've|my|we|our)\b/.test(sentence)) continue;
    // "…: Bordeaux, Burgundy, the Loire, Rhône and Alsace, each with …": the names listed after a colon, whole.
    const list = /:\s+([^:]+?)(?:,\s+(?:each|all|with|which|where|so)\b[^:]*)?[.!]?$/.exec(sentence)?.[1];
    if (list?.includes(name) && list.includes(",") && list.split(/\s+/).length <= 16 && !/\b(?:is|are|was|were)\b/.test(list))
      return `${OPENER[s.facts.category]} ${list}`;
    const parts = sentence.split(/\s*[,;:()—–]\s*|\s+-\s+/);
    const at = parts.findIndex((part) => part.includes(name));
    const said = made(parts, at, s);
    if (said) return said;
    const clause = parts[at]
      ?.replace(LEADING, "")
      .replace(/[.!]+$/, "")
      .trim();
    const words = clause?.split(/\s+/) ?? [];
    const first = (words[0] ?? "").toLowerCase();
    // "filmed during a refit in Leeds", "as seen by …", "meets the PMI requirement" are not things it covers.
    if (!clause || words.length > 12 || words.length < 2 || PRONOUNS_AND_LINKS.has(first) || s.verbs.has(first) || first.endsWith("ed")) continue;
    if (words.length > 3 && /\b(?:is|are|was|were|has|have|can|will)\b/i.test(clause)) continue;
    return `${OPENER[s.facts.category]} ${/^\p{Lu}{2}|^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(clause) || clause.startsWith(name) ? clause : clause.charAt(0).toLowerCase() + clause.slice(1)}`;
  }
  return null;
}

/** One plain sentence for a fact the fields above did not find room for, or null when there is nothing true to add. */
function sentenceFor(fact: KeyFact, s: Source): string | null {
  switch (fact.kind) {
    case "name":
      return (
        settingLine(fact.label, s.sentences.join(" ")) ?? sellerLine(fact.label, s) ?? giftLine(fact.label, s.sentences.join(" ")) ?? clauseLine(fact.label, s)
      );
    case "size":
      return `Available in ${fact.label}`;
    case "duration":
      // A course runs for its whole length only; a lesson's length is said in the seller's sentence.
      if (s.facts.category !== "course") return `Runs for ${spoken(fact.label)}`;
      // As the seller wrote it: "Most people finish in two weeks."
      return [fact.label, ...fact.matches].map((match) => sellerLine(match, s) ?? clauseLine(match, s)).find(Boolean) ?? null;
    case "count":
      return `Comes with ${fact.label}`;
    case "year":
      return `Dated ${fact.label}`;
    case "quote":
      return `Reads “${fact.label}”`;
    case "app":
      return `Works with ${fact.label}`;
    case "outline":
      return `Covers ${fact.label}`;
    case "subject":
      return `All about ${fact.label}`;
    default:
      return fact.label;
  }
}

const MIN_FRESH_SHARE = 0.5;
const MIN_DETAIL_WORDS = 5;
const MAX_DETAILS = 4;
// Words that carry something: "you", "should", "have" and "both" say nothing the listing could lack.
const contentWords = (text: string) => [...meaningful(text)].filter((word) => word.length > 2);
const wordCount = (text: string) => text.split(/[^\p{L}\d]+/u).filter((word) => word.length > 2).length;
// Besides one that leans on the one before it: "No, and …", and one that opens on its verb ("Is not include lessons"), which has lost its subject.
const LEANS = /^(?:no,|is|are|was|were|has|have|does|do)(?=\s|$)/i;
// "Christmas Planner printable – get organised …", "Step 1 dedicated study schedule – 8 weeks": the seller's heading, said by the title.
const HEADING = /^[^.,:;!?]{3,50}\s[–—]\s/u;

/**
 * The seller's own sentences that say what the listing does not yet ("Requires a Mac (Apple silicon
 * is best; Windows won't work).", "Vegetarian option for every recipe."), as a paragraph of the long
 * description: clean statements only, at most four, each mostly words the listing has not used.
 */
export function withSellerDetails(listing: GeneratedListing, s: Source): GeneratedListing {
  const said = new Set(contentWords(textOf(listing)));
  const details: string[] = [];
  for (const sentence of sellerSentences(s)) {
    if (details.length >= MAX_DETAILS) break;
    const words = contentWords(sentence);
    const fresh = words.filter((word) => !said.has(word));
    // Who it is for is named once in the description.
    const again = s.facts.audience.some(
      (who) => sentence.toLowerCase().includes(who.toLowerCase()) && listing.longDescription.toLowerCase().includes(who.toLowerCase()),
    );
    // A module or part the listing already lists ("Acids and bases (a pKa table …)"), said with the others.
    const listed = [...s.facts.outline, ...s.facts.included].some((item) => sentence.toLowerCase().startsWith(item.toLowerCase()));
    if (
      again ||
      listed ||
      leansOnBefore(sentence) ||
      LEANS.test(sentence) ||
      HEADING.test(sentence) ||
      wordCount(sentence) < MIN_DETAIL_WORDS ||
      fresh.length < words.length * MIN_FRESH_SHARE
    )
      continue;
    details.push(/[.!]$/.test(sentence) ? sentence : asSentence(sentence));
    for (const word of words) said.add(word);
  }
  if (details.length === 0) return listing;
  // A regeneration places them elsewhere: at the end, after the opening paragraph, or inside it.
  const [first = "", ...rest] = listing.longDescription.split("\n\n");
  const placed =
    [
      [first, ...rest, details.join(" ")],
      [first, details.join(" "), ...rest],
      [`${first} ${details.join(" ")}`, ...rest],
    ][s.variant % 3] ?? [];
  return { ...listing, longDescription: placed.join("\n\n") };
}

/**
 * The last writing step: every key fact the fields do not carry yet gets one sentence at the end
 * of the long description, so no size, duration or name the seller wrote is dropped.
 */
export function coverFacts(listing: GeneratedListing, s: Source): GeneratedListing {
  const text = textOf(listing);
  // The subject is in place as the listing check reads it, word by word, a plural as its singular
  // ("plants" in "Plant System"): no "Good to know: All about plants."
  const subjectMissing = new Set(missingFacts(listing, s.facts).filter((fact) => fact.kind === "subject"));
  const missing = s.facts.keyFacts.filter((fact) => (fact.kind === "subject" ? subjectMissing.has(fact) : !fact.matches.some((match) => text.includes(match))));
  if (missing.length === 0) return listing;
  // One seller sentence often carries several names ("Bordeaux, Loire and Rhône"): each is written once.
  const lines: string[] = [];
  for (const fact of missing) {
    const line = fact.matches.some((match) => lines.some((written) => written.toLowerCase().includes(match))) ? null : sentenceFor(fact, s);
    if (line && !lines.includes(line)) lines.push(line);
  }
  if (lines.length === 0) return listing;
  return {
    ...listing,
    longDescription: `${listing.longDescription}\n\nGood to know: ${lines.map((line) => (/[.!]$/.test(line) ? line : asSentence(line))).join(" ")}`,
  };
}
