import type { KeyFact } from "../../../../core/listing/types";
import type { GeneratedListing } from "../../listing";
import { asSentence, joinList } from "../../text/polish";
import type { Source } from "../types";
import { spoken } from "./wording";

// Tags alone do not count: a buyer reads the fact in the copy or not at all.
const textOf = (listing: GeneratedListing) =>
  JSON.stringify({ ...listing, keywords: [] })
    .toLowerCase()
    .replace(/\\u201[cd]/g, '"');

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The seller's own words around a name: "Yoga Alliance RYT-200" for "RYT-200". */
function contextOf(name: string, s: Source): string | null {
  const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
  const span = new RegExp(`\\b(${MONTHS})\\s+(?:to|through|–|-)\\s+(${MONTHS})\\b`).exec(s.sentences.join(" "));
  if (span && span[0].includes(name)) return `Runs from ${span[1]} to ${span[2]}`;
  const gift = new RegExp(`\\b(\\w+ )?gift for ${escapeName(name)}`, "i").exec(s.sentences.join(" "));
  if (gift) return `A ${gift[1] ?? ""}gift for ${name}`;
  const escaped = escapeName(name);
  const found = new RegExp(`(?:\\p{Lu}[\\p{L}-]*\\s){1,3}${escaped}`, "u").exec(s.sentences.join(" "));
  return found ? found[0] : null;
}

/** One plain sentence for a fact the fields above did not find room for. */
function sentenceFor(fact: KeyFact, s: Source): string {
  switch (fact.kind) {
    case "name":
      return contextOf(fact.label, s) ?? (s.facts.category === "wallart" ? `The artwork shows ${fact.label}` : `Mentions ${fact.label}`);
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
  const names = missing.filter((fact) => fact.kind === "name");
  const others = missing.filter((fact) => fact.kind !== "name");
  const lines = [
    ...others.map((fact) => asSentence(sentenceFor(fact, s))),
    ...(names.length > 0 ? [asSentence(sentenceFor({ ...names[0]!, label: joinList(names.map((n) => n.label)) }, s))] : []),
  ];
  return { ...listing, longDescription: `${listing.longDescription}\n\nGood to know: ${lines.join(" ")}` };
}
