import type { Token } from "./analyse";
import { BRANDS } from "../text/casing";
import { DEVICES } from "./lexicon";

// Print sizes and resolutions ("8x10", "A4", "300dpi") say nothing about the subject.
export const SIZE = /^(?:\d+|x?\d+(?:x\d+)?|a\d|\d*dpi|\d+(?:px|cm|mm|in)|#\d+)$/i;
export const isDevice = (token: Token) => DEVICES.has(token.normal) || DEVICES.has(token.lemma);
export const isBrand = (word: string) => Object.hasOwn(BRANDS, word.toLowerCase()) || /^\p{Lu}{2,}|^[a-z]+[A-Z]/u.test(word);
