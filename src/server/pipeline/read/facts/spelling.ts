import { BRANDS } from "../../text/casing";
import type { Spelling } from "../../../../core/listing/types";
import { dictionaries, isKnownWord, knownIn } from "./dictionary";

/** Marker words that settle UK or US spelling even when the dictionaries know both. */
const UK_MARKERS = new Set(
  "mum,mums,jewellery,programme,cosy,whilst,licence,maths,favourite,colour,colours,organiser,organised,personalised,centre,grey,practise".split(","),
);
const US_MARKERS = new Set("mom,moms,jewelry,program,cozy,license,math,favorite,color,colors,organizer,organized,personalized,center,gray".split(","));

/** UK when more of the description's words are UK-only spellings than US-only ones. */
export function spellingOf(words: readonly string[]): Spelling {
  let uk = 0;
  let us = 0;
  for (const word of new Set(words.map((w) => w.toLowerCase()))) {
    if (UK_MARKERS.has(word)) uk += 2;
    else if (US_MARKERS.has(word)) us += 2;
    else if (word.length > 4 && /^[a-z]+$/.test(word)) {
      const known = knownIn(word);
      if (known.uk && !known.us) uk += 1;
      else if (known.us && !known.uk) us += 1;
    }
  }
  return uk > us ? "uk" : "us";
}

/**
 * One letter added, dropped or two swapped ("Pregancy", "Jounral"). A changed letter does not
 * count: that is how real words the dictionary lacks look like known ones ("monstera" → "monsters").
 */
