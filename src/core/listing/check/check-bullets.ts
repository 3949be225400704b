import { fieldLabel, getList, minItems, setList, type ListField } from "../fields";
import type { CheckedListing } from "../listing-shape";
import type { CheckStep } from "../step";
import { titleFragment, titleRepeats } from "./check-title";
import type { CheckFinding, FactSheet } from "../types";
import { END_JOINERS, START_JOINERS, contentWords, keyWords, quote, words } from "../text";

const FRAGMENT_FIELDS: ListField[] = ["features", "benefits", "usp", "useCases", "course.whatYouWillLearn", "course.courseFeatures"];
/** Lists read side by side by a buyer: a line in one must not come back in another. */
const REPEAT_GROUPS: ListField[][] = [
  ["features", "benefits", "usp"],
  ["useCases"],
  ["course.whatYouWillLearn"],
  ["course.courseFeatures", "course.curriculumHighlights"],
  ["course.requirements"],
  ["course.whoThisCourseIsFor"],
];
const NEAR_REPEAT = 0.75;

/** Why a bullet is not a complete phrase, or null when it is one. */
export function fragmentReason(bullet: string, names: string[]): string | null {
  const tokens = words(bullet);
  const spaced = bullet.split(/\s+/);
  const first = spaced[0] ?? "";
  // Whole words as written, so "lived-in" or "check-in" do not end on "in".
  const last = (spaced.at(-1) ?? "").toLowerCase().replace(/[.!?)"”’]+$/, "");
  if (tokens.length < 3) return "it has fewer than three words";
  if (/[,;:&+/–—-]$/.test(bullet)) return "it ends on a separator";
  if (END_JOINERS.has(last)) return `it ends on “${last}”`;
  if (START_JOINERS.has(first.toLowerCase())) return `it starts on “${first}”`;
  const brand = /^\p{Ll}+\p{Lu}/u.test(first) || names.some((n) => first.startsWith(n));
  if (/^\p{Ll}/u.test(bullet) && !brand) return "it starts in lower case, mid-sentence";
  const count = (re: RegExp) => (bullet.match(re) ?? []).length;
  if (count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/\]/g) || count(/"/g) % 2 === 1) return "it has an unclosed bracket or quote";
  return null;
}

/** Drops `item` from a list when the list keeps its minimum; otherwise leaves it for review. */
export function dropItem(listing: CheckedListing, field: ListField, index: number): CheckedListing | null {
  const items = getList(listing, field);
  if (items.length - 1 < minItems(field)) return null;
  return setList(
    listing,
    field,
    items.filter((_, i) => i !== index),
  );
}

export interface Fragment {
  field: ListField;
  index: number;
  bullet: string;
  reason: string;
}

/** Every bullet that is not a complete phrase, each list from its end (dropping one keeps the others' places). */
export function findFragments(listing: CheckedListing, names: string[]): Fragment[] {
  return FRAGMENT_FIELDS.flatMap((field) =>
    getList(listing, field)
      .map((bullet, index) => ({ field, index, bullet, reason: fragmentReason(bullet, names) }))
      .filter((found): found is Fragment => found.reason !== null)
      .reverse(),
  );
}

export const checkFragments: CheckStep = (listing: CheckedListing, facts: FactSheet) => {
  const findings: CheckFinding[] = titleFragment(listing);
  let next = listing;
  for (const { field, index, bullet, reason } of findFragments(listing, facts.names)) {
    const dropped = dropItem(next, field, index);
    if (dropped) next = dropped;
    findings.unshift(
      dropped
        ? { check: "fragments", outcome: "repaired", field, message: `Dropped ${quote(bullet)} from ${fieldLabel(field)}: ${reason}.` }
        : {
            check: "fragments",
            outcome: "review",
            field,
            message: `${quote(bullet)} in ${fieldLabel(field)} is not a complete phrase (${reason}); rewrite it.`,
          },
    );
  }
  return { listing: next, findings };
};

const similar = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared || 1);
};

export const checkRepeats: CheckStep = (listing) => {
  const title = titleRepeats(listing);
  const findings: CheckFinding[] = title.findings;
  let next = title.listing;
  for (const group of REPEAT_GROUPS) {
    const kept: Array<{ text: string; field: ListField; key: string; content: Set<string> }> = [];
    for (const field of group) {
      for (let i = 0; i < getList(next, field).length; i++) {
        const text = getList(next, field)[i] ?? "";
        const key = keyWords(text).join(" ");
        const content = contentWords(text);
        const earlier = kept.find((k) => k.key === key || (content.size >= 3 && k.content.size >= 3 && similar(k.content, content) >= NEAR_REPEAT));
        if (!earlier) {
          kept.push({ text, field, key, content });
          continue;
        }
        const dropped = dropItem(next, field, i);
        const where = `${quote(earlier.text)} in ${fieldLabel(earlier.field)}`;
        if (dropped) {
          next = dropped;
          i--;
          findings.push({ check: "repeats", outcome: "repaired", field, message: `Dropped ${quote(text)} from ${fieldLabel(field)}: it repeats ${where}.` });
        } else {
          findings.push({
            check: "repeats",
            outcome: "review",
            field,
            message: `${quote(text)} in ${fieldLabel(field)} repeats ${where}; say something else.`,
          });
        }
      }
    }
  }
  return { listing: next, findings };
};
