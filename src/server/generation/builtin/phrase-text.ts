import type { Token } from "./analyse";
import { BRANDS } from "./casing";
import { DEVICES, GENERIC_HEADS, GENERIC_MODIFIERS } from "./lexicon";
import type { NounPhrase } from "./noun-phrases";

// Print sizes and resolutions ("8x10", "A4", "300dpi") say nothing about the subject.
export const SIZE = /^(?:\d+|x?\d+(?:x\d+)?|a\d|\d*dpi|\d+(?:px|cm|mm|in)|#\d+)$/i;
export const isDevice = (token: Token) => DEVICES.has(token.normal) || DEVICES.has(token.lemma);
export const isBrand = (word: string) => Object.hasOwn(BRANDS, word.toLowerCase()) || /^\p{Lu}{2,}|^[a-z]+[A-Z]/u.test(word);

/** Lower case in running text, except brands, acronyms and names the writer capitalised mid-sentence. */
export function display(tokens: readonly Token[], firstInSentence: boolean): string {
  return tokens
    .map((token, i) => {
      const keep = isBrand(token.value) || (token.pos === "PROPN" && !(firstInSentence && i === 0) && /^\p{Lu}/u.test(token.value));
      const word = keep ? token.value : token.value.toLowerCase();
      return i > 0 && token.spaced ? ` ${word}` : word;
    })
    .join("");
}

/** True when nothing in the phrase is worth selling on its own. */
export function isVague(phrase: NounPhrase): boolean {
  const words = phrase.tokens.filter((token) => /\p{L}/u.test(token.value));
  if (words.every(isDevice) || words.every((token) => SIZE.test(token.value))) return true;
  if (GENERIC_HEADS.has(phrase.head) && words.every((token) => GENERIC_MODIFIERS.has(token.normal) || GENERIC_HEADS.has(token.lemma) || token.pos === "NUM")) return true;
  // "one place", "one tap": idioms, not parts of the product.
  if (words[0]?.normal === "one" && words.length <= 2) return true;
  return words.length === 1 && (GENERIC_MODIFIERS.has(phrase.head) || phrase.head.length < 3);
}

