import { BRANDS } from "../../text/casing";
import { isKnownWord, isProperName } from "./dictionary";
import { KINDS } from "./lexicon";

// Acronyms that are formats or shouting, not names worth keeping.
const NOT_NAMES = new Set(
  "January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday PDF PNG JPG JPEG SVG PSD EPS DOCX XLSX PPTX MP4 ZIP CSV TIFF DIY UK US USA EU AI FAQ DPI HD A4 A3 A5 A2 A1 B5 OK XL PS NB I".split(
    " ",
  ),
);

// Words of a product's kind a seller capitalises after a name in a keyword line ("Marrakech Wall Art").
const TRAILING_KINDS = new Set<string>([...Object.values(KINDS).flat(), "wall", "art", "decor", "gift", "gifts", "prints", "posters"]);

// The names the fact sheet keeps as facts the copy must carry; a long story names more.
const MAX_NAMES = 12;

/**
 * Proper names and brands with their casing: brands from the casing table, words the dictionaries
 * know only with a capital ("Lisbon"), capitalised runs mid-sentence ("Cinque Terre") and
 * technical acronyms ("VLOOKUP").
 */
export function readNames(sentences: readonly string[], raw = "", limit = MAX_NAMES): string[] {
  const names: string[] = [];
  // Cleaning brings shouting down to lower case; an acronym no dictionary knows ("VLOOKUP", "MBSR") is kept as written.
  for (const m of raw.replace(/<[^>]*>/g, " ").matchAll(/\b\p{Lu}{3,}(?:-?\d+)?\b/gu)) {
    const word = m[0];
    const letters = word.replace(/-?\d+$/, "");
    // A word in a shouted run ("LOOSE WATERCOLOR FLORALS") is shouting, not an acronym.
    const around = raw.slice(Math.max(0, (m.index ?? 0) - 12), (m.index ?? 0) + word.length + 12);
    if ((around.match(/\b\p{Lu}{2,}\b/gu) ?? []).filter((other) => !NOT_NAMES.has(other)).length > 1) continue;
    if (!NOT_NAMES.has(letters) && !Object.hasOwn(BRANDS, letters.toLowerCase()) && !isKnownWord(letters.toLowerCase())) names.push(word);
  }
  const add = (name: string) => {
    if (!names.some((other) => other.toLowerCase() === name.toLowerCase())) names.push(name);
  };
  // A chapter and verse ("Psalm 46:10", "John 3:16") is a name the copy must keep whole.
  for (const m of raw.matchAll(/\b\p{Lu}\p{Ll}+\s\d{1,3}:\d{1,3}\b/gu)) names.push(m[0]);
  for (const sentence of sentences) {
    // A comma ends a name: "Kyoto, Japan" is two names, not one.
    const tokens = sentence
      .split(/\s+|(?=[,;:!?()"“”])/)
      .map((word) => (/^[,;:!?()"“”]/.test(word) ? "," : word.replace(/[.'’]+$|^['‘]+/g, "").replace(/['’]s$/, "")));
    let run: string[] = [];
    const flush = () => {
      // "Marrakech Wall Art", "Moroccan Decor" in a keyword line: the kind of product after a name is not part of it.
      while (run.length > 1 && TRAILING_KINDS.has((run.at(-1) ?? "").toLowerCase())) run.pop();
      if (run.length > 0) add(run.join(" "));
      run = [];
    };
    tokens.forEach((word, i) => {
      const lower = word.toLowerCase();
      if (Object.hasOwn(BRANDS, lower)) {
        flush();
        add(BRANDS[lower] ?? word);
        return;
      }
      if (/^\p{Lu}{3,}\d*$/u.test(word) && !NOT_NAMES.has(word) && !isKnownWord(lower)) {
        flush();
        add(word);
        return;
      }
      const capital = /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?$/u.test(word);
      // The first word of a sentence is capitalised anyway; it counts only when the dictionary says it is a name.
      const name = capital && (isProperName(word) || (i > 0 && !isKnownWord(lower)));
      // "New York City": capitalised words next to a name belong to it.
      const previous = tokens[i - 1] ?? "";
      if (name && run.length === 0 && /^\p{Lu}\p{Ll}+$/u.test(previous) && !Object.hasOwn(BRANDS, previous.toLowerCase())) run.push(previous);
      if (name || (capital && run.length > 0)) run.push(word);
      else flush();
    });
    flush();
  }
  return names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i).slice(0, limit);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Gives every name its casing inside a phrase that cleaning lowered: "vlookup basics" → "VLOOKUP basics". */
export function withNames(phrase: string, names: readonly string[]): string {
  return names.reduce((text, name) => text.replace(new RegExp(`(?<![\\p{L}\\d])${escape(name)}(?![\\p{L}\\d])`, "giu"), name), phrase);
}
