import type { Token } from "./analyse";
import { QUANTITY_HEADS } from "./lexicon";
import type { NounPhrase } from "./noun-phrases";

export function makePhrase(tokens: Token[], from: number, end: number, sentence: number): NounPhrase {
  const part = tokens.slice(from, end);
  const head = part[part.length - 1];
  // The head of "check-ins" is "check-in", not "in".
  let wordStart = part.length - 1;
  while (wordStart >= 2 && part[wordStart - 1]?.value === "-" && !part[wordStart - 1]?.spaced && !part[wordStart]?.spaced) wordStart -= 2;
  const headWord = part.slice(wordStart, -1).map((token) => token.normal).join("") + (head ? lemmaOf(head) : "");
  return {
    text: part.map((token, k) => (k > 0 && token.spaced ? ` ${token.value}` : token.value)).join(""),
    tokens: part,
    key: [...part.slice(0, wordStart).map((token) => token.lemma), headWord].join(" ").replace(/ ?- ?/g, "-"),
    head: headWord,
    plural: head !== undefined && /[^s]s$/.test(head.normal) && (wordStart < part.length - 1 || head.normal !== head.lemma || head.pos === "PROPN"),
    sentence,
    start: from,
    end,
    count: 1,
    headIndex: part.length - 1,
    countable: ["a", "an", "one", "each", "every"].includes(tokens[from - 1]?.normal ?? ""),
    intro: "",
  };
}

/** The model leaves capitalised plurals alone ("Sizes"); a naive singular is enough for matching. */
const lemmaOf = (token: Token) =>
  token.pos === "PROPN" && token.lemma === token.normal && /[^su]s$/.test(token.normal) && /^\p{Lu}\p{Ll}+$/u.test(token.value)
    ? token.normal.slice(0, -1)
    : token.lemma;

/** "8 hours" + "of" + "video lessons" reads as one thing. */
export function mergeOf(tokens: Token[], phrases: NounPhrase[]): NounPhrase[] {
  const merged: NounPhrase[] = [];
  for (const phrase of phrases) {
    const previous = merged[merged.length - 1];
    if (previous && QUANTITY_HEADS.has(previous.head) && tokens[previous.end]?.normal === "of" && phrase.start === previous.end + 1) {
      // "a bundle of templates" is one bundle; "8 hours of lessons" is still about hours.
      merged[merged.length - 1] = { ...makePhrase(tokens, previous.start, phrase.end, phrase.sentence), head: previous.head, plural: previous.plural, headIndex: previous.headIndex };
    } else {
      merged.push(phrase);
    }
  }
  return merged;
}