function oneEditApart(typo: string, word: string): boolean {
  const a = typo;
  const b = word;
  // Sellers mistype inside words, not their first letter: "orgo" is slang, not "forgo".
  if (a === b || Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // b has a letter a lacks ("Pregancy" → "Pregnancy"): a dropped letter.
  if (a.slice(i) === b.slice(i + 1)) return true;
  // a has an extra letter: a typo only when it doubles its neighbour ("beginnner"); "monstera" is not "monster".
  if (a.slice(i + 1) === b.slice(i)) return a[i] === a[i - 1] || a[i] === a[i + 1];
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * The dictionary words one dropped, doubled or swapped letter away, never changing the first
 * letter. Built directly (a few hundred lookups) instead of asking nspell for suggestions, which
 * costs tens of milliseconds for each word it has not seen.
 */
function oneEditWords(typo: string): string[] {
  const edits = new Set<string>();
  for (let i = 1; i <= typo.length; i++) for (const letter of LETTERS) edits.add(typo.slice(0, i) + letter + typo.slice(i));
  for (let i = 1; i < typo.length; i++) if (typo[i] === typo[i - 1] || typo[i] === typo[i + 1]) edits.add(typo.slice(0, i) + typo.slice(i + 1));
  for (let i = 1; i < typo.length - 1; i++) edits.add(typo.slice(0, i) + (typo[i + 1] ?? "") + (typo[i] ?? "") + typo.slice(i + 2));
  const { us } = dictionaries();
  return [...edits].filter((edit) => edit !== typo && us.correct(edit));
}

// Each suggestion costs milliseconds; a description full of unknown words is not one with typos.
const MAX_LOOKUPS = 8;
const MIN_CORRECTED = 5;

function correctionOf(word: string, budget: { left: number }): string | null {
  // A short word a letter from another is as likely slang ("vids", not "voids") as a typo.
  if (word.length < MIN_CORRECTED || !/^\p{L}+$/u.test(word) || /\p{Lu}/u.test(word.slice(1))) return null;
  if (Object.hasOwn(BRANDS, word.toLowerCase()) || isKnownWord(word)) return null;
  // The plural of a known word the dictionary lists only in the singular ("ethers") is no typo.
  if (/s$/i.test(word) && (isKnownWord(word.slice(0, -1)) || (/es$/i.test(word) && isKnownWord(word.slice(0, -2))))) return null;
  if (budget.left <= 0) return null;
  budget.left -= 1;
  const capital = /^\p{Lu}/u.test(word);
  // A capitalised unknown word may be a name ("Alfama"); it is corrected only into an ordinary word.
  const candidates = oneEditWords(word.toLowerCase()).filter((s) => oneEditApart(word.toLowerCase(), s) && (!capital || isKnownWord(s)));
  if (candidates.length !== 1) return null;
  const [only = ""] = candidates;
  // "penne" → "penned", "creste" → "crested": a past tense made of a word that ends in e is another word, not its typo.
  if (only === `${word.toLowerCase()}d` && /e$/i.test(word)) return null;
  return capital ? only.charAt(0).toUpperCase() + only.slice(1) : only.toLowerCase();
}

// "at you're own pace", "it's own folder", "they're own words": before "own" only a possessive can stand.
const OWN_CONFUSED: Record<string, string> = {
  "you're": "your",
  "you’re": "your",
  "it's": "its",
  "it’s": "its",
  "they're": "their",
  "they’re": "their",
  there: "their",
};
const BEFORE_OWN = /\b(you['’]re|it['’]s|they['’]re|there)(\s+own)\b/gi;

/** Real words in the wrong place that the dictionary cannot catch: the contraction or adverb before "own". */
function possessivesFixed(text: string, corrections: Array<{ from: string; to: string }>): string {
  return text.replace(BEFORE_OWN, (match, word: string, own: string) => {
    const fixed = OWN_CONFUSED[word.toLowerCase()] ?? word;
    const cased = /^\p{Lu}/u.test(word) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
    corrections.push({ from: match, to: cased + own });
    return cased + own;
  });
}

// Articles and joiners of French, Spanish, Italian and German that English does not use as words.
const FOREIGN_JOINERS = new Set("la le les et des du el los las der das und il di del au aux".split(" "));

function besideForeignJoiner(text: string, offset: number, length: number): boolean {
  const before = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, offset - 12), offset))?.[1];
  const after = /^\s+(\p{L}+)/u.exec(text.slice(offset + length, offset + length + 12))?.[1];
  // A neighbour with an accented letter ("Fée") is another language's word too.
  return [before, after].some((word) => word !== undefined && (FOREIGN_JOINERS.has(word.toLowerCase()) || /[à-öø-ÿ]/iu.test(word)));
}

/** Where the text quotes something: between quote marks that open after a space and close before one. */
function quotedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(/(?<=^|[\s([—–-])(["“‘'])([^"“”‘’'\n]{1,120})(["”’'])(?=$|[\s.,;:!?)\]—–-])/gu))
    spans.push([match.index, match.index + match[0].length]);
  return spans;
}

/**
 * Corrects obvious typos: only words neither dictionary knows, only into the one word a single edit
 * away that the dictionary suggests, never brands or names. Returns the text and what changed.
 */
export function correctTypos(input: string): { text: string; corrections: Array<{ from: string; to: string }> } {
  const corrections: Array<{ from: string; to: string }> = [];
  const text = possessivesFixed(input, corrections);
  const seen = new Map<string, string | null>();
  const budget = { left: MAX_LOOKUPS };
  const quoted = quotedSpans(text);
  const corrected = text.replace(/\p{L}+(?:['’]\p{L}+)?/gu, (word, offset: number) => {
    // The seller's quotes stay as written: a Latin label ('Octopus vulgaris'), a verse, a slogan.
    if (quoted.some(([start, end]) => offset >= start && offset < end)) return word;
    // "noir et blanc", "La Fée Verte": a word beside another language's article, joiner or accented word is that language's.
    if (besideForeignJoiner(text, offset, word.length)) return word;
    if (!seen.has(word)) {
      const fix = correctionOf(word, budget);
      seen.set(word, fix);
      if (fix) corrections.push({ from: word, to: fix });
    }
    return seen.get(word) ?? word;
  });
  return { text: corrected, corrections };
}
