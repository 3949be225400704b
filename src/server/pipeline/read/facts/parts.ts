import { COLOURS, PERSON_HEADS, ROOMS } from "./lexicon";
import { singular } from "../../../../core/listing/text";

/**
 * Whether a phrase read from a list is a part of the product. Only what the product contains is
 * content (issue 29): the seller's story, what the product replaces or leaves out, who it is for,
 * where it hangs and how it is delivered are never listed as what the buyer gets.
 */

// A list whose first item opens with one of these is what the product leaves out or replaces:
// "no frame, no canvas", "no more sticky notes", "instead of five apps", "without a lab".
export const EXCLUDES =
  /(?:^|[\s,;(])(?:no|not|never|nothing|none|without|instead of|rather than|no more|(?:say )?goodbye to|ditch|get rid of|tired of|sick of|fed up with|replaces?|replacing)\s/i;

const FAMILY = new Set(
  "mum mom mother dad father husband wife partner son daughter brother sister grandmother grandma grandad grandpa nan parent kid family patient client customer subscriber follower".split(
    " ",
  ),
);
const SHADES = new Set("all muted soft deep pastel bright dark light warm faded rich rusty dusty pale golden on and with".split(" "));
const singularOf = (word: string) => singular(word.toLowerCase());
/** "Letters to loved ones" is letters; "weekly spread with habit tracker" is a spread. */
const headOf = (phrase: string) =>
  singularOf(
    phrase
      .split(/\s+(?:of|to|for|with|in|on|from|by|and|or)\s+/i)[0]
      ?.split(/\s+/)
      .at(-1) ?? "",
  );
const lastWord = (phrase: string) => singularOf(phrase.split(/\s+/).at(-1) ?? "");

const SIZES = /\b(?:\d+(?:\.\d+)?\s?[x×]\s?\d+(?:\.\d+)?|A[0-6]|(?:US )?Letter)\b/gi;
const DELIVERY_WORDS =
  /\b(?:printable|digital|download|instant|high[- ]?res(?:olution)?|hi[- ]res|ready[- ]to[- ]print|unframed|only|sizes?|formats?|ratios?|files?|versions?|each|both|in|up|to|and|or|at|iso|a-series|dpi|jpe?g|png|pdf|svg|zip|largest|prints? at|available|inch(?:es)?|cm|mm)\b|[\d+/–—&:,.()-]/gi;
/** What is left of a phrase without its sizes and delivery words: "" for "printable JPG, A4 + US Letter". */
const beyondDelivery = (phrase: string) => phrase.replace(SIZES, " ").replace(DELIVERY_WORDS, " ").trim();
// What a whole product is called, not a part of one: a tracker or a checklist is a planner's part, a "journal" the planner again.
const PRODUCT_WORDS = new Set([
  "print",
  "poster",
  "art",
  "wall art",
  "artwork",
  "painting",
  "decor",
  "gift",
  "planner",
  "journal",
  "template",
  "bundle",
  "course",
  "class",
]);

const CLAUSE = "a clause of the seller's";
const ROOM_REASON = "where it hangs or the occasion";
// Each rule says why a phrase is not a part, so a test can show it on sentences of its own.
const RULES: Array<[reason: string, test: (phrase: string) => boolean]> = [
  ["what the product leaves out or replaces", (phrase) => EXCLUDES.exec(` ${phrase}`)?.index === 0 || /^unframed$/i.test(phrase)],
  // "we spend a full hour on it", "but every illustration is my own", "this is not a substitute": a clause,
  // not a thing; "the exact proposal I send to clients" is a thing all the same.
  [
    CLAUSE,
    (phrase) =>
      /^(?:I|we|you|they|he|she|it|this|that|there|these|those)\s|^(?:I'm|I've|we're|we've|it's)\b|^(?:but|so|because|which|where|when|who|why|with|for|of|to|in|on|at|from|by|or)\s|^(?:yes|ok)$/i.test(
        phrase,
      ) || /^(?:\S+\s+){0,2}?(?:is|are|was|were|will|won't|can't|cannot|don't|doesn't|have|has|had)\b/i.test(phrase),
  ],
  // "my mum", "our family", "clients": people are who the product is for or about, never in it.
  ["a person", (phrase) => FAMILY.has(headOf(phrase)) || PERSON_HEADS.has(headOf(phrase))],
  // "printable JPG", "A4 + US Letter", "each in 5x7, 8x10 and A4": how it comes, not what is in it.
  [
    "how it is delivered or sized",
    (phrase) => !/\p{L}{2}/u.test(beyondDelivery(phrase)) || (new RegExp(SIZES).test(phrase) && beyondDelivery(phrase).split(/\s+/).length <= 1),
  ],
  // "nursery or farmhouse", "great for bathrooms", "Diwali gift": where it goes and what for; "a checklist for every room" is a checklist.
  [
    ROOM_REASON,
    (phrase) =>
      ROOMS.some((room) => headOf(phrase) === singularOf(room.split(" ").at(-1) ?? "")) ||
      /^(?:great|perfect|ideal|lovely|suitable|made)\s+(?:for|in|as)\s/i.test(phrase) ||
      /\b(?:room|cave|corner|farmhouse|gift|decor)s?$/i.test(headOf(phrase)),
  ],
  // "Minimalist black typography", "green or neutral colourway": how it looks, not what it holds.
  ["its style", (phrase) => /^(?:typography|style|aesthetic|look|palette|colou?rway|colou?r scheme)$/.test(headOf(phrase))],
  // "set of 3 prints" is the product counted, said by the count already.
  ["the product counted", (phrase) => /^(?:set|pack|bundle|collection) of\b/i.test(phrase)],
  [
    "its colours",
    (phrase) => {
      const words = phrase.toLowerCase().split(/\s+/);
      return words.some((word) => COLOURS.has(singularOf(word))) && words.every((word) => COLOURS.has(singularOf(word)) || SHADES.has(word));
    },
  ],
  ["a bracket left open", (phrase) => (phrase.match(/\(/g) ?? []).length !== (phrase.match(/\)/g) ?? []).length],
];

/**
 * Why a phrase is not a part of the product, or null when it is one. A line of the seller's own
 * list may be a whole sentence ("I can learn from others" on a set of classroom posters), so only
 * a phrase read from running text is held to being a thing rather than a clause.
 */
export function notAPart(phrase: string, listLine = false): string | null {
  const text = phrase.trim();
  return RULES.find(([reason, test]) => !(listLine && reason === CLAUSE) && test(text))?.[0] ?? null;
}

/** "Hummingbird Print, Hummingbird Wall Art, Bird Lover Gift …": a list that names the product again and again is keyword stuffing. */
export const namesTheProduct = (items: readonly string[]) =>
  items.length >= 3 &&
  items.filter((item) => PRODUCT_WORDS.has(lastWord(item)) || PRODUCT_WORDS.has(item.toLowerCase().split(/\s+/).slice(-2).join(" "))).length * 2 >=
    items.length;

/** "a bedroom, a study, a minimalist hallway or a quiet reading corner": a list of where it goes, study and all. */
export const namesRooms = (items: readonly string[]) =>
  items.length >= 3 && items.filter((item) => notAPart(item.replace(/^(?:a|an|the)\s+/i, "")) === ROOM_REASON).length * 2 >= items.length;

/**
 * Items of a list, split at commas and at the last "and" but never inside brackets: "Sponsorship
 * tracker (brand, rate)" and "a visitors & travel schedule and a leftovers page" keep their parts whole.
 */
export function splitList(list: string): string[] {
  const masked = list.replace(/\([^()]*\)/g, (group) => group.replace(/,/g, "\uE000").replace(/\b(?:and|&)\b/g, "\uE001"));
  return masked
    .split(/,\s*(?:and\s+|&\s+|or\s+|plus\s+)?/)
    .flatMap((item, i, all) => (i === all.length - 1 ? item.split(/\s+(?:and|&|plus)\s+(?!.*\s(?:and|&|plus)\s)/) : [item]))
    .map((item) =>
      item
        .replace(/\uE000/g, ",")
        .replace(/\uE001/g, "and")
        .trim(),
    )
    .filter(Boolean);
}
