import type { Token } from "./analyse";
import { ING_MODIFIERS } from "./lexicon";
import { makePhrase, mergeOf } from "./phrase-build";
import type { NounPhrase } from "./noun-phrases";
import { introOf } from "./phrase-intro";

const CORE = new Set(["ADJ", "NOUN", "PROPN", "NUM"]);
const NOUNS = new Set(["NOUN", "PROPN"]);
const QUOTES = new Set(['"', "“", "”", "'", "‘", "’"]);
const MAX_WORDS = 5;
const STRONG_VERBS = new Set(["track", "plan", "manage", "capture", "build", "log", "organize", "organise", "schedule", "create", "keep", "save", "monitor", "record", "map", "set"]);
const JOB_JOINERS = new Set([",", "and", ":", "or"]);
const IRREGULAR_PARTICIPLES = new Set(["paid", "built", "made", "written", "drawn", "hidden", "known", "grown", "printed", "handmade", "hand-drawn"]);

const isWord = (token: Token | undefined) => token !== undefined && /[\p{L}\d]/u.test(token.value);

function isModifier(tokens: Token[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  if (CORE.has(token.pos)) return true;
  // "linked databases", "living room": participles only count when a noun follows.
  const next = tokens[i + 1];
  const participle = token.pos === "VERB" && i > 0 && (token.normal.endsWith("ed") || ING_MODIFIERS.has(token.normal) || IRREGULAR_PARTICIPLES.has(token.normal));
  return participle && next !== undefined && CORE.has(next.pos);
}

/** "check" "-" "ins" written without spaces is one word. */
const isHyphenJoin = (tokens: Token[], i: number) =>
  tokens[i]?.value === "-" && !tokens[i]?.spaced && isWord(tokens[i + 1]) && !tokens[i + 1]?.spaced;

/** Extent of a phrase opening at `i`; a word after "hand-drawn" is a noun even when tagged as a verb. */
function extent(tokens: Token[], i: number): number {
  let end = i + 1;
  for (;;) {
    // "baby's name" is one thing.
    if (/^['’]s$/.test(tokens[end]?.normal ?? "") && isModifier(tokens, end + 1)) end += 1;
    else if (isHyphenJoin(tokens, end)) {
      end += 2;
      const next = tokens[end];
      if (/(?:ed|en|wn)$/.test(tokens[end - 1]?.normal ?? "") && next?.pos === "VERB" && next.spaced) next.pos = "NOUN";
    } else if (isModifier(tokens, end)) end += 1;
    else return end;
  }
}

/** Noun phrases of one sentence, in order, each with what introduces it. */
export function chunk(tokens: Token[], sentence: number): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let quoted = false;
  let i = 0;
  while (i < tokens.length) {
    if (QUOTES.has(tokens[i]?.value ?? "")) quoted = !quoted;
    if (quoted || !isModifier(tokens, i)) {
      i += 1;
      continue;
    }
    // "…, track engagement and …": the tagger's noun "track" is the verb of a list of jobs.
    if (STRONG_VERBS.has(tokens[i]?.normal ?? "") && CORE.has(tokens[i + 1]?.pos ?? "") && (i === 0 || JOB_JOINERS.has(tokens[i - 1]?.normal ?? ""))) {
      const verb = tokens[i];
      if (verb) verb.pos = "VERB";
      i += 1;
      continue;
    }
    const end = extent(tokens, i);
    let last = end;
    while (last > i && !NOUNS.has(tokens[last - 1]?.pos ?? "")) last -= 1;
    if (last > i) phrases.push(makePhrase(tokens, firstWord(tokens, i, last), last, sentence));
    i = end;
  }
  const merged = mergeOf(tokens, phrases);
  merged.forEach((phrase, k) => {
    phrase.intro = introOf(tokens, phrase, merged[k - 1]);
  });
  return merged;
}

/** Keeps at most MAX_WORDS words, never splitting "wet-on-wet". */
function firstWord(tokens: Token[], start: number, end: number): number {
  let from = start;
  let words = 0;
  for (let k = end - 1; k >= start; k--) {
    if (tokens[k]?.value === "-") continue;
    if (tokens[k + 1]?.value !== "-" || tokens[k + 1]?.spaced) words += 1;
    if (words > MAX_WORDS) break;
    from = k;
  }
  while (from < end - 1 && tokens[from]?.value === "-") from += 1;
  return from;
}
