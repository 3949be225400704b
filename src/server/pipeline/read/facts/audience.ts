import type { FactSheet } from "../../../../core/listing/types";
import { PERSON_HEADS } from "./lexicon";
import { singular } from "../../../../core/listing/text";

type Level = FactSheet["level"];

// "Not suitable for professional foresters", "isn't for advanced knitters": who it is not for is no audience.
const LEAD =
  /(?<!\b(?:not|never|n't)(?:\s+(?:suitable|meant|designed|made|intended|aimed|right))?\s+)\b(?:for|perfect for|ideal for|great for|designed for|made for|aimed at|written for|created for)\s+([^.!?;:()]{3,80})/gi;

const PLURAL_PEOPLE = new Set(["children", "people", "men", "women", "folk", "staff"]);
// Words that may follow the person a phrase names: "busy moms who …", "teachers and …", "students in …".
const LINKS = new Set("who whose that which and or with in on at to of for from looking wanting starting learning getting working".split(" "));

/** "wine lover" → "wine lovers", "coach" → "coaches", "nanny" → "nannies". */
const IRREGULAR: Record<string, string> = { child: "children", man: "men", woman: "women", person: "people" };
const pluralOf = (phrase: string) =>
  phrase.replace(
    /(\p{L}+)$/u,
    (word) => IRREGULAR[word.toLowerCase()] ?? (/(?:s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`),
  );

/** The shortest run of words from the start that ends on a person: "busy moms" from "busy moms who …". */
function personPhrase(part: string): string | null {
  const words = part.trim().split(/\s+/).slice(0, 5);
  for (let end = 1; end <= words.length; end++) {
    const last = (words[end - 1] ?? "").toLowerCase().replace(/[^\p{L}'’-]/gu, "");
    // "adult hands", "student nurses": a person word in the singular before a noun only describes it.
    const next = words[end] ?? "";
    const describes = singular(last) === last && !PLURAL_PEOPLE.has(last) && /^\p{Ll}[\p{L}-]*$/u.test(next) && !LINKS.has(next);
    if ((PERSON_HEADS.has(singular(last)) || PERSON_HEADS.has(last)) && !describes) {
      const phrase = words
        .slice(0, end)
        .join(" ")
        .replace(/[^\p{L}\d]+$/u, "");
      // "the wine lover who has everything", "a cyclist": one buyer stands for all of them ("wine lovers").
      const generic = /^(?:the|a|an|any|every)\s/i.test(phrase) && singular(last) === last && !PLURAL_PEOPLE.has(last) && /^\p{Ll}+$/u.test(last);
      const bare = phrase.replace(/^(?:the|all|any|every|both|a|an)\s+/i, "");
      return generic ? pluralOf(bare) : bare;
    }
  }
  return null;
}

/**
 * A phrase that names buyers: not the seller's own people ("my own students", "our American
 * friends"), a clause of the story ("years I believed good speakers"), a phrase with a purpose in it
 * ("24kg for men"), words in quotes ("'natural' people") or people at large ("people", "a few friends").
 */
function namesBuyers(audience: string): boolean {
  const words = audience.toLowerCase().split(/\s+/);
  if (words.some((word) => /^(?:i|me|my|our|we|us)$/.test(word)) || words.includes("for") || /['‘’"“”]/.test(audience)) return false;
  return !(words.length === 1 && (words[0] === "people" || words[0] === "team")) && !/^(?:few|some|other|many) /.test(audience.toLowerCase());
}

/** Who the seller names as buyers: "busy moms", "yoga teachers", "small business owners". */
export function readAudience(text: string, beginnerNegated: boolean): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(LEAD)) {
    for (const part of (m[1] ?? "").split(/,|\band\b|\bor\b|&|\//).slice(0, 4)) {
      const audience = personPhrase(part);
      // "beginner friendly", "beginner level" describe the product, not who buys it.
      const describes = audience !== null && /^[\s-]+(?:friendly|level|proof)\b/i.test(part.trim().slice(audience.length));
      if (!audience || describes || (beginnerNegated && /beginner/i.test(audience)) || !namesBuyers(audience)) continue;
      if (!found.some((other) => other.toLowerCase() === audience.toLowerCase())) found.push(audience);
    }
  }
  return found.slice(0, 5);
}

export function readLevel(text: string, beginnerNegated: boolean): Level {
  if (/\ball (?:skill )?levels\b|\bany level\b|\bbeginners? (?:to|and|through) (?:advanced|intermediate|experts?)\b/i.test(text)) return "all-levels";
  const advanced = /(?<!\bnot (?:for|suitable for) )\b(?:advanced|experienced|expert)\b/i;
  if (advanced.test(text) && !/\bfrom beginner\b/i.test(text)) return beginnerNegated ? "advanced" : /\bbeginners?\b/i.test(text) ? "all-levels" : "advanced";
  if (beginnerNegated || /\bintermediate\b/i.test(text)) return "intermediate";
  if (/\bbeginners?\b|\bno (?:prior |previous )?experience\b|\bfrom scratch\b|\bnever\b.{0,30}\bbefore\b|\bnewbies?\b|\bnovices?\b/i.test(text))
    return "beginner";
  return null;
}
