import type { KeyFact } from "../../../../core/listing/types";
import type { GeneratedListing } from "../../listing";
import { asSentence } from "../../text/polish";
import type { Source } from "../types";
import { sellerSentences, spoken } from "./wording";

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

/** The seller's own sentence that carries a name, when it reads as listing copy as it stands. */
function sellerLine(name: string, s: Source): string | null {
  const pattern = new RegExp(`(?<![\\p{L}\\d])${escapeName(name)}(?![\\p{L}\\d])`, "iu");
  const sentence = sellerSentences(s).find((candidate) => pattern.test(candidate));
  // Kept as the seller ended it ("… what they are looking at."), with the name in its own casing.
  return sentence ? sentence.replace(pattern, name).replace(/([^.!])$/, "$1.") : null;
}

/** One plain sentence for a fact the fields above did not find room for, or null when there is nothing true to add. */
function sentenceFor(fact: KeyFact, s: Source): string | null {
  switch (fact.kind) {
    case "name":
      return settingLine(fact.label, s.sentences.join(" ")) ?? sellerLine(fact.label, s);
    case "size":
      return `Available in ${fact.label}`;
    case "duration":
      return `Runs for ${spoken(fact.label)}`;
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

/**
 * The last writing step: every key fact the fields do not carry yet gets one sentence at the end
 * of the long description, so no size, duration or name the seller wrote is dropped.
 */
export function coverFacts(listing: GeneratedListing, s: Source): GeneratedListing {
  const text = textOf(listing);
  const missing = s.facts.keyFacts.filter((fact) => !fact.matches.some((match) => text.includes(match)));
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
