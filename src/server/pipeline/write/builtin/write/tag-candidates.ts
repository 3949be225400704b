import { KEYWORD_MAX_LENGTH } from "../../../listing";
import { FIXED_COMPOUNDS, LIGHT_VERBS, PEOPLE_NAME_ENDING, PERSON_HEADS, ROOMS, STYLES } from "../../../read/facts/lexicon";
import { gerund, wordFamily } from "../../../../../core/listing/text";
import type { Source } from "../types";
import { namesAPage } from "./wording";
import { isTraining } from "./course";

/**
 * Lower case, in Etsy's tag characters only (letters, digits, spaces, - ' ™ © ®): "&" becomes
 * "and", every other mark a space ("8.5x11" becomes "8 5x11", which Etsy would refuse as "8.5x11").
 */
export const tidy = (text: string) =>
  text
    .toLowerCase()
    .replace(/\S*\d\.\d\S*/g, " ")
    .replace(/\s*&\s*/g, " and ")
    .replace(/[^\p{L}\d\s'™©®-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "");

// How a quote print's words are set, as buyers search it.
export const LETTERING = ["typography", "lettering", "calligraphy", "hand lettered"];
const WEAK_WORDS = new Set("a an and or the of for with to in on at by your my our this that is are be it you".split(" "));
const HARDWARE = new Set(["iPad", "Apple Pencil", "Kindle Scribe", "reMarkable", "Boox"]);
const TRAITS = ["undated", "dated", "hyperlinked", "editable", "printable"];
const ADJECTIVES = new Set(
  "new custom funny small big personalised personalized modern cute simple minimalist manual daily weekly monthly little vintage retro neutral".split(" "),
);
// Other words buyers use for the same product: "lisbon poster" beside "lisbon print".
const SYNONYMS: Record<string, readonly string[]> = {
  print: ["poster", "wall art"],
  prints: ["wall art", "poster set"],
  poster: ["print", "wall art"],
  sign: ["print", "decor"],
  art: ["print", "poster"],
  photograph: ["print", "poster"],
  planner: ["printable", "journal", "organizer"],
  journal: ["planner", "notebook"],
  tracker: ["planner", "template"],
  schedule: ["planner", "checklist"],
  template: ["planner", "dashboard"],
  dashboard: ["template", "planner"],
  checklist: ["planner", "printable"],
  spreadsheet: ["tracker", "template"],
  log: ["tracker", "journal"],
  notebook: ["journal", "planner"],
  workbook: ["planner", "journal"],
  diary: ["journal", "tracker"],
  binder: ["planner", "organizer"],
  course: ["class", "lessons", "tutorial"],
  class: ["course", "lessons"],
  training: ["course", "certification"],
  masterclass: ["course", "class"],
  bootcamp: ["course", "training"],
  programme: ["course", "class"],
  program: ["course", "class"],
};

// Said of the product, not denied: "not printable sticker sheets" does not make it printable.
// The words a quote print prints deny nothing ("NOT TODAY typography print").
const mentioned = (s: Source, word: string) =>
  new RegExp(`(?<!\\b(?:not|no|non|never)[\\s-](?:\\w+\\s)?)\\b${word}\\b`, "i").test(
    s.facts.quotes.reduce((text, quote) => text.split(quote).join(" "), s.sentences.join(" ")),
  );

/** The subject when it is the words a quote print prints ("please remain seated"), else "". */
export function printedWords(s: Source): string {
  const subject = tidy(s.facts.subject ?? "");
  return s.facts.category === "wallart" && subject.includes(" ") && s.facts.quotes.some((quote) => tidy(quote).includes(subject)) ? subject : "";
}

/**
 * Tag candidates in order of worth: the product and subject, names, apps, traits, rooms and styles,
 * the seller's parts and modules, then buyer synonyms and sizes. `singles` are the one-word tags allowed.
 */
export function tagCandidates(s: Source): { specific: string[]; fillers: string[]; subjectTags: string[]; singles: Set<string> } {
  const f = s.facts;
  // Tags pair a subject with the product's last word: "botanical prints", not "botanical art prints".
  const head = tidy(s.head).split(" ").pop() ?? tidy(s.head);
  const subject = tidy(f.subject ?? "");
  const product = tidy(s.product);
  // "first aid" is one word of the subject: never "aid course". "BI" of "Power BI" is a word too.
  // Only after a capitalised word of its name: "Tax return UK" is a return for the UK, not a "return UK".
  const acronyms = new Set([...(f.subject ?? "").matchAll(/\b\p{Lu}\p{Ll}+ (\p{Lu}{2})\b/gu)].map((match) => (match[1] ?? "").toLowerCase()));
  const joinCompounds = (words: readonly string[]) => joinUnits(words, acronyms);
  const subjectWords = joinCompounds(subject.split(" ")).filter((word) => word.length > 2 && !WEAK_WORDS.has(word));
  // "shadow work journal" is searched as "shadow work …", never "work journal": a broad head keeps its modifier.
  const broadEnd = (phrase: string[]) => phrase.length >= 3 && BROAD_HEADS.has(phrase.at(-2) ?? "");
  const short = (phrase: string) =>
    joinCompounds(phrase.split(" "))
      .slice(broadEnd(phrase.split(" ")) ? -3 : -2)
      .join(" ");
  // "real estate" of "real estate photography" is one noun too ("estate photography" is no search).
  const compounds = joinCompounds(subject.split(" ")).filter((word) => word.includes(" "));
  const multiword = [...f.names.filter((name) => name.includes(" ")).map(tidy), ...compounds];
  // "york city" would cut "new york city" in two.
  // "lawnmower & small engine repair": pairs stay on one side of the "&" ("small engine", never "lawnmower small").
  const sides = subject.split(/\s+(?:&|and)\s+/).map((side) => joinCompounds(side.split(" ")).filter((word) => word.length > 2 && !WEAK_WORDS.has(word)));
  // "DaVinci Resolve editing": the subject's capitalised words are a name, whatever the tagger calls them.
  const capitalisedInSubject = new Set(
    (f.subject ?? "")
      .split(/\s+/)
      .filter((word) => /^\p{Lu}/u.test(word))
      .map(tidy),
  );
  // A pair ends on a noun ("buttercream cake", "small engine", "air balloons"): never a compound cut
  // before its noun ("pastel hot", "tahoe topographic", "drawing daily").
  const pairs = sides
    .flatMap((side) => side.slice(0, -1).map((word, i) => ({ pair: `${word} ${side[i + 1] ?? ""}`, last: side[i + 1] ?? "", head: i + 2 === side.length })))
    .filter(({ pair, last, head }) => head || s.nouns.has(last) || s.names.some((name) => tidy(name).includes(pair)) || capitalisedInSubject.has(last))
    .map(({ pair }) => pair)
    .filter((pair) => !multiword.some((name) => name !== pair && pair.split(" ").some((word) => name.split(" ").includes(word))));
  // A quote is searched by its closing words ("great job print"), never by its last word alone ("job print").
  const printed = printedWords(s);
  const lastSubject = printed
    ? printed.split(" ").slice(-2).join(" ")
    : subjectWords.length >= 2 && BROAD_HEADS.has(subjectWords.at(-1) ?? "")
      ? subjectWords.slice(-2).join(" ")
      : subjectWords.at(-1);
  // Wall art is often about a place named anywhere; elsewhere only names in the product or subject are search words.
  const inProduct = (name: string) => `${product} ${subject}`.includes(tidy(name));
  // "New Yorkers" are people, not a place to search for.
  // A name is a search word when the product is about it: named in the product, or in the opening
  // sentence of wall art ("Kyoto"), not every country or language a long story mentions.
  const opening = (s.sentences[0] ?? "").toLowerCase();
  const place = s.places
    // "European", "Latin": a name the text uses as an adjective describes, it is not a place.
    .filter(
      (name) =>
        (inProduct(name) ||
          (f.category === "wallart" &&
            opening.includes(name.toLowerCase()) &&
            name
              .toLowerCase()
              .split(" ")
              .some((word) => s.nouns.has(word) && !(PEOPLE_NAME_ENDING.test(word) && s.modifiers.has(word))))) &&
        !name.endsWith("ers"),
    )
    .map(tidy);
  const styles = f.category === "wallart" ? STYLES.filter((style) => new RegExp(`\\b${style}\\b`, "i").test(s.sentences.join(" "))) : [];
  // "crochet course", "lettering course": each subject word a buyer could search alone.
  // Not the words of a name ("american course" of "American Sign Language"): a name is searched whole.
  const named = subjectWords.length >= 2 && subjectWords.every((word) => capitalisedInSubject.has(word));
  const courseWords = named
    ? []
    : product
        .split(" ")
        .slice(0, -1)
        .filter((word) => word.length >= 4 && !ADJECTIVES.has(word) && !WEAK_WORDS.has(word) && word !== "online" && !PERSON_HEADS.has(word))
        .filter((word) => !compounds.some((compound) => compound.split(" ").includes(word)));
  // A teacher training or a course past the basics is not searched as "learn yoga".
  const training = isTraining(s);
  const credentials = f.names.filter((name) => /^\p{Lu}{2,}-\d+$/u.test(name)).map((name) => tidy(name).replace("-", " "));
  const course =
    f.category !== "course" || !subject
      ? []
      : training || f.level === "intermediate" || f.level === "advanced"
        ? [
            product.includes("teacher training") ? `${subject} teacher training` : "",
            ...credentials,
            training ? `${subject} certification` : `${subject} course`,
            training ? `${subject} teacher` : "",
          ]
        : [`learn ${subject}`, `${subject} class`, f.level === "beginner" ? `${subject} for beginners` : ""];
  const core = subjectWords.length > 0 ? subjectWords.slice(-2).join(" ") : product.split(" ").slice(0, -1).join(" ");
  // "lisbon poster" from "lisbon tram", but never "small class" from "small business bookkeeping".
  const firstWord = f.category !== "course" && !ADJECTIVES.has(subjectWords[0] ?? "") ? (subjectWords[0] ?? "") : "";
  const synonyms = (SYNONYMS[head] ?? []).filter((word) => !(f.delivery === "duplicate" && word === "printable"));
  const variants = core ? synonyms.flatMap((word) => [pair(core, word), firstWord && firstWord !== core ? pair(firstWord, word) : ""]) : [];
  // "travel" alone says little once "kyoto poster" says where: a poster about a place is searched by the place.
  const bareSubject = f.category === "wallart" && place.length > 0 && product.includes(subject) ? "" : subject;
  const specific: string[] = [
    product,
    subject && `${subject} ${head}`,
    bareSubject,
    lastSubject && f.category !== "course" ? `${lastSubject} ${head}` : "",
    ...pairs,
    // "real estate", "power bi": a unit of the subject is a search of its own.
    ...compounds,
    ...course,
    short(product),
    // The subject with the words buyers use for this kind: "brushstroke poster", "german lessons".
    ...(lastSubject
      ? (SYNONYMS[head] ?? []).filter((word) => !(f.delivery === "duplicate" && word === "printable")).map((word) => pair(lastSubject, word))
      : []),
    // A quote print is searched as one too, and by how its words are set ("typography print").
    ...(printed
      ? [
          `quote ${head}`,
          ...(SYNONYMS[head] ?? []).map((word) => `quote ${word}`),
          ...LETTERING.filter((word) => mentioned(s, word)).map((word) => `${word} ${head}`),
        ]
      : []),
    ...place.slice(0, 3).flatMap((name) => [`${name} ${head}`, name]),
    ...acronymTags(s, `${subject} ${product}`.split(" ")),
    ...spelledTags(s, subjectWords, head),
    ...f.apps.slice(0, 2).map((app) => `${tidy(app)} ${head}`),
    ...(f.category === "course" ? [...f.apps.filter((app) => !HARDWARE.has(app)).map(tidy), ...courseWords.map((word) => `${word} course`)] : []),
    ...(f.category === "wallart" ? place.slice(0, 2).flatMap((name) => [`${name} print`, `${name} wall art`]) : []),
    ...TRAITS.filter((trait) => f.category === "planner" && mentioned(s, trait)).map((trait) => `${trait} ${head}`),
    ...(f.category === "wallart" ? ROOMS.filter((room) => mentioned(s, room)).flatMap((room) => [`${room} wall art`, `${room} decor`]) : []),
    ...(f.category === "wallart" ? styles.map((style) => `${style} wall art`) : []),
    ...f.counts.filter((count) => /^set of \d+ \w+$/.test(count)).map(tidy),
    ...f.outline.map(tidy),
    // A single word from a list of contents ("weight", "white") is rarely what a buyer searches.
    ...f.included.map(tidy).filter((item) => !/\d/.test(item) && (f.category !== "wallart" || item.includes(" "))),
    ...styles.map((style) => `${style} ${head}`),
    ...(bareSubject ? [] : styles.map((style) => `${style} ${subject} ${head}`)),
    bareSubject ? "" : subject,
    ...f.audience
      .slice(0, 2)
      .map(tidy)
      .filter((who) => who.includes(" ") && !who.includes("beginner")),
    ...variants,
    ...(firstWord && firstWord !== core ? [`${firstWord} ${head}`] : []),
    // A paper size is a search for a print or a planner, not for a course ("a0 course").
    ...f.sizes
      .filter((size) => !size.includes(":") && f.category !== "course")
      .slice(0, 2)
      .map((size) => `${tidy(size)} ${head}`),
    ...f.years.slice(0, 1).flatMap((year) => [`${year} ${head}`, `${year} ${product}`]),
    ...s.listLines.map(tidy).filter((line) => line.split(" ").length <= 3 && !/\d/.test(line) && (f.category !== "wallart" || line.includes(" "))),
  ];
  return {
    specific,
    fillers: fillers(s, subjectWords.length > 0 ? subjectWords : product.split(" ").slice(0, -1), head, training),
    // The searches that always carry the subject, for when the phrases above leave fewer than three.
    // "mushroom identification chart" is searched as "mushroom chart" too.
    subjectTags: subject ? subjectSearches(subjectWords, [head, ...FILL_HEADS[f.category]]) : [],
    singles: new Set([...subject.split(" "), ...f.names.map(tidy), ...f.apps.map(tidy), ...product.split(" ").slice(0, 1)]),
  };
}

/**
 * The seller's acronyms as searches: with the product's word they stand before ("GCSE Latin" → "gcse
 * latin"), alone when the text comes back to them or opens with them, and not at all when said once
 * in passing ("an SBAR handoff section" is no search for a report sheet).
 */
function acronymTags(s: Source, productWords: readonly string[]): string[] {
  const text = s.sentences.join(" ");
  return s.facts.names
    .filter((name) => /^\p{Lu}{2,}$/u.test(name))
    .map((name) => {
      const before = new RegExp(`\\b${name}\\s+(\\p{L}+)`, "iu").exec(text)?.[1]?.toLowerCase();
      if (before && productWords.includes(before)) return `${tidy(name)} ${before}`;
      const said = text.split(new RegExp(`\\b${name}\\b`, "iu")).length - 1;
      // "'PRAHA' across the top": words the art prints are searched as they are.
      const printed = s.facts.quotes.some((quote) => quote.includes(name));
      return said >= 2 || printed || new RegExp(`\\b${name}\\b`, "iu").test(s.sentences[0] ?? "") ? tidy(name) : "";
    });
}

/**
 * "ASL" for "American Sign Language": an acronym of the seller's that spells a long subject is how
 * buyers search it, in the tags the whole name is too long for ("asl course", "learn asl").
 */
function spelledTags(s: Source, subjectWords: readonly string[], head: string): string[] {
  const initials = subjectWords.map((word) => word.charAt(0)).join("");
  const acronym = s.facts.names.find((name) => subjectWords.length >= 3 && name.toLowerCase() === initials);
  if (!acronym) return [];
  const short = tidy(acronym);
  return [`${short} ${head}`, ...(s.facts.category === "course" ? [`learn ${short}`, `${short} class`] : [])];
}

/** Words with each fixed compound, each word with the two-letter acronym or light gerund after it, made one: ["real estate", "photography"], ["power bi", "dashboards"], ["candle making"]. */
function joinUnits(words: readonly string[], acronyms: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i] ?? ""} ${words[i + 1] ?? ""}`;
    // "candle making": a light verb's gerund is one unit with its thing, never "making course".
    if (FIXED_COMPOUNDS.has(pair) || acronyms.has(words[i + 1] ?? "") || LIGHT_GERUNDS.has(words[i + 1] ?? "")) {
      out.push(pair);
      i += 1;
    } else out.push(words[i] ?? "");
  }
  return out;
}

function subjectSearches(words: readonly string[], heads: readonly string[]): string[] {
  const last = words.at(-1) ?? "";
  const ends = words.length > 2 ? `${words[0]} ${last}` : "";
  // A broad head alone ("work") or a number ("608") is no search.
  const alone = words.length >= 2 && (BROAD_HEADS.has(last) || /^\d+$/.test(last)) ? "" : last;
  const forms = [...new Set([words.join(" "), ends, alone].filter(Boolean))];
  return [ends, ...forms.flatMap((form) => heads.map((word) => pair(form, word)))].filter(Boolean);
}

// What buyers put after a subject word when they search for this kind of product.
const FILL_HEADS: Record<Source["facts"]["category"], readonly string[]> = {
  course: ["lessons", "tutorial", "workshop", "online class", "masterclass", "guide", "tips"],
  planner: ["planner", "tracker", "journal", "organizer", "template", "log", "notebook", "workbook", "printable", "chart", "schedule"],
  wallart: ["print", "poster", "wall art", "decor", "gift", "artwork", "art print", "sign"],
  others: ["template", "kit", "guide"],
};
// "making" of "candle making": a light verb's gerund names no activity without its thing.
const LIGHT_GERUNDS = new Set([...LIGHT_VERBS].map(gerund));
// Nouns too broad to search by alone once the subject has another word.
const BROAD_HEADS = new Set("work time life care day way thing things stuff side".split(" "));
// Words that say how it is sold, not what it is about: "digital tracker" is no search for this planner.
const NOT_SUBJECT = new Set("digital printable editable dated undated hyperlinked daily weekly monthly funny online simple modern little big small".split(" "));
const singular = (word: string) => (/[^su]s$/.test(word) ? word.slice(0, -1) : word);

/** A part named by a page or a kind of product ("habit tracker", "meal plan pages"), not by how often it comes ("daily pages"). */
const isKindOf = (part: string) => namesAPage(part) && !/^(?:daily|weekly|monthly|yearly|undated|dated|blank)\s/.test(part);

const fitted = (word: string, other: string) => {
  const tag = `${word} ${other}`;
  return tag.length > KEYWORD_MAX_LENGTH && /[^s]s$/.test(word) ? `${word.slice(0, -1)} ${other}` : tag;
};

/** "journaling journal", "planning planner", "planner planners": two forms of one word. */
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a) || wordFamily(a) === wordFamily(b);
const pair = (phrase: string, word: string) => (sameWord(phrase.split(" ").at(-1) ?? "", word) ? "" : `${phrase} ${word}`);

/**
 * Phrases to fill the 13 tags once the strongest are in: app + included part, audience + product,
 * subject word + a buyer's product word. Each still pairs a fact of this product with a search word.
 */
function fillers(s: Source, words: readonly string[], head: string, training: boolean): string[] {
  const f = s.facts;
  const apps = f.apps.filter((app) => !HARDWARE.has(app)).map(tidy);
  // The subject's head noun first: "bookkeeping lessons" before "business lessons".
  const keyWords = [
    ...new Set(
      words
        .map(tidy)
        .filter((word) => word.length >= 3 && !WEAK_WORDS.has(word) && !NOT_SUBJECT.has(word) && !(f.category !== "course" && apps.includes(word)))
        // "shadow work", "self care": a word this broad names nothing alone ("work planner", "care journal"), nor does a number ("608 lessons").
        .filter((word, _, all) => (all.length < 2 || !BROAD_HEADS.has(word)) && !/^\d+$/.test(word)),
    ),
  ].reverse();
  const heads = FILL_HEADS[f.category].filter(
    (word) => !(word === "printable" && !["print", "edit-then-print"].includes(f.delivery)) && !(training && word === "workshop"),
  );
  const audience = f.audience
    .map(tidy)
    .filter((who) => !who.includes("beginner"))
    .map((who) => who.split(" ").map(singular).join(" "));
  const parts = f.included.map(tidy).filter((item) => !/\d/.test(item));
  return [
    // "google sheets" is itself a search; a one-word app ("notion") is too broad alone.
    ...apps.filter((app) => app.includes(" ")),
    // An app with a whole part that is a thing of its own ("goodnotes habit tracker"), never with a part's
    // stray last word ("goodnotes easy") or a field of a part ("notion citation", "onenote next steps").
    ...apps.flatMap((app) => parts.filter((part) => `${app} ${part}`.length <= 20 && isKindOf(part)).map((part) => `${app} ${part}`)),
    ...audience.flatMap((who) => [`${who} ${head}`, `${head} for ${f.audience.map(tidy)[0] ?? who}`, ...heads.slice(0, 4).map((other) => `${who} ${other}`)]),
    // Never a word with its own stem ("journaling journal", "planning planner").
    // "presentation lessons" where "presentations lessons" would pass Etsy's 20 characters.
    ...keyWords.flatMap((word) => heads.filter((other) => !sameWord(word, other)).map((other) => fitted(word, other))),
    ...apps.flatMap((app) => keyWords.slice(0, 1).map((word) => `${app} ${word}`)),
    ...(f.category === "course" && f.level === "beginner" ? keyWords.map((word) => `beginner ${word}`) : []),
  ];
}
