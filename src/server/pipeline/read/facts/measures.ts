/** Counts, print sizes, durations and years, read from the cleaned description with their wording. */
import { PERSON_HEADS } from "./lexicon";
import { singular } from "../../../../core/listing/text";

export interface Measure {
  label: string;
  matches: string[];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};
const WORD_OF = Object.fromEntries(Object.entries(NUMBER_WORDS).map(([word, n]) => [n, word]));
// "2,000" is two thousand; "4.5" and "2,5" are decimals.
const NUMBER = `(\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d{1,4}(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join("|")})`;
const toNumber = (text: string) =>
  NUMBER_WORDS[text.toLowerCase()] ?? Number(/^\d{1,3}(?:,\d{3})+$/.test(text) ? text.replace(/,/g, "") : text.replace(",", "."));

// The seller's record, not the product: "I've narrated 140 titles", "my first 40 listings", "it took me three appointments".
const SELLER_RECORD =
  /\b(?:I|we)(?:'ve|'d|\s+have|\s+had)\b|\b(?:I|we)\s+(?:\w+ly\s+)?\w+(?:ed|ght|lt|ld|ote|own|old|an)\b|\b(?:my|our)\s+first\s*$|\b(?:took|cost|gave)\s+(?:me|us)\b/i;
// "I've recorded 12 lessons for you" is the product all the same.
const MADE_FOR_BUYER =
  /\b(?:included|includes?|added|packed|recorded|filmed|made|created|designed|prepared|put together|gathered|bundled|drawn|illustrated)\b/i;
