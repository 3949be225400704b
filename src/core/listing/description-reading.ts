import { GENERIC_AUDIENCE, isKindWord, isStockWord, PACKAGING_HOMONYMS } from "./stock-words";
import { singular, wordFamily } from "./text";
import type { ListingCategory } from "./types";

/** A word of the description as a part-of-speech tagger read it (the server's wink-nlp tokens fit). */
export interface TaggedToken {
  value: string;
  /** Universal tag: "NOUN", "PROPN", "ADJ", "VERB", "PUNCT"… */
  pos: string;
  spaced: boolean;
}

export interface NounUse {
  count: number;
  /** In the opening sentences, where sellers say what the product is. */
  opening: boolean;
  /** At least once the head of its phrase ("wallet" in "leather wallet"), not only a modifier. */
  head: boolean;
  /** Order of first use, for ties. */
  first: number;
}

/** The description's nouns (issue 29), from tagged sentences so that core stays free of the tagger. */
export interface DescriptionReading {
  nouns: ReadonlyMap<string, NounUse>;
  /** How often each word family is used as a verb ("feeds", "fed" → "feed"): what an activity's gerund is about. */
  verbs?: ReadonlyMap<string, number>;
  /** Packaging words the description only uses as ordinary nouns ("an invisible zip"): topic words there. */
  plain?: ReadonlySet<string>;
}

const OPENING_WORDS = 8;
const SALIENT_RANKS = 3;
const SALIENT_MAX = 5;

const isNoun = (token: TaggedToken | undefined) => token !== undefined && (token.pos === "NOUN" || token.pos === "PROPN") && /\p{L}/u.test(token.value);

/**
 * "your iPad journaling", "candle making for beginners": a gerund after a noun, with no object of
 * its own, names an activity as a noun does, whatever the tagger says.
 */
const gerundNoun = (tokens: readonly TaggedToken[], i: number) => {
  const token = tokens[i];
  const next = tokens[i + 1];
  return (
    token?.pos === "VERB" &&
    /\p{L}{3,}ing$/u.test(token.value) &&
    isNoun(tokens[i - 1]) &&
    !(next && ["DET", "PRON", "NOUN", "PROPN", "ADJ", "NUM"].includes(next.pos))
  );
};
const keyOf = (token: TaggedToken) => singular(token.value.toLowerCase());

/**
 * "Hand" in "Hand-stitch", "hand-drawn": the first part of a hyphenated word is not a noun of its
 * own, unless an adjective follows it ("alcohol-free", "dog-friendly": free of alcohol, kind to dogs).
 */
const hyphenated = (tokens: readonly TaggedToken[], i: number) => {
  const dash = tokens[i + 1];
  const next = tokens[i + 2];
  return dash?.value === "-" && !dash.spaced && next !== undefined && !next.spaced && /\p{L}/u.test(next.value) && next.pos !== "ADJ";
};

const isWord = (token: TaggedToken | undefined) => token !== undefined && /[\p{L}\p{N}]/u.test(token.value);
const isKind = (token: TaggedToken | undefined, category: ListingCategory) => isWord(token) && isKindWord((token as TaggedToken).value, category);

/** Past a hyphenated word's other parts and any stock words: what the word at `i` leads up to. */
function nextContent(tokens: readonly TaggedToken[], i: number, category: ListingCategory): number {
  let j = i + 1;
  while (tokens[j]?.value === "-" && !tokens[j]?.spaced && isWord(tokens[j + 1])) j += 2;
  while (isWord(tokens[j]) && !isKind(tokens[j], category) && isStockWord(tokens[j]?.value ?? "", category)) j++;
  return j;
}

// "botanical", "Victorian", "geometric": adjectives that sort things into kinds rather than praise them.
const RELATIONAL = /\p{L}{3,}(?:al|ic|ian|ean|ese)$/u;

/**
 * Whether the word at `i` names the kind of product it stands before: "knitting course", "cleaning
 * schedule", "alcohol-free journal", "botanical line art prints" (the tagger calls such words verbs
 * or leaves them in a hyphenated word). Other adjectives do not count: "that same gentle class".
 */
function modifiesKind(tokens: readonly TaggedToken[], i: number, category: ListingCategory): boolean {
  const token = tokens[i];
  if (!token || !(isNoun(token) || /\p{L}{3,}ing$/u.test(token.value) || (token.pos === "ADJ" && RELATIONAL.test(token.value)))) return false;
  return isKind(tokens[nextContent(tokens, i, category)], category);
}

const LEAD_WORDS = 4;
const LEAD_ENDS = new Set(["for", ":", "-", "–", "—", "|", "(", "/"]);

/**
 * The opening words when they stand as a heading ("fly tying for beginers", "Drum rudiments bootcamp: …"):
 * the seller's own name for the product, whatever the tagger makes of them.
 */
function leadWords(tokens: readonly TaggedToken[], category: ListingCategory): number[] {
  const lead: number[] = [];
  for (let i = 0; i < tokens.length && lead.length <= LEAD_WORDS; i++) {
    const token = tokens[i] as TaggedToken;
    const ends = token.value === "-" ? token.spaced : LEAD_ENDS.has(token.value.toLowerCase());
    if (lead.length && (ends || isKind(token, category))) return lead;
    if (token.value === "-") continue;
    if (!isWord(token) || ["DET", "PRON", "ADP", "AUX", "SCONJ", "CCONJ", "PART"].includes(token.pos)) return [];
    lead.push(i);
  }
  return [];
}

/** Whether the noun at `i` ends its phrase; category words after it do not count ("octopus illustration"). */
function headAt(tokens: readonly TaggedToken[], i: number, category: ListingCategory): boolean {
  let j = i + 1;
  while (isNoun(tokens[j]) && isStockWord(tokens[j]?.value ?? "", category)) j++;
  return !isNoun(tokens[j]);
}

