import { DEFAULT_VOICE } from "../../../../core/voice";
import type { FactSheet } from "../../../../core/listing/types";
import { analyse, type Analysis } from "../facts/analyse";
import { NOTICE } from "../facts/contents";
import { KINDS, OCCASIONS, PEOPLE_NAME_ENDING, STOCK_WORDS, STYLES } from "../facts/lexicon";
import { BRANDS } from "../../text/casing";
import { readNames } from "../facts/names";
import type { GenerationInput } from "../../listing";
import { capitalise, hash } from "../../text/polish";
import { findActions } from "./read-actions";
import type { Source } from "../../write/builtin/types";

const same = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim() ===
  b
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim();

// Verbs that say what the buyer needs or wants, perceives, does to buy or receive it, or does to work
// the file or video ("drag and drop", "pause"), not what the product lets them do.
const NOT_PURPOSES =
  /^(?:need|want|see|hear|watch|feel|notice|use|receive|buy|order|request|pick|download|duplicate|fill|thank|drag|drop|click|tap|scroll|zoom|pause)\b/i;
const FIRST_PERSON = /\b(?:I|I'm|I've|me|my|our|us|we)\b/i;

/**
 * What the product lets the buyer do, as "Use it to …" will say it: a verb the description uses as
 * one, then its object, with no list of parts ("pick your method, 10 colour-in payoff thermometers")
 * and nothing of the seller's own ("see my hands the whole time").
 */
function readsAsPurpose(action: string, verbal: ReadonlySet<string>): boolean {
  const first = action.split(/\s+/)[0]?.toLowerCase() ?? "";
  // "hyperlinked tabs": a participle describes a part, it is not something to do.
  return verbal.has(first) && !/[^e]ed$/.test(first) && !NOT_PURPOSES.test(action) && !FIRST_PERSON.test(action) && !/,\s*(?:\d|you\b)|[()]/.test(action);
}

const DESCRIBING = new Set(["NOUN", "ADJ", "PROPN"]);

/** Words that are followed by a noun or an adjective (directly or across "and"/"or") every time they occur. */
function modifiersOf(read: Analysis): Set<string> {
  const uses = new Map<string, boolean>();
  for (const { tokens } of read.sentences)
    tokens.forEach((token, i) => {
      const next = tokens[i + 1];
      // "Gaelic and English place names": across the "and", the next lower-case word is the noun.
      const after = next?.pos === "CCONJ" ? tokens.slice(i + 2, i + 4).find((other) => /^\p{Ll}/u.test(other.value)) : next;
      const describes = !!after && DESCRIBING.has(after.pos) && /^\p{Ll}/u.test(after.value);
      uses.set(token.normal, (uses.get(token.normal) ?? true) && describes);
    });
  return new Set([...uses].filter(([, describes]) => describes).map(([word]) => word));
}

const KIND_WORDS = new Set<string>([...Object.values(KINDS).flat(), "decor", "wall", "art"]);

/** "Marrakech Wall Art" → "Marrakech": a heading's kind words are not part of the place. */
function withoutKind(name: string): string {
  const words = name.split(/\s+/);
  while (words.length > 1 && KIND_WORDS.has(words.at(-1)?.toLowerCase() ?? "")) words.pop();
  return words.join(" ");
}

/**
 * A name that is a day, a month, a holiday, a brand, a style or a kind ("Every Friday", "Christmas
 * Planner", "Regency-inspired", "Art Deco", "Etsy") is no place or work the art shows.
 */
function notAPlace(name: string, facts: FactSheet): boolean {
  const last = name.toLowerCase().split(/\s+/).at(-1) ?? "";
  return (
    STOCK_WORDS.has(last) ||
    OCCASIONS.has(last) ||
    KIND_WORDS.has(last) ||
    /-(?:style|inspired|themed)$/.test(last) ||
    (STYLES as readonly string[]).includes(name.toLowerCase()) ||
    (Object.hasOwn(BRANDS, name.toLowerCase()) && !`${facts.product} ${facts.subject ?? ""}`.toLowerCase().includes(name.toLowerCase()))
  );
}

/**
 * Names of places, people or works. A people's or language's name ("Italian and regional names",
 * "British beef cuts", "American cut names") describes something else unless the product is named
 * by it: "a butcher chart of American" is no sentence. A place before a noun ("Paris rooftops") stays.
 */
const placesOf = (facts: FactSheet) =>
  [...new Set(facts.names.map(withoutKind))].filter(
    (n) =>
      !facts.apps.includes(n) &&
      !notAPlace(n, facts) &&
      !/^\p{Lu}{2,}/u.test(n) &&
      !/\d/.test(n) &&
      !(PEOPLE_NAME_ENDING.test(n) && !`${facts.product} ${facts.subject ?? ""}`.toLowerCase().includes(n.toLowerCase())),
  );

// Wall art shows what its opening names; a city further down is the seller's studio or a story's.
const SHOWN_IN = 2;

/** The places wall art shows: named in its first sentences, or in the product or subject. */
function shown(places: string[], facts: FactSheet, read: Analysis): string[] {
  if (facts.category !== "wallart") return places;
  const opening = read.sentences
    .slice(0, SHOWN_IN)
    .map((sentence) => sentence.text)
    .join(" ");
  // "engraved in Amsterdam in 1690": where the work was made is not what it shows.
  const madeIn = (name: string) => new RegExp(`\\b(?:engraved|printed|published|made|designed|produced|manufactured)\\s+in\\s+${name}\\b`, "i").test(opening);
  return places.filter(
    (name) => (opening.includes(name) && !madeIn(name)) || `${facts.product} ${facts.subject ?? ""}`.toLowerCase().includes(name.toLowerCase()),
  );
}

