import { claimsAgainst } from "../../../../../core/listing/check/check-facts";
import type { Source } from "../types";
import { article, capitalise, joinList } from "../../../text/polish";
import { isBrand } from "../../../text/casing";
import { KINDS } from "../../../read/facts/lexicon";
import { singular } from "../../../../../core/listing/text";

/** At most three of these go into the 13 tags: the category's own search words (issue 12). */
export const GENERIC_TAGS = {
  course: ["online course", "online class", "self-paced course"],
  planner: ["digital planner", "printable planner", "planner pages", "notion template", "goodnotes planner"],
  wallart: ["wall art", "printable wall art", "digital download", "wall decor", "home decor"],
  others: ["digital download", "digital template"],
} as const;

export const a = (phrase: string) => `${article(phrase)} ${phrase}`;

// How a course is delivered, counted ("31 lessons", "12 vids"); with what it works through ("10 songs", "90 worked problems").
const LESSONS = /\b(?:lessons?|videos?|vids|modules?|units?|sessions?|classes|lectures?|chapters?|episodes?|tutorials?)$/i;
const WORKED_THROUGH =
  /\b(?:workouts?|questions?|exams?|problems?|quiz(?:zes)?|projects?|exercises?|assignments?|worksheets?|recipes?|songs?|pieces?|puzzles?|case studies|drills?|demos?)$/i;
export const countsLessons = (count: string) => LESSONS.test(count);
export const countsCourseUnits = (count: string) => LESSONS.test(count) || WORKED_THROUGH.test(count);

// "6 weeks of live and recorded sessions", "mentor feedback every week": a course run on a schedule.
const SCHEDULED =
  /(?<!\bno |\bnot |\bwithout )\blive (?:and [\w-]+ )?(?:sessions?|classes|class|calls?|lessons?|q&a|workshops?)\b|\bcohort\b|\bmentor feedback\b|\bweekly (?:calls?|feedback|check-ins?)\b/i;
/** A course with live sessions, a cohort or weekly feedback is not "self-paced" nor learnt "anytime". */
export const isScheduled = (s: Source): boolean => s.facts.category === "course" && SCHEDULED.test(s.sentences.join(" "));

/**
 * A part as it reads mid-sentence: its first word in lower case, unless it is a name: one the reader
 * found ("Bellini"), one the seller writes with a capital inside a sentence too ("Boxing Day"), a
 * brand, an acronym or a camel-cased word.
 */
