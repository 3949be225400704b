/** Word-level helpers the listing checks share: tokens, singular forms and phrase search. */

/** Words a bullet or a tag may not end on: what follows them is missing. */
export const END_JOINERS = new Set([
  "and",
  "or",
  "but",
  "with",
  "for",
  "to",
  "of",
  "the",
  "a",
  "an",
  "in",
  "on",
  "at",
  "by",
  "from",
  "into",
  "your",
  "my",
  "our",
  "their",
  "its",
  "that",
  "which",
  "who",
  "as",
  "than",
  "so",
  "plus",
  "via",
  "per",
  "is",
  "are",
]);
/** Words a bullet may not start on: it continues a sentence that is not there. */
export const START_JOINERS = new Set([
  "and",
  "or",
  "but",
  "nor",
  "that",
  "which",
  "who",
  "whose",
  "of",
  "than",
  "because",
  "while",
  "whereas",
  "so",
  "is",
  "are",
  "was",
  "were",
]);
const STOPWORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "with",
  "for",
  "to",
  "of",
  "in",
  "on",
  "at",
  "by",
  "from",
  "your",
  "you",
  "our",
  "my",
  "that",
  "which",
  "this",
  "it",
  "its",
  "is",
  "are",
  "be",
  "as",
  "so",
]);

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu;

export const words = (text: string): string[] => {
  const found = text.toLowerCase().match(WORD) ?? [];
  return text.includes("’") ? found.map((w) => w.replace(/’/g, "'")) : found;
};

// String tests rather than regular expressions: this runs on every word of every listing checked.
const KEEP_ENDINGS = ["ss", "us", "is"];
const ES_ENDINGS = ["sses", "shes", "ches", "xes", "zes"];

// Plurals in -ves whose singular ends in -f or -fe ("curves", "gloves" are regular).
const VES = new Map(
  Object.entries({
    loaves: "loaf",
    leaves: "leaf",
    shelves: "shelf",
    wolves: "wolf",
    halves: "half",
    calves: "calf",
    scarves: "scarf",
    hooves: "hoof",
    knives: "knife",
    wives: "wife",
    lives: "life",
    thieves: "thief",
    elves: "elf",
    selves: "self",
  }),
);

/** A plain singular, good enough to match "weeks" with "week", "planners" with "planner" and "loaves" with "loaf". */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || KEEP_ENDINGS.some((e) => word.endsWith(e))) return word;
  const ves = VES.get(word.toLowerCase());
  if (ves) return word.slice(0, word.length - 3) + ves.slice(ves.length - (ves.endsWith("fe") ? 2 : 1));
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (ES_ENDINGS.some((e) => word.endsWith(e))) return word.slice(0, -2);
  return word.slice(0, -1);
}

const FAMILY_ENDINGS = /(?:ations|ation|ions|ion|ings|ing|ers|er|ed|es|s|e)$/;
const MIN_STEM = 3;

/**
 * A word's family, the part its forms share: "running", "runner" and "run" → "run"; "narration"
 * and "narrated" → "nar"; "tiling" and "tiles" → "til". A key for matching forms of one word, never for display.
 */
export function wordFamily(word: string): string {
  let stem = word.toLowerCase().replace(/['’]s$/, "");
  const ending = FAMILY_ENDINGS.exec(stem);
  if (ending && stem.length - ending[0].length >= MIN_STEM) stem = stem.slice(0, -ending[0].length);
  if (stem.length > MIN_STEM + 2 && stem.endsWith("at")) stem = stem.slice(0, -2);
  if (stem.length > MIN_STEM && /([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** Lower-case singular words, punctuation and hyphens gone: "200-Hours" → ["200", "hour"], "Giotto's" → ["giotto"]. */
export const keyWords = (text: string): string[] => words(text).map((word) => singular(word.endsWith("'s") ? word.slice(0, -2) : word));

export const contentWords = (text: string): Set<string> => new Set(keyWords(text).filter((w) => !STOPWORDS.has(w)));

/** Start indices of `needle` in `hay`, both key words. */
export function occurrences(hay: string[], needle: string[]): number[] {
  const found: number[] = [];
  if (!needle.length) return found;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    found.push(i);
  }
  return found;
}

export const collapseSpaces = (text: string): string =>
  text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/** Cut to at most `max` characters at a word boundary, without a dangling joiner or separator. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max + 1).replace(/\s+\S*$/, "");
  for (let prev = ""; prev !== cut;) {
    prev = cut;
    cut = cut.replace(/[\s,;:&+|/–—-]+$/, "");
    const last = cut.split(" ").at(-1)?.toLowerCase() ?? "";
    if (END_JOINERS.has(last)) cut = cut.slice(0, -last.length);
  }
  return cut.trim();
}

export const quote = (text: string) => `“${text}”`;

/** "walk" → "walking", "tile" → "tiling", "knit" → "knitting". */
export function gerund(verb: string): string {
  if (verb.endsWith("ie")) return `${verb.slice(0, -2)}ying`;
  if (verb.endsWith("e") && !verb.endsWith("ee")) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb)) return `${verb}${verb.at(-1) ?? ""}ing`;
  return `${verb}ing`;
}
