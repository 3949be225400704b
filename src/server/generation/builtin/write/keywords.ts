import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH } from "../../listing";
import type { Source } from "../types";
import { GENERIC_TAGS } from "./wording";

const MAX_GENERIC = 3;
// A tag is a phrase a buyer types; these words are never one on their own or at either end.
const WEAK = new Set("a an and or the of for with to in on at by your my our this that is are be it you today dark light bus cuppa sizes size new best cute perfect ultimate printable digital instant editable".split(" "));

const tidy = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\d\s&'-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
const singular = (word: string) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word);
const key = (tag: string) => tag.split(" ").map(singular).join(" ");

function usable(tag: string): boolean {
  const words = tag.split(" ");
  if (tag.length < 3 || tag.length > KEYWORD_MAX_LENGTH || /^\d/.test(tag) && words.length === 1) return false;
  if (WEAK.has(words[0] ?? "") || WEAK.has(words[words.length - 1] ?? "")) return false;
  // One bare word is a fragment unless it names the subject outright ("lisbon", "crochet").
  return words.length > 1 || tag.length >= 5;
}

/** Subject-specific phrases first (product, subject, names, parts, apps, sizes), then at most three category tags. */
export function writeKeywords(s: Source): string[] {
  const f = s.facts;
  const head = tidy(s.head);
  const subject = tidy(f.subject ?? "");
  const product = tidy(s.product);
  const short = (phrase: string) => phrase.split(" ").slice(-2).join(" ");
  const specific = [
    product,
    subject && `${subject} ${head}`,
    subject,
    short(product),
    ...f.names.filter((name) => !f.apps.includes(name)).slice(0, 3).flatMap((name) => [`${tidy(name)} ${head}`, tidy(name)]),
    ...f.apps.slice(0, 2).map((app) => `${tidy(app)} ${head}`),
    ...f.outline.map(tidy),
    ...f.included.map(tidy),
    ...f.audience.slice(0, 2).map((audience) => `${head} for ${tidy(audience).split(" ").pop() ?? ""}`),
    ...f.audience.slice(0, 2).map((audience) => `${singular(tidy(audience).split(" ").pop() ?? "")} ${head}`),
    ...f.sizes.slice(0, 2).map((size) => `${tidy(size)} ${head}`),
    ...f.years.slice(0, 1).map((year) => `${year} ${head}`),
    ...(subject ? subject.split(" ").filter((word) => word.length > 3 && !WEAK.has(word)).map((word) => `${word} ${head}`) : []),
    ...f.quotes.slice(0, 1).map((quote) => `${tidy(quote).split(" ").slice(0, 3).join(" ")} quote`),
    ...s.listLines.map(tidy).filter((line) => line.split(" ").length <= 3),
  ];
  const chosen: string[] = [];
  const add = (tag: string) => {
    const clean = tidy(tag);
    if (chosen.length >= KEYWORD_LIMIT || !usable(clean) || chosen.some((other) => key(other) === key(clean))) return;
    chosen.push(clean);
  };
  const generic = GENERIC_TAGS[f.category].filter((tag) => f.delivery !== "duplicate" || !/printable/.test(tag));
  specific.forEach((tag) => chosen.length < KEYWORD_LIMIT - 2 && add(tag));
  generic.slice(0, MAX_GENERIC).forEach(add);
  specific.forEach(add);
  return chosen;
}
