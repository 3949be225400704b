import type { Sentence, Token } from "./analyse";
import { chunk } from "./chunker";

export interface NounPhrase {
  /** As written, e.g. "daily check-ins". */
  text: string;
  tokens: Token[];
  /** Lemmas joined; two phrases with the same key are the same thing. */
  key: string;
  head: string;
  plural: boolean;
  sentence: number;
  /** Index of the first token within its sentence. */
  start: number;
  /** Index one past the last token within its sentence. */
  end: number;
  count: number;
  /** Index within `tokens` of the head word ("bundle" in "bundle of templates"). */
  headIndex: number;
  /** Whether the writer put "a"/"an" before it, which says it is countable. */
  countable: boolean;
  /**
   * What introduces the phrase: a verb lemma ("include", "track"), a preposition ("with", "for"),
   * ":" or "^" at the start of a sentence. Items in a list share the introducer of the first one.
   */
  intro: string;
}

/** Noun phrases in order of first appearance, each counted once with how often it occurs. */
export function findNounPhrases(sentences: Sentence[]): NounPhrase[] {
  const byKey = new Map<string, NounPhrase>();
  sentences.forEach((sentence, index) => {
    for (const phrase of chunk(sentence.tokens, index)) {
      const seen = byKey.get(phrase.key);
      if (seen) seen.count += 1;
      else byKey.set(phrase.key, phrase);
    }
  });
  return [...byKey.values()];
}
