import { keyWords, occurrences } from "../../../../../core/listing/text";
import type { FactSheet, KeyFact } from "../../../../../core/listing/types";

/**
 * What a shorter text must keep: the key facts (the listing check's facts-covered) that no other
 * text of the listing carries. A shortening that would drop one keeps that sentence or item.
 */
export interface FactGuard {
  /** The text carries a fact nothing else covers. */
  carries(text: string): boolean;
  /** Going from `before` to `after` drops such a fact. */
  loses(before: string, after: string): boolean;
}

const matchesOf = (fact: KeyFact) => (fact.matches.length > 0 ? fact.matches : [fact.label]).map(keyWords);
const covers = (fact: KeyFact, texts: readonly string[]) => {
  const words = texts.map(keyWords);
  return matchesOf(fact).some((match) => words.some((text) => occurrences(text, match).length > 0));
};

/** Every string inside a section's value (a title, a list, a course's fields). */
export function textsOf(value: unknown): string[] {
  if (typeof value === "string") return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

export function factGuard(facts: FactSheet, elsewhere: readonly string[]): FactGuard {
  const atRisk = facts.keyFacts.filter((fact) => !covers(fact, elsewhere));
  return {
    carries: (text) => atRisk.some((fact) => covers(fact, [text])),
    loses: (before, after) => atRisk.some((fact) => covers(fact, [before]) && !covers(fact, [after])),
  };
}

/** Nothing at risk: for text no instruction shortens. */
export const NO_GUARD: FactGuard = { carries: () => false, loses: () => false };
