import type { Token } from "./analyse";
import type { NounPhrase } from "./noun-phrases";

const SKIPPED_BEFORE = new Set(["DET", "NUM", "PRON", "ADV", "PART", "SYM"]);
const COORDINATORS = new Set([",", "and", "or", "&", "plus"]);
// "planner that breaks your day": what follows a relative pronoun is not a listed part.
const RELATIVES = new Set(["that", "which", "who", "whose", "where"]);

/** Walks back over determiners, adjectives and list joiners; a phrase reached that way shares its introducer. */
export function introOf(tokens: Token[], phrase: NounPhrase, previous: NounPhrase | undefined): string {
  let k = phrase.start - 1;
  for (; k >= 0; k--) {
    if (previous && k < previous.end) return previous.intro || "^";
    const token = tokens[k];
    if (!token || RELATIVES.has(token.normal)) break;
    // "…, prototyping and design systems": a gerund between list joiners is one more item.
    const gerund = token.pos === "VERB" && token.normal.endsWith("ing") && COORDINATORS.has(tokens[k - 1]?.normal ?? "");
    if (!(SKIPPED_BEFORE.has(token.pos) || token.pos === "ADJ" || COORDINATORS.has(token.normal) || gerund)) break;
  }
  const before = tokens[k];
  if (!before) return "^";
  if (before.value === ":" || before.value === "–" || before.value === "—") return ":";
  // The model's normal form rewrites some words ("through" → "thru"), so prepositions are read as written.
  return before.pos === "VERB" || before.pos === "AUX" ? before.lemma : before.value.toLowerCase();
}

