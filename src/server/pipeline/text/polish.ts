/** Capitalisation, punctuation and de-duplication shared by every section. */

export const DANGLING = new Set(
  "and or but nor so yet for with of to in on at by from into onto about as than the a an your our their its this that these those who which while plus via per like including such".split(
    " ",
  ),
);
const SMALL_WORDS = new Set("a an and as at but by for from in into nor of on or per the to via vs with".split(" "));
// Brand spellings that start lower case ("iPad") must stay as they are.
const CAMEL = /^[a-z]+[A-Z]/;

export const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

export function capitalise(text: string): string {
  const trimmed = text.trim();
  return CAMEL.test(trimmed) ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** "Track sleep" → "track sleep", but "Python basics" and "PDF pages" keep their capitals. */
export function lowerFirst(text: string, keep: (word: string) => boolean): string {
  const first = (wordsOf(text)[0] ?? "").replace(/[^\p{L}'’-]+$/u, "");
  // "J and L cuts", "T-shirt": a letter that names itself keeps its capital; only the article "A" comes down.
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || keep(first) || (first.length === 1 && first !== "A")) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function titleCase(text: string): string {
  return wordsOf(text)
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      if (CAMEL.test(word) || /\p{Lu}.*\p{Lu}/u.test(word)) return word;
      // "wet-on-wet" → "Wet-on-Wet": small words stay small inside hyphenated words too.
      // "ice/compression" → "Ice/Compression": each side of a slash is a word.
      return word
        .split(/([-/])/)
        .map((part, k) => (k > 0 && SMALL_WORDS.has(part.toLowerCase()) ? part.toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1)))
        .join("");
    })
    .join(" ");
}

export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}

export function article(phrase: string): "a" | "an" {
  const [first = ""] = wordsOf(phrase);
  if (/^\p{Lu}{2,5}$/u.test(first)) return /^[AEFHILMNORSX]/.test(first) ? "an" : "a";
  if (/^\d/.test(first)) return /^(?:8|11|18|80)/.test(first) ? "an" : "a";
  // "a one-on-one", "a European", "a useful": the sound, not the letter.
  if (/^(?:one|once|eu|ewe)/i.test(first)) return "a";
  return /^(?:[aeio]|u(?!ni|s|t|ro|ku)|hour|honest|heir)/i.test(first) ? "an" : "a";
}

/** Drops trailing joiners and stray punctuation so a clipped phrase never ends mid-thought. */
export function trimDangling(text: string): string {
  const words = wordsOf(text.replace(/[\s,;:–—-]+$/u, ""));
  // A word that closes a bracket or quote ends its clause ("(36x12 in)"), however short.
  // "a repotting &": a joining sign left at the end dangles like "and".
  const dangling = (word: string) => /^[&+/|]+$/.test(word) || (!/[)\]”"'’]$/u.test(word) && DANGLING.has(word.toLowerCase().replace(/[^\p{L}\d]/gu, "")));
  while (words.length > 0 && dangling(words[words.length - 1] ?? "")) words.pop();
  return words.join(" ").replace(/[\s,;:–—-]+$/u, "");
}

/** Shortens to at most `max` characters on a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  return /\s/.test(cut) ? trimDangling(cut.replace(/\s+\S*$/, "")) : cut.slice(0, max);
}

// A bullet that lists parts: "Includes …", "Space to record …". Others are sentences, cut on a word.
const LIST_LEAD = /^(?:includes|contains|brings together|comes with|packed with|you get|inside|space to record|each entry records)\b/i;
const balanced = (text: string) => (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length;

/**
 * A list too long for its line, cut after its last whole item: "a medicaid billing log" is kept or
 * left out, never cut to "a medicaid billing". The items kept are joined again with "and".
 */
function clipList(text: string, max: number): string {
  if (text.length <= max) return text;
  // " and " is three characters longer than the ", " it replaces: the cut leaves room for it.
  const at = lastItemBreak(text, max - 3);
  if (at <= 0) return clip(text, max);
  const kept = text.slice(0, at);
  const last = lastItemBreak(kept, kept.length);
  return last > 0 ? `${kept.slice(0, last)} and ${kept.slice(last + 2)}` : kept;
}

/** Where the last ", " before `max` that is outside brackets stands, or -1. */
function lastItemBreak(text: string, max: number): number {
  let at = text.lastIndexOf(", ", max);
  while (at > 0 && !balanced(text.slice(0, at))) at = text.lastIndexOf(", ", at - 1);
  return at;
}

/** A list item: capitalised, no closing full stop, at least three words, nothing dangling. */
export function asBullet(text: string, max = 160): string | null {
  const line = text.replace(/\s+/g, " ").trim();
  const cut = LIST_LEAD.test(line) ? clipList(line, max) : clip(line, max);
  const cleaned = trimDangling(cut.replace(/[.!?;:,]+$/, ""));
  return wordsOf(cleaned).length >= 3 && /\p{L}/u.test(cleaned) ? capitalise(cleaned) : null;
}

export function asSentence(text: string): string {
  const cleaned = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();
  if (cleaned === "") return "";
  return capitalise(/[.!?]["”')]?$/u.test(cleaned) ? cleaned : `${trimDangling(cleaned)}.`);
}

/** Stable 32-bit FNV-1a hash; picks template variants without randomness. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

export const pick = <T>(options: readonly T[], seed: number, offset = 0): T => {
  const chosen = options[(seed + offset) % options.length];
  if (chosen === undefined) throw new Error("pick needs at least one option");
  return chosen;
};
