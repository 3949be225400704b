import type { Source } from "../types";
import { article, joinList, pick } from "../../text/polish";

/** At most three of these go into the 13 tags: the category's own search words (issue 12). */
export const GENERIC_TAGS = {
  course: ["online course", "online class", "self-paced course"],
  planner: ["digital planner", "printable planner", "planner pages", "notion template", "goodnotes planner"],
  wallart: ["wall art", "printable wall art", "digital download", "wall decor", "home decor"],
  others: ["digital download", "digital template"],
} as const;

export const a = (phrase: string) => `${article(phrase)} ${phrase}`;

/** Nouns a listed part of a product ends in that take "a" in the singular. */
const COUNTABLE_PARTS = new Set(
  "board calendar card chart checklist cover dashboard diary divider grid guide index itinerary journal list log map menu notebook page planner schedule section sheet spread template timeline tracker wheel workbook worksheet".split(
    " ",
  ),
);

/**
 * One listed part in running text: "a brain dump page", "a dopamine menu", "an ADHD tracker"; left
 * as written when it is not one countable thing ("time blocking", "top 3 priorities", "goal pages")
 * or already says how many ("one spread", "the index").
 */
export function onePart(part: string): string {
  const last = part.split(/\s+/).at(-1)?.toLowerCase() ?? "";
  return COUNTABLE_PARTS.has(last) && !/^(?:a|an|the|one|each|every|your|this|\d+)\s/i.test(part) ? a(part) : part;
}

/** "a Lisbon tram print", but "botanical prints" without an article. */
export const someProduct = (s: Source) => (s.plural || /\b(?:wall art|artwork|decor)$/i.test(s.product) ? s.product : a(s.product));

/** "this Lisbon tram print", "these botanical prints". */
export const thisProduct = (s: Source) => `${s.plural ? "these" : "this"} ${s.product}`;

/** "200-hour" reads as "200 hours" in running text. */
export const spoken = (duration: string) => duration.replace(/^(\d+)-(\w+)$/, (_, n: string, unit: string) => `${n} ${unit}${n === "1" ? "" : "s"}`);

/** A phrase to run on from "Use it to …": the seller's first verb phrase, lower case. */
export const firstAction = (s: Source) => (s.actions[0] ? s.actions[0].charAt(0).toLowerCase() + s.actions[0].slice(1) : null);

/** The device an app runs on, only when the seller named it. */
const device = (s: Source) => (s.facts.apps.includes("iPad") ? "iPad" : "tablet");

/** How the buyer puts it to use, from the delivery the facts settle; never "print" for Notion. */
export function howToUse(s: Source): string | null {
  const f = s.facts;
  const apps = joinList(f.apps.filter((app) => app !== "iPad").slice(0, 3), "or");
  // Each copy is printed at one of the sizes: "print at A4 or A5".
  const sizes = joinList(f.sizes.filter((size) => !size.includes(":")).slice(0, 4), "or");
  switch (f.delivery) {
    case "duplicate":
      return `Duplicate the template into your own Notion workspace and start using it straight away`;
    case "import":
      return `Import the ${s.product} into ${apps || "your note-taking app"} on your ${device(s)} and write straight onto the pages`;
    case "edit-then-print":
      return `Edit it in ${apps || joinList(f.formats.slice(0, 2), "or") || "your editor"}, then print${sizes ? ` at ${sizes}` : ""}`;
    case "print":
      return pick(
        [
          `Download the ${joinList(f.formats.slice(0, 2)) || "files"} and print${sizes ? ` at ${sizes}` : ""} at home or at a local print shop`,
          `Print the ${joinList(f.formats.slice(0, 2)) || "files"}${sizes ? ` at ${sizes}` : ""} on your own printer or send ${f.formats.length > 1 ? "them" : "it"} to a print shop`,
          `Take the ${joinList(f.formats.slice(0, 2)) || "files"} to a copy shop or an online print service, or print at home${sizes ? ` at ${sizes}` : ""}`,
        ],
        s.seed,
        5,
      );
    case "download":
      return f.formats.length > 0 ? `Download the ${joinList(f.formats.slice(0, 3))} files right after purchase` : null;
    case "watch":
      return null;
  }
}

/** What living with the product is like, by delivery; true of every product delivered that way. */
export function deliveryBenefit(s: Source): string | null {
  const app = s.facts.apps.find((name) => name !== "iPad");
  switch (s.facts.delivery) {
    case "duplicate":
      return `Lives in your own Notion workspace, next to the rest of your notes`;
    case "import":
      return `Write by hand on your ${device(s)}${app ? ` in ${app}` : ""}, no printing needed`;
    case "edit-then-print":
      return `Change the colours and text${app ? ` in ${app}` : ""} before you print`;
    case "print":
      return s.facts.category === "planner"
        ? pick(
            [
              `${s.product.charAt(0).toUpperCase()}${s.product.slice(1)} pages you can keep on your desk or in a binder`,
              `Printed ${s.product.replace(/^printable\s+/i, "")} pages to pin up, file in a binder or carry in a bag`,
              `Fill in the printed ${s.product.replace(/^printable\s+/i, "")} by hand, and reprint it when you need more pages`,
            ],
            s.seed,
            6,
          )
        : null;
    case "download": {
      const sheet = s.facts.apps.find((name) => name === "Google Sheets" || name === "Excel");
      return sheet ? `Fill it in on screen in ${sheet}, nothing to print` : null;
    }
    default:
      return null;
  }
}

// Subjects a buyer names without an article: places, activities, mass nouns and plurals.
const BARE = /(?:ing|s|ness|ism|ology|ography|try)$|^(?:travel|art|nature|coffee|food|love|music|home|faith|design|yoga|wildlife|botanical)$/i;

/** "the Lisbon tram", "the alphabet", but "Kyoto", "yoga", "florals": a subject used as a noun. */
export function theNoun(phrase: string, s: Source): string {
  const words = phrase.split(/\s+/);
  const last = words[words.length - 1] ?? "";
  const named = s.places.some((name) => name.toLowerCase() === phrase.toLowerCase());
  // "the Scottish Highlands", "the Alps": plural place names take the article.
  if (/\b(?:Highlands|Alps|Lakes|Rockies|Mountains|Islands|Hamptons|Cotswolds|Dolomites|Andes|Pyrenees)$/.test(phrase) && !/^the\s/i.test(phrase))
    return `the ${phrase}`;
  if (named || /^(?:the|a|an|your|my|our)\s/i.test(phrase) || BARE.test(last) || /^\p{L}+(?:al|ic|ive|ful|ous|ish)$/u.test(last)) return phrase;
  return `the ${phrase}`;
}