export function midSentence(part: string, s: Source): string {
  const first = (part.split(/\s+/)[0] ?? "").replace(/[^\p{L}'’-]+$/u, "");
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || isBrand(first) || /^(?:I|Excel|Notion)$/.test(first)) return part;
  const escaped = first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // After a lower-case word or a figure: a list line or what follows a colon or comma starts capitalised anyway.
  const insideSentence = new RegExp(`[\\p{Ll}\\d]\\s+${escaped}\\b`, "u");
  const name = s.names.some((other) => other.split(/\s+/)[0] === first) || s.sentences.some((sentence) => insideSentence.test(sentence));
  return name ? part : part.charAt(0).toLowerCase() + part.slice(1);
}

/** Nouns a listed part of a product ends in that take "a" in the singular. */
const COUNTABLE_PARTS = new Set(
  "bank board booklet book breakdown calculator calendar card certificate chart checklist countdown counter cover dashboard database diary divider ebook file glossary grid guide index itinerary journal key list log map menu notebook page pdf plan planner playlist poster quiz record schedule section sheet spread spreadsheet summary template timeline tracker version video warm-up wheel workbook worksheet".split(
    " ",
  ),
);

/**
 * One listed part in running text: "a brain dump page", "a dopamine menu", "an ADHD tracker"; left
 * as written when it is not one countable thing ("time blocking", "top 3 priorities", "goal pages")
 * or already says how many ("one spread", "the index").
 */
export function onePart(part: string): string {
  // "cheat-sheet" is a sheet.
  const head = headNoun(part);
  const countable = COUNTABLE_PARTS.has(head) || COUNTABLE_PARTS.has(head.split("-").at(-1) ?? "");
  return countable && !/^(?:a|an|the|one|each|every|your|this|all|\d+)\s/i.test(part) ? a(part) : part;
}

/** A part's head noun, lower case: the last word before a bracket or what qualifies it ("guide" of "printing guide with recommended papers"). */
function headNoun(part: string): string {
  const head = part.replace(/\s*\(.*$/, "").split(/\s+(?:with|for|of|from|on|in|to|under|over|by|that|which|where|who|you)\s+/i)[0] ?? part;
  return (head.split(/\s+/).at(-1) ?? "").toLowerCase();
}

/** "a Lisbon tram print", but "botanical prints" without an article. */
export const someProduct = (s: Source) => (s.plural || /\b(?:art|artwork|decor)$/i.test(s.product) ? s.product : a(s.product));

/** "this Lisbon tram print", "these botanical prints". */
export const thisProduct = (s: Source) => `${s.plural ? "these" : "this"} ${s.product}`;

/** "200-hour" reads as "200 hours" in running text. */
export const spoken = (duration: string) => duration.replace(/^(\d+)-(\w+)$/, (_, n: string, unit: string) => `${n} ${unit}${n === "1" ? "" : "s"}`);

/**
 * A course's whole length as the seller states it ("6 weeks", "about 7 hours"), never the length of
 * one lesson, session or lecture ("each lecture is about 45 minutes"): the only length a listing may
 * call the total.
 */
export const courseTotal = (s: Source): string | null => {
  const total = s.facts.category === "course" ? s.facts.courseInfo?.duration : undefined;
  return total ? total.charAt(0).toLowerCase() + total.slice(1) : null;
};

const amountOf = (length: string) => /(\d+(?:\.\d+)?)[ -](minute|hour|day|week|month)/i.exec(length)?.slice(1, 3).join(" ").toLowerCase() ?? null;

/** Whether a length the seller wrote ("9-week", "8 week program") is the course's whole length. */
export const isCourseTotal = (length: string, s: Source): boolean => {
  const total = courseTotal(s);
  return total !== null && amountOf(length) !== null && amountOf(length) === amountOf(total);
};

// "download a PDF with the link", "receive the template link", "duplicate the file": how it arrives, not what it is for.
const DELIVERY_STEP = /^(?:print|download|receive|duplicate|access|buy)\b/i;
export const purposes = (s: Source) => s.actions.filter((action) => !DELIVERY_STEP.test(action));
/** A phrase to run on from "Use it to …": the seller's first verb phrase, lower case. */
export const firstAction = (s: Source) => {
  const [action] = purposes(s);
  return action ? action.charAt(0).toLowerCase() + action.slice(1) : null;
};

/**
 * The parts to name as what the product holds. A course's part that is a module or a piece of one
 * ("fixing frosting" of "fixing frosting and wet spots") is a topic the outline already lists, not
 * something "inside" it; it stays a part for the tags.
 */
export const heldParts = (s: Source): string[] => {
  // "A client CRM template with client CRM, …": the part the product is named after is the product.
  // "potty training reward chart" of a potty training chart names the product again, with its subject and its kind.
  const subject = (s.facts.subject ?? "").toLowerCase();
  const kind = s.head.toLowerCase();
  const named = (item: string) =>
    item.toLowerCase() === subject ||
    (!!subject && item.toLowerCase().includes(subject) && singular(item.toLowerCase().split(/\s+/).at(-1) ?? "") === singular(kind));
  return heldPartsOf(s.facts.included.some(named) ? { ...s, facts: { ...s.facts, included: s.facts.included.filter((item) => !named(item)) } } : s);
};

const heldPartsOf = (s: Source): string[] => {
  if (s.facts.category === "course")
    return s.facts.included.filter((item) => !s.facts.outline.some((topic) => topic.toLowerCase().includes(item.toLowerCase())));
  const fields = recordedFields(s);
  return s.facts.included.filter((item) => !fields.includes(item));
};

// What comes with a print besides the art: a guide, a video, a file or a version.
const EXTRA = /\b(?:guides?|instructions|tutorials?|videos?|files?|versions?|templates?|tips|pdfs?|jpe?gs?|pngs?|links?|licen[cs]es?|mockups?)\b/i;

/** What a print shows, as the seller lists it ("digger, dump truck and crane"): not inside it, on it. */
export const shownParts = (s: Source): string[] =>
  s.facts.category === "wallart" ? heldParts(s).filter((item) => !EXTRA.test(item) && !ART_FORM.test(item.replace(/\([^)]*\)/g, " "))) : [];
// "cottagecore art print painted in gouache": a part named by the art form is the print itself, not what it shows.
const ART_FORM = new RegExp(`\\b(?:${KINDS.wallart.filter((kind) => !["art", "map", "chart", "sign"].includes(kind)).join("|")})s?\\b`, "i");

// What a course hands the buyer besides its lessons: a sheet, a diary, recipes, recordings.
const MATERIAL =
  /\b(?:sheets?|checklists?|diar(?:y|ies)|guides?|lists?|templates?|files?|pdfs?|recipes?|videos?|recordings?|quiz(?:zes)?|worksheets?|workbooks?|logs?|planners?|trackers?|breakdowns?|handouts?|glossar(?:y|ies)|timelines?|spreadsheets?|patterns?|printables?|charts?|maps?|audio|transcripts?|exercises?|assignments?|examples?|demos?|cards?|scripts?|plans?|schedules?|calendars?|spectrograms?|presets?|sets?|swatches|community|group|calls?|feedback|certificates?|datasets?|contracts?|warm-ups?)\b/i;

/**
 * The parts a listing may say the product comes with: for a course, only what it hands the buyer
 * ("a printable behaviour diary"), never a topic ("nucleophiles"), a tool the buyer needs ("tripod")
 * or a dish it teaches ("green curry"); for anything else, every part it holds.
 */
export const offeredParts = (s: Source): string[] =>
  s.facts.category === "course" ? heldParts(s).filter((item) => MATERIAL.test(item) && !s.verbs.has(item.split(" ")[0]?.toLowerCase() ?? "")) : heldParts(s);

/** What the long description lists as inside the product: for a print, only what comes with the art. */
export const insideParts = (s: Source): string[] => (s.facts.category === "wallart" ? heldParts(s).filter((item) => EXTRA.test(item)) : offeredParts(s));

// What a page, a section or a set of things to use is named by: "session notes", "story ideas", "washi tapes".
const PAGE_WORDS = new Set([
  ...KINDS.planner.map((kind) => singular(kind)),
  "note",
  "tab",
  "idea",
  "prompt",
  "sticker",
  "label",
  "icon",
  "tape",
  "view",
  "table",
  "video",
  "review",
  "reflection",
  "extra",
  "link",
  "slip",
  "form",
  "card",
]);
const MIN_FIELDS = 3;
// Products a buyer fills in entry by entry; a workbook or a planner's listed parts are sections, not fields.
const RECORD_KINDS = new Set(["tracker", "log", "logbook", "diary", "record", "sheet", "chart", "book", "notebook", "journal", "calendar", "binder"]);

/** Whether a part is named by a page or a kind of thing ("a monthly payment log", "vet visit notes"), not by what is written on one. */
export const namesAPage = (part: string): boolean => {
  const last = headNoun(part);
  return COUNTABLE_PARTS.has(last) || COUNTABLE_PARTS.has(singular(last)) || PAGE_WORDS.has(singular(last));
};

/**
 * What a planner's buyer writes on its pages, when the seller lists it as parts ("start and end time,
 * pain level, location, aura"): three or more parts none of which names a page are fields to record,
 * not things "inside" it.
 */
export function recordedFields(s: Source): string[] {
  if (s.facts.category !== "planner" || !RECORD_KINDS.has(singular(s.head.toLowerCase()))) return [];
  // "assign tasks", "set due dates": what the buyer does with it, not what a page records.
  // "how to write good OKRs" is a section that teaches, not a field either.
  const fields = s.facts.included.filter(
    (item) => !namesAPage(item) && !/^(?:assign|set|add|track|plan|make|see|get|use|keep|how|what|why|when)\b/i.test(item),
  );
  return fields.length >= MIN_FIELDS ? fields : [];
}

export const statedModules = (s: Source): number | null => {
  const stated = s.facts.counts.map((count) => /^(\d+) (?:[\w-]+ )?modules$/i.exec(count)?.[1]).find(Boolean);
  return stated ? Number(stated) : null;
};

/**
 * What the seller's list is made of: modules when the seller speaks of modules and states no other
 * number of them ("wax types, wick sizing, … all in 5 modules" lists eight topics, not eight
 * modules); topics when the seller never calls them modules ("We cover: …"), as a listing may not
 * claim a structure the seller did not describe.
 */
export const outlineUnit = (s: Source): "modules" | "topics" => {
  const stated = statedModules(s);
  const saysModules = /\bmodules?\b/i.test(s.sentences.join(" "));
  return saysModules && (stated === null || stated === s.facts.outline.length) ? "modules" : "topics";
};

/** "drum rudiments are", "statistics is", "glass is": whether a subject takes a plural verb. */
export const isPlural = (phrase: string): boolean => {
  const last = (phrase.trim().split(/\s+/).at(-1) ?? "").toLowerCase();
  return /[^suia']s$/.test(last) && !last.endsWith("ics") && !["news", "series", "species", "means", "lens"].includes(last);
};

/** "Teachers who want", "everyone in the family who wants": one audience named by a pronoun or a household takes "wants". */
export const wantFor = (audiences: readonly string[]): string => {
  const head =
    (audiences[0] ?? "")
      .split(/\s+(?:in|of|with|at|on|for|who)\s+/)[0]
      ?.split(/\s+/)
      .at(-1) ?? "";
  return audiences.length === 1 && /^(?:(?:every|any|some|no)(?:one|body)|family|household)$/i.test(head) ? "wants" : "want";
};

/** A sentence that leans on the one before it: "That turned into this course", "Most of them have a system". */
export const leansOnBefore = (sentence: string) =>
  /^(?:that|this is|it|its|it's|they|them|those|these|most|some|also|and|but|so|then|after|before|plus|turns|yes|just|even|which|because|if|or)\b/i.test(
    sentence,
  );

// Subjects a buyer names without an article: places, activities, mass nouns and plurals.
const BARE =
  /(?:ing|s|ness|ism|ology|ography|try)$|^(?:travel|art|nature|coffee|tea|wine|beer|pasta|bread|chocolate|food|love|music|jazz|home|faith|design|yoga|golf|football|soccer|tennis|space|snow|rain|wildlife|botanical)$/i;
export const isBare = (word: string) => BARE.test(word);

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

// The seller's story ("I've been welding for 22 years") is theirs to tell, not the listing's.
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|[Mm]e|[Mm]y|[Mm]ine|[Ww]e|[Ww]e're|[Ww]e've|[Oo]ur|us)\b/;
// The words of a quote are the product's, whoever speaks in them.
const QUOTED = /["“][^"”]*["”]|(?<=^|\s)['‘][^'’]*['’](?=\s|[.,!?]|$)/g;
/** "2026 Digital Planner GoodNotes Dated Jan–Dec 2026 Monday & Sunday start …" is a keyword line, not a sentence. */
// The share of capitalised words past the first: a keyword line capitalises every word, a sentence
// only its first and its names ("relocating to Germany, Austria or Switzerland").
const capitalShare = (sentence: string, names: ReadonlySet<string>) => {
  const words = sentence.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));
  const capitals = words.slice(1).filter((word) => /^[\p{Lu}\d]/u.test(word) && !names.has(word.replace(/[^\p{L}\d'’-]+/gu, "")));
  return capitals.length / Math.max(1, words.length);
};

/** "Ganesha mandala art, gold on black, Diwali gift, printable A3": short comma-parted bits, no sentence. */
function keywordLine(sentence: string, words: number): boolean {
  const parts = sentence.split(/\s*,\s*/).length;
  // "Track every school: deadlines, portal, essay prompts, …" leads into its list: a sentence.
  return parts >= 4 && words / parts <= 3.5 && !sentence.includes(":");
}

/**
 * The seller's sentences that read as listing copy as they stand: statements of 5 to 30 words, not
 * questions, not the seller's own story, not keyword lines, with no markup left in them.
 */
export function sellerSentences(s: Source): string[] {
  // "— the line from Pride and Prejudice, set in …" follows a quote: it reads as copy without its dash.
  const names = new Set(s.facts.names.flatMap((name) => name.split(/\s+/)));
  const usable = s.sentences
    .map((sentence) => sentence.replace(/^[—–-]\s+/u, ""))
    .filter((sentence) => {
      const words = sentence.split(/\s+/).length;
      return (
        words >= 5 &&
        words <= 30 &&
        // Shouting left after cleaning ("stop losing IN THE first 10 moves") is not copy to reuse.
        !/\?|https?:|www\.|&#?\w+;|\b\p{Lu}{2,}\s+\p{Lu}{2,}\b/u.test(sentence) &&
        !FIRST_PERSON.test(sentence.replace(QUOTED, " ")) &&
        capitalShare(sentence, names) <= 0.45 &&
        // A sentence opens on a word, not on punctuation left by the split.
        /^[\p{L}\d“"'‘]/u.test(sentence) &&
        !keywordLine(sentence, words) &&
        // "framed by whiplash curves" reads as a frame to the listing check when the seller sells none.
        !claimsAgainst(sentence, s.facts)
      );
    });
  return usable.map(capitalise);
}

/** The words a quote print prints are its subject, not what it is about: no "a quote print about not today". */
export const printsSubject = (s: Source) =>
  !!s.facts.subject && s.facts.quotes.some((quote) => quote.toLowerCase().includes((s.facts.subject ?? "").toLowerCase()));

/** " about <subject>" when the product's name does not already say it. */
export function aboutSubject(s: Source): string {
  const subject = s.facts.subject;
  // "A plant system" says "plants" already: the name may hold the subject in the singular.
  const said = (words: string) => s.product.toLowerCase().includes(words.toLowerCase());
  const inName = !!subject && (said(subject) || said(subject.replace(/(?<=[^s])s$/i, "")));
  return subject && !inName && !printsSubject(s) ? ` about ${subject}` : "";
}

/**
 * The product with what the facts say of it: "A violin course for adults". Only for a listing with
 * nothing else to say; a bare "A template" also says how it comes, so that it reads as a line.
 */
export function productLine(s: Source): string {
  const f = s.facts;
  const about = aboutSubject(s);
  const line = `${someProduct(s)}${about}${f.audience.length > 0 ? ` for ${joinList(f.audience.slice(0, 2))}` : ""}`;
  return capitalise(line.split(/\s+/).length >= 3 ? line : `${line}, ${f.category === "course" ? "taught online" : "as a digital download"}`);
}

/**
 * Words a print carries, when the seller lists them ("Mistakes help me learn", "I'm not afraid to
 * ask for help"): on wall art, a clause of three words or more said by someone ("I", "me", "my",
 * "you", "we") or an instruction ("Be brave, try something new"). Words in brackets are the
 * seller's note on it ("(so you can print one for everyone)"), not its words.
 */
export function isPrintedWords(item: string, s: Source): boolean {
  const words = item
    .replace(/\([^)]*\)/g, " ")
    .trim()
    .split(/\s+/);
  const said =
    /^(?:be|this|every)$/i.test(words[0] ?? "") ||
    words.some((word) => /^(?:i|i['’](?:m|ll|ve)|me|my|you|your|we|our)$/i.test(word.replace(/[^\p{L}'’]/gu, "")));
  // "Printing guide for your home printer" is what comes with the print, not words printed on it.
  return s.facts.category === "wallart" && words.length >= 3 && said && !EXTRA.test(item);
}

/** A print's listed parts with its words quoted: once one is words said by someone, every clause of three words or more is. */
export function withPrintedWords(parts: readonly string[], s: Source, plain: (part: string) => string): string[] {
  const printed = parts.some((part) => isPrintedWords(part, s));
  const quote = (part: string) => `“${capitalise(part.replace(/[.!]+$/, ""))}”`;
  return parts.map((part) => (printed && part.split(/\s+/).length >= 3 && !EXTRA.test(part) ? quote(part) : plain(part)));
}
