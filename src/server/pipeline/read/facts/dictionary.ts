import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import nspell from "nspell";

const require = createRequire(import.meta.url);

/** Read synchronously: the packages' own entry uses top-level await, which a CommonJS loader refuses. */
function load(name: "dictionary-en" | "dictionary-en-gb") {
  const folder = path.dirname(require.resolve(name));
  return { aff: readFileSync(path.join(folder, "index.aff")), dic: readFileSync(path.join(folder, "index.dic")) };
}

type Speller = ReturnType<typeof nspell>;

// Building both Hunspell dictionaries takes about half a second, so they are built on first use
// and kept for the life of the process.
let spellers: { us: Speller; uk: Speller } | null = null;

export function dictionaries(): { us: Speller; uk: Speller } {
  spellers ??= { us: nspell(load("dictionary-en")), uk: nspell(load("dictionary-en-gb")) };
  return spellers;
}

/** Whether either English dictionary knows the word as written (or in lower case). */
export function isKnownWord(word: string): boolean {
  const { us, uk } = dictionaries();
  return us.correct(word) || uk.correct(word);
}

/** Whether the dictionaries know the word only with a capital: "Lisbon", "Kyoto". */
export function isProperName(word: string): boolean {
  const lower = word.toLowerCase();
  return !isKnownWord(lower) && isKnownWord(lower.charAt(0).toUpperCase() + lower.slice(1));
}

export const knownIn = (word: string) => {
  const { us, uk } = dictionaries();
  return { us: us.correct(word), uk: uk.correct(word) };
};
