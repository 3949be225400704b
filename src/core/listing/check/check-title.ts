import { MARKETPLACE_RULES } from "../marketplace-rules";
import type { CheckedListing } from "../listing-shape";
import type { CheckStep } from "../step";
import type { CheckFinding } from "../types";
import { collapseSpaces, cutAtWord, quote } from "../text";

const { etsyTitleLength, etsyTitleOnce, etsyTitleRefused, udemySubtitleLength } = MARKETPLACE_RULES;
// What a second (third…) occurrence becomes, so the title still reads.
const SPELLED: Record<string, string> = { "%": " percent", ":": " -", "&": " and ", "+": " and " };

export const checkTitleLength: CheckStep = (listing) => {
  if (listing.title.length <= etsyTitleLength.max) return { listing, findings: [] };
  const title = cutAtWord(listing.title, etsyTitleLength.max);
  const message = `Shortened the title from ${listing.title.length} to ${title.length} characters (Etsy allows ${etsyTitleLength.max}).`;
  return { listing: { ...listing, title }, findings: [{ check: "title-length", outcome: "repaired", field: "title", message }] };
};

export const checkTitleCharacters: CheckStep = (listing) => {
  const refused = etsyTitleRefused.chars.filter((ch) => listing.title.includes(ch));
  let title = listing.title;
  for (const ch of refused) title = title.split(ch).join(" ");
  const repeated = etsyTitleOnce.chars.filter((ch) => title.split(ch).length > 2);
  for (const ch of repeated) {
    const [first = "", ...rest] = title.split(ch);
    title = `${first}${ch}${rest.join(SPELLED[ch] ?? " ")}`;
  }
  if (!refused.length && !repeated.length) return { listing, findings: [] };
  const parts = [
    refused.length ? `removed ${refused.join(" ")} (Etsy refuses them)` : "",
    repeated.length ? `kept only the first ${repeated.join(" ")} (Etsy allows each once)` : "",
  ].filter(Boolean);
  const message = `In the title, ${parts.join(" and ")}.`;
  return { listing: { ...listing, title: collapseSpaces(title) }, findings: [{ check: "title-characters", outcome: "repaired", field: "title", message }] };
};

export const checkSubtitleLength: CheckStep = (listing) => {
  const subtitle = listing.course?.subtitle;
  if (!listing.course || subtitle === undefined || subtitle.length <= udemySubtitleLength.max) return { listing, findings: [] };
  const cut = cutAtWord(subtitle, udemySubtitleLength.max);
  const message = `Shortened the course subtitle from ${subtitle.length} to ${cut.length} characters (Udemy allows ${udemySubtitleLength.max}).`;
  return {
    listing: { ...listing, course: { ...listing.course, subtitle: cut } },
    findings: [{ check: "subtitle-length", outcome: "repaired", field: "course.subtitle", message }],
  };
};

// Two to four words said twice in a row: "Online Course Online Course". One word twice may be a
// name ("Bora Bora"), so it stays.
const DOUBLED = /(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’-]*){1,3})\s+\1(?![\p{L}\p{N}])/giu;

/** A phrase doubled in the title is said once. */
export function titleRepeats(listing: CheckedListing): { listing: CheckedListing; findings: CheckFinding[] } {
  const title = listing.title.replace(DOUBLED, "$1");
  if (title === listing.title) return { listing, findings: [] };
  return {
    listing: { ...listing, title },
    findings: [{ check: "repeats", outcome: "repaired", field: "title", message: `The title said a phrase twice; it now reads ${quote(title)}.` }],
  };
}

/** A title that starts on punctuation lost its first word ("-Hour Yoga Teacher Training"). */
export function titleFragment(listing: CheckedListing): CheckFinding[] {
  const start = /^[^\p{L}\p{N}"'“‘(]/u.exec(listing.title)?.[0];
  return start
    ? [{ check: "fragments", outcome: "review", field: "title", message: `The title starts with ${quote(start)}: a word is missing before it.` }]
    : [];
}