/** The clause before a figure, up to the last stop: where its subject and verb are. */
const clauseBefore = (text: string, at: number) =>
  text
    .slice(Math.max(0, at - 80), at)
    .split(/[.!?;:—–(]/)
    .at(-1) ?? "";
/** Whether a figure is the seller's own history ("it took us eleven months", "I've narrated 140 titles"). */
const sellersOwn = (clause: string) => SELLER_RECORD.test(clause) && !MADE_FOR_BUYER.test(clause);

const unique = (measures: Measure[]) => measures.filter((m, i) => measures.findIndex((o) => o.label.toLowerCase() === m.label.toLowerCase()) === i);

const SIZE = /(?<![\w.])(\d{1,3}(?:\.\d)?)\s?[x×X]\s?(\d{1,3}(?:\.\d)?)(?:\s?(cm|mm|in(?:ch(?:es)?)?|″|")(?![a-z]))?/g;
const RATIO = /\b(\d{1,2}:\d{1,2})(?=[^.]*\bratios?\b|\s*ratios?\b)|\bratios?\s+(\d{1,2}:\d{1,2})(?:\s*(?:and|,|&)\s*(\d{1,2}:\d{1,2}))?/gi;
const PAPER = /\b(A[0-6]|US Letter|Letter size|Half Letter|Tabloid|B5)\b/gi;

const LANGUAGE_LEVEL = /\b[ABC][12]\s*[–—-]\s*[ABC][12]\b|\b[ABC][12]\s+level\b|\b(?:CEFR|level)\s+[ABC][12]\b/g;

export function readSizes(text: string): Measure[] {
  const found: Measure[] = [];
  for (const m of text.matchAll(SIZE)) {
    const [, w = "", h = "", rawUnit] = m;
    const unit = rawUnit?.startsWith("in") || rawUnit === '"' || rawUnit === "″" ? " in" : rawUnit ? ` ${rawUnit}` : "";
    const core = `${w}x${h}`;
    found.push({ label: `${core}${unit}`, matches: [core, `${w} x ${h}`, `${w}×${h}`] });
  }
  for (const m of text.matchAll(RATIO)) {
    for (const ratio of [m[1], m[2], m[3]].filter((value): value is string => Boolean(value))) found.push({ label: `${ratio} ratio`, matches: [ratio] });
  }
  // "A2–B1 level", "CEFR B2": a language level, not a paper size.
  const levels = new Set([...text.matchAll(LANGUAGE_LEVEL)].flatMap((level) => level[0].match(/[ABC][12]/g) ?? []));
  for (const m of text.matchAll(PAPER)) {
    const raw = m[1] ?? "";
    if (levels.has(raw.toUpperCase())) continue;
    const label = /^a\d$|^b5$/i.test(raw)
      ? raw.toUpperCase()
      : /letter size/i.test(raw)
        ? "US Letter"
        : raw.replace(/\b\w/g, (c) => c.toUpperCase()).replace("Us ", "US ");
    found.push({ label, matches: [label.toLowerCase(), ...(label === "US Letter" ? ["letter size", "letter"] : [])] });
  }
  return unique(found);
}

const HOME_PAPER = /^(?:A[4-6]|B5|US Letter|Half Letter)$/i;

/**
 * Whether a home printer takes the size: they stop at US Letter and A4 (8.5x11.7 in at most), so
 * 5x7, 8x10 and A5 print at home while 11x14, A3 or 50x70 cm go to a print shop. Null for a ratio or
 * a name that is not a size.
 */
export function fitsHomePrinter(size: string): boolean | null {
  if (HOME_PAPER.test(size)) return true;
  if (/^(?:A[0-3]|Tabloid)$/i.test(size)) return false;
  const m = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(?:\s(cm|mm|in))?$/.exec(size);
  if (!m) return null;
  // Without a unit the seller means inches; anything that fits in inches fits in centimetres too.
  const scale = m[3] === "cm" ? 1 / 2.54 : m[3] === "mm" ? 1 / 25.4 : 1;
  const [short, long] = [Number(m[1]) * scale, Number(m[2]) * scale].sort((x, y) => x - y);
  return (short ?? 0) <= 8.5 && (long ?? 0) <= 11.7;
}

const UNITS: Record<string, string> = {
  hour: "hour",
  hr: "hour",
  hrs: "hour",
  hours: "hour",
  minute: "minute",
  min: "minute",
  mins: "minute",
  minutes: "minute",
  week: "week",
  weeks: "week",
  day: "day",
  days: "day",
  month: "month",
  months: "month",
};
// The noun after a duration says what lasts that long: "8 hours of video", "10 minute lessons".
const DURATION = new RegExp(
  `\\b${NUMBER}\\+?\\s?(-\\s?)?(hours?|hrs?|minutes?|mins?|weeks?|days?|months?)\\b(?:\\s+(of\\s+)?(video|videos|lessons?|sessions?|classes|course|challenge|programme|program|training|practice|meditations?))?`,
  "gi",
);

export function readDurations(text: string): Measure[] {
  const found: Measure[] = [];
  for (const m of text.matchAll(DURATION)) {
    const [whole, amount = "", hyphen, rawUnit = "", of, noun] = m;
    const n = toNumber(amount);
    const unit = UNITS[rawUnit.toLowerCase()] ?? rawUnit;
    // "sent within 24 hours" is how fast the seller delivers, not how long the product runs.
    const after = text.slice((m.index ?? 0) + whole.length, (m.index ?? 0) + whole.length + 24);
    if (/^\s+(?:countdown|checklist|tracker|calendar|planner|log)\b/i.test(after) && !hyphen) continue;
    // "0.1 hr increments", "15-minute blocks": the unit a product counts in, not how long it runs.
    if (/^\s*(?:increments?|intervals?|blocks?|slots?|steps?)\b/i.test(after)) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 14), m.index);
    if (!Number.isFinite(n) || n <= 0 || /\b(?:within|under|less than|up to|takes?|ships? in)\s*$/i.test(before)) continue;
    // "waking every 45 minutes" is how often, "structure a talk in 20 minutes" how long a task takes: not the product's length.
    if (/\b(?:every|each|per)\s*$/i.test(before) || (/\bin\s*$/i.test(before) && /^(?:hour|hr|h|minute|min)/i.test(rawUnit))) continue;
    if (sellersOwn(clauseBefore(text, m.index ?? 0))) continue;
    // "12 months" of a planner is its span in pages, still a duration buyers look for.
    const plural = n === 1 ? unit : `${unit}s`;
    const base =
      hyphen || /-\s?(?:hour|hr|minute|min|week|day|month)/i.test(whole)
        ? `${n}-${unit}`
        : noun && !of && !/s$/i.test(rawUnit)
          ? `${n} ${unit}`
          : `${n} ${plural}`;
    const label = noun ? `${base} ${of ?? ""}${noun}` : base;
    const word = WORD_OF[n];
    found.push({ label, matches: [`${n}-${unit}`, `${n} ${unit}`, `${n} ${plural}`, ...(word ? [`${word} ${plural}`, `${word}-${unit}`] : [])] });
  }
  return unique(found);
}

// "2025-26" or "2025 – 2026"; a short second year only right against the dash: "2025 – 35 contact hours" is a year and a count.
const YEAR = /\b(20[2-3]\d)(?:\s?[-–/]\s?(20[2-3]\d)|[-–/]([2-3]\d))?\b/g;

export function readYears(text: string): Measure[] {
  const found: Measure[] = [];
  for (const m of text.matchAll(YEAR)) {
    const [, first = "", full, short] = m;
    const second = full ?? short;
    if (Number(first) < 2024) continue;
    // "Pass rate of our students in 2024: 93%": the seller's people in that year are their record, not the product's edition.
    const clause = clauseBefore(text, m.index ?? 0);
    const whose = /\b(?:our|my)\s+(\p{L}+)/iu.exec(clause)?.[1] ?? "";
    if (sellersOwn(clause) || PEOPLE.has(singularOf(whose))) continue;
    const end = second ? (second.length === 2 ? `20${second}` : second) : null;
    const label = end ? `${first}–${end}` : first;
    found.push({ label, matches: [first, ...(end ? [end] : [])] });
  }
  return unique(found);
}

// What is counted: one to three words ending in a plural noun, "3 prints", "52 weekly spreads".
const NOUNS = "((?:[a-z][a-z-]*\\s+){0,2}?[a-z][a-z-]*[^s\\W]s)(?![-\\w])";
const COUNT = new RegExp(`(?:\\b(set|pack|bundle|collection) of\\s+${NUMBER}\\b(?:\\s+${NOUNS}\\b)?)|(?:\\b${NUMBER}\\+?\\s+${NOUNS}\\b)`, "gi");
const NOT_COUNTED =
  /^(?:hours?|hrs?|minutes?|mins?|weeks?|days?|months?|years?|times|percent|dollars|pounds|euros|reviews|sales|stars|x|pcs|inches|cm|mm|places|ways|things|reasons|apps|lines|words|letters|different|other|more|light-years|dpi|ppi|px|mb|gb)$/i;
// "2000+ this will be too basic", "4 it was": a number before a pronoun, verb or conjunction counts nothing.
const FUNCTION_WORDS = /\b(?:this|these|those|that|it|its|is|was|has|does|and|or|but|as|us|yours|his|hers|theirs|ours|always|perhaps)\b/i;
// People are who the product is for or who the seller has served, never what it contains.
const PEOPLE = new Set([
  ...PERSON_HEADS,
  ..."client patient customer subscriber follower member user tenant attendee participant guest household famil runner mum mom kid".split(" "),
]);
const singularOf = (word: string) => singular(word.toLowerCase());
// "1-10 units", "4–6 patients", "up to 5 quotes per job": a range or a limit is what the product allows, not what it holds.
const LIMIT = /(?:\b\d+\s?[-–]\s?|\b(?:\d+|zero|one|two)\s+to\s+|\bup to\s+|\bmax(?:imum)?\.?\s+|\bat most\s+)$/i;

/** Why a number before a noun is not a count of what the buyer gets, or null when it is one. */
function notContents(text: string, at: number, words: string[]): string | null {
  const before = text.slice(Math.max(0, at - 80), at);
  if (words.some((word) => FUNCTION_WORDS.test(word))) return "not a noun";
  if (words.some((word) => PEOPLE.has(singularOf(word)))) return "people";
  if (LIMIT.test(before)) return "a limit";
  // "decorated with the four seasons and the four elements": things the text refers to, not what the buyer gets.
  if (/\bthe\s+$/i.test(before)) return "a reference";
  // "the Microsoft 365 tools", "in Resolve 19 projects": a number after a name mid-sentence is the name's version.
  const [, earlier = "", name = ""] = /(\S+)\s+(\S+)\s+$/u.exec(before) ?? [];
  if (/^\p{Lu}\p{L}*$/u.test(name) && !/[.!?:;]$/.test(earlier)) return "a name's number";
  if (sellersOwn(clauseBefore(text, at))) return "the seller's record";
  return null;
}

export function readCounts(text: string): Measure[] {
  const found: Measure[] = [];
  for (const m of text.matchAll(COUNT)) {
    const [, group, groupCount, groupNoun, amount, noun] = m;
    if (group && groupCount) {
      const n = toNumber(groupCount);
      const last = groupNoun?.split(/\s+/).pop()?.toLowerCase();
      const label = `${group.toLowerCase()} of ${n}${groupNoun ? ` ${groupNoun}` : ""}`;
      found.push({ label, matches: [`${group.toLowerCase()} of ${n}`, ...(last ? [`${n} ${last}`] : [])] });
      continue;
    }
    // "top 3 priorities" ranks, it does not count what the buyer gets.
    if (!amount || !noun || /\btop\s*$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 5), m.index))) continue;
    const n = toNumber(amount);
    const words = noun.split(/\s+/);
    const last = (words[words.length - 1] ?? "").toLowerCase();
    if (!Number.isFinite(n) || n < 2 || n > 2000 || NOT_COUNTED.test(last) || NOT_COUNTED.test(words[0] ?? "")) continue;
    if (notContents(text, m.index ?? 0, words)) continue;
    // "52 weekly spreads" is matched by "52" with its noun, wherever the copy puts the adjective.
    const word = WORD_OF[n];
    found.push({ label: `${n} ${words.join(" ")}`, matches: [`${n} ${words.join(" ").toLowerCase()}`, `${n} ${last}`, ...(word ? [`${word} ${last}`] : [])] });
  }
  // "3 prints" after "set of 3 prints" counts the same prints again.
  const sets = found.filter((m) => /^(?:set|pack|bundle|collection) of /.test(m.label));
  const noun = (m: Measure) => m.label.split(" ").at(-1);
  const number = (m: Measure) => /\d+/.exec(m.label)?.[0];
  const once = found.filter((m) => sets.includes(m) || !sets.some((set) => number(set) === number(m) && noun(set) === noun(m)));
  // "300+ deep prompts" in the title and "300+ guided prompts" in the list are one set of prompts.
  return unique(once.filter((m, i) => !once.slice(0, i).some((other) => number(other) === number(m) && noun(other) === noun(m))));
}