export function readingOf(sentences: ReadonlyArray<readonly TaggedToken[]>, category: ListingCategory): DescriptionReading {
  const nouns = new Map<string, NounUse>();
  const add = (token: TaggedToken, opening: boolean, head: boolean) => {
    const key = keyOf(token);
    const use = nouns.get(key) ?? { count: 0, opening: false, head: false, first: nouns.size };
    nouns.set(key, { count: use.count + 1, opening: use.opening || opening, head: use.head || head, first: use.first });
  };
  let seen = 0;
  sentences.forEach((tokens, s) => {
    const opening = seen < OPENING_WORDS;
    const lead = s === 0 ? leadWords(tokens, category) : [];
    tokens.forEach((token, i) => {
      if (/\p{L}/u.test(token.value)) seen++;
      if (lead.includes(i) || (opening && modifiesKind(tokens, i, category))) add(token, true, true);
      else if ((isNoun(token) || gerundNoun(tokens, i)) && !hyphenated(tokens, i)) {
        add(token, opening, headAt(tokens, i, category));
        // "RYT-200", "COVID-19": a name with its number is searched by the name too.
        const named = /^(\p{L}{2,})-\d+$/u.exec(token.value)?.[1];
        if (named) add({ ...token, value: named }, opening, headAt(tokens, i, category));
      }
    });
  });
  return { nouns, verbs: verbFamilies(sentences), plain: plainSenses(sentences) };
}

function verbFamilies(sentences: ReadonlyArray<readonly TaggedToken[]>): Map<string, number> {
  const verbs = new Map<string, number>();
  for (const tokens of sentences)
    for (const token of tokens)
      if (token.pos === "VERB" && /^\p{L}{3,}$/u.test(token.value)) verbs.set(wordFamily(token.value), (verbs.get(wordFamily(token.value)) ?? 0) + 1);
  return verbs;
}

/** The packaging homonyms the description uses, less any it uses for files ("a ZIP file", "the zip folder"). */
function plainSenses(sentences: ReadonlyArray<readonly TaggedToken[]>): Set<string> {
  const plain = new Set<string>();
  const files = new Set<string>();
  for (const tokens of sentences)
    tokens.forEach((token, i) => {
      const word = token.value.toLowerCase();
      const marks = PACKAGING_HOMONYMS.get(word);
      if (!marks) return;
      const filed = token.value === token.value.toUpperCase() || marks.has(tokens[i + 1]?.value.toLowerCase() ?? "") || tokens[i - 1]?.value === ".";
      (filed ? files : plain).add(word);
    });
  return new Set([...plain].filter((word) => !files.has(word)));
}

/** The reading with each corrected typo's noun use also under its correction ("pregancy" as "pregnancy"). */
export function withCorrections(reading: DescriptionReading, corrections: ReadonlyArray<{ from: string; to: string }>): DescriptionReading {
  const nouns = new Map(reading.nouns);
  for (const { from, to } of corrections) {
    const use = reading.nouns.get(singular(from.toLowerCase()));
    if (use && !nouns.has(singular(to.toLowerCase()))) nouns.set(singular(to.toLowerCase()), use);
  }
  return { ...reading, nouns };
}

/**
 * How the description uses a word as a noun: the word and the other nouns of its family taken
 * together ("running" for a description of "a runner" who learns "running 5K", "tiling" for "tiles").
 */
function useOf(reading: DescriptionReading, word: string): NounUse | undefined {
  const own = reading.nouns.get(singular(word.toLowerCase()));
  const family = wordFamily(word);
  const kin = [...reading.nouns].filter(([noun]) => noun === singular(word.toLowerCase()) || wordFamily(noun) === family).map(([, use]) => use);
  if (own && kin.length === 1) return own;
  if (!kin.length) return undefined;
  return kin.reduce((all, use) => ({
    count: all.count + use.count,
    opening: all.opening || use.opening,
    head: all.head || use.head,
    first: Math.min(all.first, use.first),
  }));
}

/**
 * A noun the description is about: said in its opening, or more than once. A subject must have one.
 * An activity's gerund counts the verb's uses too: "feeding" of a log where the seller tracks feeds,
 * logs them and notes when the baby fed.
 */
export function isTopicNoun(reading: DescriptionReading, word: string): boolean {
  const use = useOf(reading, word);
  const done = /\p{L}{3,}ing$/u.test(word) ? (reading.verbs?.get(wordFamily(word)) ?? 0) : 0;
  return (use !== undefined && use.opening) || (use?.count ?? 0) + done >= 2;
}

/** A noun a tag may be built on: a head somewhere, or in the opening ("drum" of "drum rudiments"). */
export function isTagNoun(reading: DescriptionReading, word: string): boolean {
  const use = useOf(reading, word);
  return use !== undefined && (use.head || use.opening);
}

/** The most salient nouns beyond stock words and broad audiences ("rust" for a Rust back-end course). */
export function salientNouns(reading: DescriptionReading, category: ListingCategory): string[] {
  const scored = [...reading.nouns]
    .filter(([word]) => !isStockWord(word, category) && !GENERIC_AUDIENCE.has(word))
    .map(([word, use]) => ({ word, score: use.count + (use.opening ? 2 : 0) + (use.head ? 1 : 0), first: use.first }))
    .sort((a, b) => b.score - a.score || a.first - b.first);
  const cut = [...new Set(scored.map((s) => s.score))][SALIENT_RANKS - 1] ?? 0;
  return scored
    .filter((s) => s.score >= cut)
    .slice(0, SALIENT_MAX)
    .map((s) => s.word);
}