/** A place or name the subject leaves out ("Kyoto" for a "vintage travel poster"): what wall art is about. */
function place(facts: FactSheet, read: Analysis): string | null {
  const [name] = shown(placesOf(facts), facts, read);
  return name && !(facts.subject ?? "").toLowerCase().includes(name.toLowerCase()) && !facts.product.toLowerCase().includes(name.toLowerCase()) ? name : null;
}

// "Ask for directions" read as an included part is something the buyer learns to do.
const DOING = /^(?:ask|chat|order|speak|talk|make|write|build|track|plan|learn|create|draw|paint|knit|bake|sew|set up|find|use)\b/i;

const SINGULAR_IN_S = /(?:canvas|atlas|series|species|lens|bus|chaos|news)$/i;

/** The read stage: the seller's sentences, list lines and verb phrases beside the fact sheet. */
export function readSource(input: GenerationInput, sheet: FactSheet): Source {
  const doing = sheet.category === "course" ? sheet.included.filter((item) => DOING.test(item)) : [];
  const facts = doing.length > 0 ? { ...sheet, included: sheet.included.filter((item) => !doing.includes(item)) } : sheet;
  let description = input.description;
  for (const { from, to } of facts.corrections) description = description.replace(new RegExp(`\\b${from}\\b`, "g"), to);
  const read = analyse(description);
  // Ordering steps ("Choose your size from the drop down menu") tell the buyer how to buy, not what it is.
  const ORDERING = /^(?:choose|select|check out|once you|add|message|contact|click|in the personali[sz]ation)\b|\bI(?:'ll| will)\b/i;
  const listLines = read.listLines.filter(
    (line) => !ORDERING.test(line) && !NOTICE.test(line) && !facts.outline.some((topic) => line.toLowerCase().includes(topic.toLowerCase())),
  );
  const words = facts.product.split(/\s+/);
  const lastTwo = words.slice(-2).join(" ").toLowerCase();
  const head = /^(?:wall art|line art|art prints?)$/.test(lastTwo) ? lastTwo : (words[words.length - 1] ?? facts.product);
  const first = read.sentences[0]?.text.replace(/[.!?]+$/, "") ?? "";
  // "Learn Excel for small business bookkeeping" only restates the product and subject: no promise.
  const named = new Set(
    `${facts.product} ${facts.subject ?? ""} learn master for in with the a an to beginner beginners complete absolute`.toLowerCase().split(/[^\p{L}\d]+/u),
  );
  const restates = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean)
      .every((word) => named.has(word) || STOCK_WORDS.has(word));
  // Or what follows the product's name after a dash: "Sourdough baking class - from starter to your
  // first loaf in one weekend" promises "Go from starter to your first loaf in one weekend".
  const afterName = first.toLowerCase().startsWith(facts.product.toLowerCase()) ? /^\s*[–—:-]\s*(.+)$/.exec(first.slice(facts.product.length))?.[1] : undefined;
  const offered = afterName ? (/^from\s.+\sto\s/i.test(afterName) ? `Go ${afterName}` : afterName) : first;
  const promise =
    !restates(offered) &&
    offered.split(/\s+/).length <= 12 &&
    /^(?:learn|master|knit|paint|bake|build|go|get|write|speak|make|create|design|play|take|turn|discover|crochet|sew|draw|grow|start)\b/i.test(offered)
      ? capitalise(offered)
      : null;
  const tokens = read.sentences.flatMap((sentence) => sentence.tokens);
  const nouns = new Set(tokens.filter((token) => token.pos === "NOUN" || token.pos === "PROPN").flatMap((token) => [token.normal, token.lemma.toLowerCase()]));
  const verbs = new Set(tokens.filter((token) => token.pos === "VERB" && !nouns.has(token.normal)).map((token) => token.normal));
  const modifiers = modifiersOf(read);
  const verbal = new Set(tokens.filter((token) => token.pos === "VERB").map((token) => token.normal));
  return {
    facts,
    nouns,
    modifiers,
    verbs,
    promise,
    sentences: read.sentences.map((sentence) => sentence.text),
    listLines: listLines.filter((line) => !same(line, facts.product)),
    actions: [
      ...doing,
      ...findActions(read.sentences)
        .whole // "Procreate lettering masterclass" is the product, though "procreate" is also a verb.
        .filter(
          (action) =>
            !restates(action) &&
            !ORDERING.test(action) &&
            !/^\p{L}+ing\b|^set of\b|\bnot included\b|^(?:watch|enrol|enroll|press)\b/iu.test(action) &&
            !facts.names.some((name) => action.toLowerCase().startsWith(name.toLowerCase())) &&
            // "fly tying for beginners - 15 trout flies" opens on the subject: the seller's heading, no action.
            !(facts.subject && facts.subject.includes(" ") && action.toLowerCase().startsWith(facts.subject.toLowerCase())) &&
            !facts.outline.some((topic) => same(topic, action)) &&
            readsAsPurpose(action, verbal),
        ),
    ].filter((action, i, all) => all.findIndex((other) => same(other, action)) === i),
    seed: hash(`${input.category}\n${input.description}`),
    variant: 0,
    product: facts.product,
    head,
    names: readNames(
      read.sentences.map((sentence) => sentence.text),
      description,
      Number.POSITIVE_INFINITY,
    ),
    places: shown(placesOf(facts), facts, read),
    topic: (facts.category === "wallart" ? place(facts, read) : null) ?? facts.subject ?? placesOf(facts)[0] ?? facts.product,
    // "canvas", "atlas", "series" end in s and are one thing.
    plural: /[^s]s$/.test(head) && !head.endsWith("ss") && !SINGULAR_IN_S.test(head),
    voice: input.voice ?? DEFAULT_VOICE,
  };
}
