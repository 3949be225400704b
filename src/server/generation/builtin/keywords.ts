import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH } from "../listing";
import { shortFormatLabel } from "./facts";
import { GENERIC_MODIFIERS } from "./lexicon";
import type { Profile } from "./profile";
import type { CategoryCopy } from "./templates/types";

const tidy = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\d\s&'-]/gu, " ")
    .replace(/^[\d\s-]+/u, "")
    .replace(/\s+/g, " ")
    .trim();

const wordSeq = (text: string) => tidy(text).split(/[\s'-]+/).filter(Boolean);
const singular = (word: string) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word);

/** Whether the words occur next to each other in the description (plural or singular). */
function inDescription(keyword: string, description: readonly string[]): boolean {
  const wanted = wordSeq(keyword).map(singular);
  if (wanted.length === 0) return false;
  return description.some((_, i) => wanted.every((word, k) => singular(description[i + k] ?? "") === word));
}

/** Platform and format names as buyers type them. */
export function productNames(p: Profile): string[] {
  return [...p.platforms, ...p.formats.flatMap((format) => [format.key, shortFormatLabel(format)])].map(tidy);
}

export function buildKeywords(p: Profile, copy: CategoryCopy): string[] {
  const description = wordSeq(p.sentences.join(" "));
  const described = (keyword: string) => inDescription(keyword, description);
  const vocabulary = copy.vocabulary.filter((word) => word !== "printable" || p.formats.some((format) => format.printable));
  const compact = p.source ? tidy(p.product.split(" ").filter((word) => !GENERIC_MODIFIERS.has(word.toLowerCase())).join(" ")) : "";
  // Parts of the product first; other phrases only when they are more than one vague word ("breaks").
  const phrases = p.items
    .filter((item) => item.part)
    .map((item) => tidy(item.text))
    .filter((phrase) => phrase.split(" ").length <= 3);
  const others = p.items
    .filter((item) => !item.part && item.phrase.tokens.length > 1)
    .map((item) => tidy(item.text))
    .filter((phrase) => phrase.split(" ").length <= 3);
  const ordered = [
    p.source ? tidy(p.product) : "",
    compact,
    tidy(p.topic ?? ""),
    ...productNames(p).slice(0, 3),
    ...vocabulary.slice(0, 2),
    ...phrases.slice(0, 5),
    ...p.audiences.map((audience) => tidy(audience.plural)),
    ...vocabulary.slice(2),
    ...phrases.slice(5),
    ...others,
  ];
  const allowed = new Set([...vocabulary, ...productNames(p)]);
  const chosen: string[] = [];
  // "instagram story templates" is too long for a tag; its last two words are not.
  const fitted = ordered.map((keyword) => (keyword.length > KEYWORD_MAX_LENGTH ? keyword.split(" ").slice(-2).join(" ") : keyword));
  for (const keyword of fitted) {
    if (chosen.length >= KEYWORD_LIMIT) break;
    if (keyword.length < 3 || keyword.length > KEYWORD_MAX_LENGTH || chosen.includes(keyword)) continue;
    if (chosen.some((other) => wordSeq(other).map(singular).join(" ") === wordSeq(keyword).map(singular).join(" "))) continue;
    if (allowed.has(keyword) || described(keyword)) chosen.push(keyword);
  }
  return chosen;
}
