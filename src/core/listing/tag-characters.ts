import { MARKETPLACE_RULES } from "./marketplace-rules";
import { collapseSpaces, cutAtWord } from "./text";

const { etsyTagCharacters, etsyTagLength } = MARKETPLACE_RULES;
const ALLOWED: ReadonlySet<string> = new Set(etsyTagCharacters.chars);
const allowed = (ch: string) => /[\p{L}\p{N}\s]/u.test(ch) || ALLOWED.has(ch);

/** The characters of a tag Etsy refuses ("&" in "mood & energy chart"), each once. */
export const refusedTagCharacters = (tag: string): string[] => [...new Set([...tag].filter((ch) => !allowed(ch)))];

/**
 * The tag with Etsy's characters only, or null when no sensible tag is left: "&" and " + " become
 * "and" when the tag still fits, other marks go ("c++" is "c"); a point between digits ("8.5x11")
 * cannot go without changing the size, so such a tag has no sensible form.
 */
export function repairTagCharacters(tag: string): string | null {
  if (/\d[.,/:]\d/.test(tag)) return null;
  const clean = (joiner: string) =>
    collapseSpaces([...tag.replace(/’/g, "'").replace(/\s*&\s*|\s+\+\s+/g, joiner)].map((ch) => (allowed(ch) ? ch : " ")).join(""));
  const spelled = clean(" and ");
  const dropped = clean(" ");
  const fixed = [spelled, dropped].find((t) => t.length <= etsyTagLength.max) ?? cutAtWord(spelled, etsyTagLength.max);
  return /\p{L}/u.test(fixed) ? fixed : null;
}
