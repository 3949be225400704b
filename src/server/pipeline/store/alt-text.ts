import { MARKETPLACE_RULES } from "../../../core/listing/marketplace-rules";
import { cutAtWord } from "../../../core/listing/text";
import type { FactSheet } from "../../../core/listing/types";
import { avoidPattern, withoutWords } from "../../../core/voice";

const MAX = MARKETPLACE_RULES.etsyAltTextLength.max;
// A detail longer than this reads as a sentence, not as what a page shows.
const DETAIL_MAX = 90;
const WHAT_MAX = 100;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
// Lower-case the first letter unless the word is a name kept in its casing ("GoodNotes", "PDF").
const lowerStart = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const joinAnd = (items: string[]) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** How the product reaches the buyer, in a few words: "a PDF for Notion", "a printable PDF and JPG in A4 and US Letter". */
function formatPhrase(facts: FactSheet | null): string {
  // A course's apps and formats are what it teaches, not how it is delivered.
  if (!facts || facts.category === "course") return "";
  const formats = joinAnd(facts.formats.slice(0, 3));
  const apps = joinAnd(facts.apps.slice(0, 2));
  const sizes = joinAnd(facts.sizes.slice(0, 3));
  const parts = [
    facts.delivery === "print" ? `printable ${formats || "file"}` : formats ? `${formats} download` : "",
    apps ? `for ${apps}` : "",
    sizes ? `in ${sizes}` : "",
  ].filter(Boolean);
  return parts.length ? `, a ${parts.join(" ")}` : "";
}

/** What further images most likely show, in the seller's own words: modules, included parts, features. */
function detailsOf(facts: FactSheet | null, features: string[]): string[] {
  // Wall art's images are the design itself (and its mock-ups), not the parts or promises listed.
  if (facts?.category === "wallart") return [];
  const own = facts?.category === "course" ? facts.outline : (facts?.included ?? []);
  return [...own, ...features]
    .map((d) =>
      cutAtWord(
        d
          .replace(/[.!]+$/, "")
          .replace(/^\s*(includes?|including)\s+/i, "")
          .trim(),
        DETAIL_MAX,
      ),
    )
    .filter((d, i, all) => d.length > 2 && all.indexOf(d) === i);
}

type Phrase = (what: string) => string;
const PAGES: Phrase[] = [
  (what) => `A closer look at a page of the ${what}, showing its layout`,
  (what) => `Sample page from the ${what}, as the buyer sees it after download`,
  (what) => `Detail of the ${what}: one of its inside pages`,
];
const firstPage: Phrase = (what) => `A closer look at the ${what}`;
const GENERIC: Record<FactSheet["category"], Phrase[]> = {
  planner: PAGES,
  others: PAGES,
  wallart: [
    (what) => `Close-up of the ${what}, showing the detail of the design`,
    (what) => `The ${what} as it looks printed and hung on a wall`,
    (what) => `The ${what} at a glance, with its colours and composition`,
  ],
  course: [(what) => `A lesson from the ${what}`, (what) => `A look at the course material of the ${what}`, (what) => `Another lesson from the ${what}`],
};
const COVER: Record<FactSheet["category"], (what: string, format: string) => string> = {
  planner: (what, format) => `Cover of the ${what}${format}, with an overview of what is inside`,
  others: (what, format) => `Cover of the ${what}${format}, with an overview of what is inside`,
  wallart: (what, format) => `Preview of the ${what}${format}, showing the full design`,
  course: (what) => `Overview of the ${what} and what it covers`,
};

/**
 * Alt text for each product image, written from the facts (issue 13): the first image as the
 * cover and overview (what it is, its format and app), the others as the pages and parts the
 * seller named, each different and within Etsy's 250 characters. Nothing the seller did not say.
 */
export function writeAltTexts(facts: FactSheet | null, title: string, imageCount: number, features: string[] = [], given: readonly string[] = []): string[] {
  // The seller's voice (issue 33): no alt text says a word it avoids. A detail that says one is not
  // used, a phrase that does gives way to the next, and any left (a vision model's too) is taken out.
  const avoided = avoidPattern(facts?.avoid ?? []);
  const says = (text: string) => avoided !== null && (text.match(avoided) ?? []).length > 0;
  // Kept short, so what tells the images apart always fits within the limit.
  const what = withoutWords(cutAtWord(facts?.product?.trim() || title.trim(), WHAT_MAX) || "digital product", avoided) || "product";
  const details = detailsOf(facts, features).filter((detail) => !says(detail));
  const category = facts?.category ?? "others";
  const inside = category === "course" ? "Lesson preview from the" : "Inside the";
  const generic = GENERIC[category];
  const written = new Set<string>();
  const phrase = (nth: number) => {
    const texts = generic.map((_, i) => (generic[(nth + i) % generic.length] ?? firstPage)(what));
    return texts.find((text) => !says(text) && !written.has(text)) ?? texts.find((text) => !says(text)) ?? texts[0] ?? firstPage(what);
  };
  return Array.from({ length: imageCount }, (_, index) => {
    if (given[index]) return cutAtWord(withoutWords(given[index], avoided), MAX);
    const detail = details[index - 1];
    const nth = index - 1 - details.length;
    let text = index === 0 ? COVER[category](what, formatPhrase(facts)) : detail ? `${inside} ${what}: ${lowerStart(detail)}` : phrase(nth);
    // Past the varied phrases (or where an avoided word left fewer) the image's number keeps each text different.
    if (index > 0 && !detail && (nth >= generic.length || written.has(text))) text += ` (image ${index + 1} of ${imageCount})`;
    written.add(text);
    const spelled = facts?.spelling === "us" ? text.replace(/\bcolours\b/g, "colors") : text;
    return cutAtWord(capitalise(withoutWords(spelled, avoided).replace(/\s+/g, " ")), MAX);
  });
}
