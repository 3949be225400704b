import { MARKETPLACE_RULES } from "../marketplace-rules";
import type { CheckStep } from "../step";
import { END_JOINERS, cutAtWord, keyWords } from "../text";

const { etsyTagCount, etsyTagLength } = MARKETPLACE_RULES;
const TAG_JOINERS = new Set([...END_JOINERS].filter((w) => w !== "plus"));

/** One tag as Etsy takes it, or null when nothing usable is left. */
function fixTag(raw: string, notes: Set<string>): string | null {
  let tag = raw.trim().replace(/\s+/g, " ");
  if (tag !== tag.toLowerCase()) notes.add("lower case");
  tag = tag.toLowerCase();
  const unled = tag.replace(/^[-'’\s]+/, "").replace(/[\s,;:.!?-]+$/, "");
  if (unled !== tag) notes.add("no leading - or ' or trailing punctuation");
  tag = unled;
  const split = tag.split(" ");
  if (TAG_JOINERS.has(split[0] ?? "") || TAG_JOINERS.has(split.at(-1) ?? "")) return null;
  if (tag.length > etsyTagLength.max) {
    tag = cutAtWord(tag, etsyTagLength.max);
    notes.add(`shortened to ${etsyTagLength.max} characters`);
  }
  return tag.length > 0 && tag.length <= etsyTagLength.max ? tag : null;
}

/** What makes two tags the same for Etsy: their words, singular ("planner" and "planners"). */
export const tagKey = (tag: string) => keyWords(tag).join(" ");

/** Etsy's tag rules: at most 13, each at most 20 characters, no repeats (singular or plural), no leading - or '. */
export const checkTags: CheckStep = (listing) => {
  const notes = new Set<string>();
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of listing.keywords) {
    const tag = fixTag(raw, notes);
    if (tag === null) {
      notes.add("dropped fragments and over-long words");
      continue;
    }
    const key = tagKey(tag);
    if (seen.has(key)) {
      notes.add("repeats dropped (singular or plural)");
      continue;
    }
    seen.add(key);
    tags.push(tag);
  }
  if (tags.length > etsyTagCount.max) notes.add(`cut to ${etsyTagCount.max} tags`);
  const keywords = tags.slice(0, etsyTagCount.max);
  const same = keywords.length === listing.keywords.length && keywords.every((t, i) => t === listing.keywords[i]);
  if (same) return { listing, findings: [] };
  const message = `Fixed the tags for Etsy: ${[...notes].join(", ")}.`;
  return { listing: { ...listing, keywords }, findings: [{ check: "tags", outcome: "repaired", field: "keywords", message }] };
};
