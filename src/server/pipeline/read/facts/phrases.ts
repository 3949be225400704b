import type { Sentence, Token } from "./analyse";
import { isBrand } from "../../text/casing";
import { IMPERATIVES, KINDS, STOCK_WORDS } from "./lexicon";

const ALL_KINDS = new Set<string>(Object.values(KINDS).flat());

/** A run of nominal words from one sentence: "leather bifold wallet", "MIG welding", "Lake Tahoe". */
export interface Phrase {
  words: string[];
  /** Lower-case lemmas, one per word ("vocals" → "vocal"). */
  lemmas: string[];
  /** Which sentence, and where in it the phrase starts (in words). */
  sentence: number;
  start: number;
  /** "Not a beginner programming course": the phrase is denied, not offered. */
  negated: boolean;
  /** The phrase opens its sentence: the way sellers name a product ("Drum rudiments bootcamp: …"). */
  opens: boolean;
  /** What follows it: "for" (an audience), ":" or "-" (a promise), "." … */
  next: string;
  /** The word before it: "for" makes it a purpose ("Python for data analysis"). */
  prev: string;
  /** The word before it past an article: "of" in "an ink painting of a grey heron". */
  link: string;
  /** The verb the phrase is the object of ("learn" in "Learn 12 card tricks"), when one. */
  verb: string | null;
  /** That verb opens its sentence: the seller's instruction ("Grow gourmet mushrooms at home"). */
  command: boolean;
  /** That verb follows "to": what the buyer learns to do ("the workflow I use to mix vocals", "Learn to read music"). */
  infinitive: boolean;
  /** That verb is in the past tense ("the hospital gave us a paper sheet"): the seller's story, not the product. */
  past: boolean;
}

const NOMINAL = new Set(["NOUN", "PROPN", "ADJ", "NUM"]);
// Pronouns and joiners the tagger sometimes calls nouns ("I'm", "in.").
const NOT_A_WORD = /^(?:i|you|we|they|he|she|it|in|on|at|to|of|or|and|the|a|an)(?:['’]\p{L}+|\.)?$/iu;
const NEGATORS = new Set(["not", "no", "never", "without", "n't"]);

/** Tokens joined at hyphens written without spaces ("close - up" → "close-up"). */
function words(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const hyphen = tokens[i + 1];
    const after = tokens[i + 2];
    if (hyphen?.value === "-" && !hyphen.spaced && after && !after.spaced && /[\p{L}\d]$/u.test(token.value) && /^[\p{L}\d]/u.test(after.value)) {
      out.push({
        ...after,
        value: `${token.value}-${after.value}`,
        normal: `${token.normal}-${after.normal}`,
        lemma: `${token.normal}-${after.lemma}`,
        spaced: token.spaced,
      });
      i += 2;
    } else out.push(token);
  }
  return out;
}

/**
 * Whether a token can sit in a noun phrase. The tagger reads a capitalised first word as a proper
 * noun and some compounds' first word as a verb ("Drum rudiments"), so a verb counts when a noun
 * follows it directly and it is no instruction ("Learn Excel", "Hand-stitch a wallet" stay verbs);
 * a gerund counts inside a phrase ("candle making", "MIG welding").
 */
function nominal(list: readonly Token[], i: number, inside: boolean, nouns: ReadonlySet<string>): boolean {
  const token = list[i] as Token;
  const next = list[i + 1];
  // "EPA 608", "HSK 3": a number right after an acronym belongs to its name; other numbers end a phrase.
  if (/^\d+$/.test(token.value)) return inside && /^\p{Lu}{2,}$/u.test(list[i - 1]?.value ?? "");
  if (!/[\p{L}\d]/u.test(token.value) || NOT_A_WORD.test(token.value)) return false;
  // "Hand-stitch a wallet": a sentence's first word before an article is an instruction.
  if (i === 0 && next && (next.pos === "DET" || next.pos === "PRON")) return false;
  // "star map print": the tagger may read a kind as a verb.
  if (inside && ALL_KINDS.has(token.normal)) return true;
  if (NOMINAL.has(token.pos)) return token.pos !== "ADJ" || !!next;
  // "whisky regions showing Speyside": a participle after a plural, before a name or an article, opens a clause.
  const clause = isPlural(list[i - 1]) && ["PROPN", "DET", "PRON"].includes(next?.pos ?? "");
  if (token.pos === "VERB" && inside && token.normal.endsWith("ing")) return !clause;
  // "fly tying", "candle making": a word before a gerund names what is made.
  const after = list[i + 2];
  // The word must be a noun elsewhere in the text ("trout flies"): "stop losing" is an instruction.
  const gerund =
    !!next &&
    next.pos === "VERB" &&
    next.normal.endsWith("ing") &&
    !(after && ["NOUN", "PROPN", "ADJ"].includes(after.pos)) &&
    nouns.has(token.lemma.toLowerCase());
  if (token.pos === "VERB" || token.pos === "ADV")
    return (
      i === 0 &&
      !!next &&
      (["NOUN", "PROPN"].includes(next.pos) || gerund) &&
      !IMPERATIVES.has(token.normal) &&
      (!/(?:ed|ing)$/.test(token.normal) || ALL_KINDS.has(next.normal))
    );
  return false;
}

const isPlural = (token: Token | undefined) => token?.pos === "NOUN" && token.normal !== token.lemma.toLowerCase() && token.normal.endsWith("s");

/**
 * "the real reasons cats stop using the tray", "the ways parents react": a plural noun, then a
 * plural noun doing something, is a noun and a clause about it, not one compound.
 */
function clauseAfter(list: readonly Token[], at: number): boolean {
  const verb = list[at + 2];
  return isPlural(list[at]) && isPlural(list[at + 1]) && (verb?.pos === "VERB" || verb?.pos === "AUX");
}

export function nounPhrases(sentences: readonly Sentence[]): Phrase[] {
  const phrases: Phrase[] = [];
  const nouns = new Set(sentences.flatMap((sentence) => sentence.tokens.filter((token) => token.pos === "NOUN").map((token) => token.lemma.toLowerCase())));
  sentences.forEach((sentence, index) => {
    const list = words(sentence.tokens);
    let i = 0;
    while (i < list.length) {
      if (!nominal(list, i, false, nouns)) {
        i += 1;
        continue;
      }
      let end = i;
      while (end + 1 < list.length && nominal(list, end + 1, true, nouns) && !clauseAfter(list, end)) end += 1;
      // A phrase ends on its head noun: "black and white abstract" is not yet a thing.
      let last = end;
      // The tagger reads some kinds as adverbs ("knitting course/ADV"): a kind is a head all the same.
      const head = (token: Token) => ["NOUN", "PROPN"].includes(token.pos) || token.normal.endsWith("ing") || ALL_KINDS.has(token.normal);
      while (last >= i && !head(list[last] as Token)) last -= 1;
      // "throwing pots", "teaching ukulele": a gerund that opens a phrase is a verb with its object.
      let verb: string | null = null;
      const lead = list[i] as Token;
      const prior = list[i - 1];
      if (
        last > i &&
        prior &&
        ["PRON", "AUX", "ADV", "VERB", "CCONJ"].includes(prior.pos) &&
        lead.normal.endsWith("ing") &&
        (lead.pos === "VERB" || lead.pos === "NOUN") &&
        ["NOUN", "PROPN"].includes((list[i + 1] as Token).pos) &&
        // "budgeting basics" is one thing: what is left without the gerund must still name something.
        !list.slice(i + 1, last + 1).every((token) => STOCK_WORDS.has(token.normal))
      ) {
        verb = lead.lemma.toLowerCase().replace(/ing$/, "");
        i += 1;
      }
      // An opening word before an article or pronoun is a verb whatever the tagger says ("Tile your …").
      const opener = list.findIndex((token) => /[\p{L}\d]/u.test(token.value));
      const isVerb = (k: number) => list[k]?.pos === "VERB" || (k === opener && ["DET", "PRON"].includes(list[k + 1]?.pos ?? ""));
      // "Take scroll-stopping food photos": a participle right before the phrase describes it; the verb is the one before.
      const describes = (k: number) => k === i - 1 && list[k]?.pos === "VERB" && /\p{L}(?:ing|ed)$/u.test(list[k]?.normal ?? "");
      const near = [i - 1, i - 2, i - 3, i - 4].filter((k) => k >= 0 && (k < i - 3 ? describes(i - 1) : true));
      const at = near.find((k) => isVerb(k) && !(describes(k) && near.some((j) => j < k && isVerb(j)))) ?? -1;
      const between = (token: Token, k: number) => ["NUM", "DET", "ADJ", "PRON"].includes(token.pos) || describes(at + 1 + k);
      const governing = at >= 0 && list.slice(at + 1, i).every(between) ? (list[at] as Token) : null;
      if (!verb && governing) verb = governing.lemma.toLowerCase();
      if (last >= i) {
        const part = list.slice(i, last + 1);
        const before = list.slice(Math.max(0, i - 3), i).map((token) => token.normal);
        phrases.push({
          words: part.map((token) => token.value),
          lemmas: part.map((token) => token.lemma.toLowerCase()),
          sentence: index,
          start: i,
          negated: before.some((word) => NEGATORS.has(word)),
          opens: list.slice(0, i).every((token) => token.pos === "PUNCT" || token.pos === "SYM" || token.pos === "X"),
          next: list[last + 1]?.normal ?? ".",
          verb,
          command: !!governing && at === opener,
          infinitive: !!governing && list[at - 1]?.normal === "to",
          // "gave us a paper sheet", not "restored high-resolution print": a participle right before the phrase describes it.
          past: !!governing && at < i - 1 && isPast(governing),
          prev: list[i - 1]?.normal ?? "",
          link: (list[i - 1]?.pos === "DET" ? list[i - 2] : list[i - 1])?.normal ?? "",
        });
      }
      i = end + 1;
    }
  });
  joinTitles(phrases, sentences);
  const lead = sentences[0] ? leadPhrase(words(sentences[0].tokens)) : null;
  if (lead && !phrases.some((phrase) => phrase.sentence === 0 && phrase.start === 0 && phrase.words.length === lead.words.length)) phrases.unshift(lead);
  return phrases;
}

const capitalised = (phrase: Phrase) => phrase.words.every((word) => /^\p{Lu}\p{Ll}/u.test(word));

/**
 * "the line from Pride and Prejudice", "a Romeo and Juliet print": two capitalised names joined by
 * "and", with no list around them, are one title. A list ("Logic, Ableton, FL Studio and Cubase")
 * and brands ("GoodNotes and Notability") stay apart.
 */
function joinTitles(phrases: Phrase[], sentences: readonly Sentence[]): void {
  for (let k = phrases.length - 2; k >= 0; k--) {
    const left = phrases[k] as Phrase;
    const right = phrases[k + 1] as Phrase;
    const list = words((sentences[left.sentence] as Sentence).tokens);
    const joiner = list[left.start + left.words.length];
    const gap = right.start - (left.start + left.words.length);
    if (right.sentence !== left.sentence || gap !== 1 || !joiner || !["and", "&"].includes(joiner.normal)) continue;
    if (!capitalised(left) || !capitalised(right) || [...left.words, ...right.words].some(isBrand)) continue;
    if (list[left.start - 1]?.normal === "," || right.next === "and") continue;
    phrases.splice(k, 2, {
      ...left,
      words: [...left.words, joiner.value, ...right.words],
      lemmas: [...left.lemmas, joiner.normal, ...right.lemmas],
      next: right.next,
    });
  }
}

/**
 * A verb in the past tense: its form is neither its lemma nor the lemma's -s or -ing form ("gave",
 * "bought", "filmed"). A participle after "have" or "be" reads the same; both tell what happened.
 */
export function isPast(token: Token): boolean {
  const form = token.normal;
  const lemma = token.lemma.toLowerCase();
  return form !== lemma && !form.endsWith("ing") && form !== `${lemma}s` && form !== `${lemma}es` && !/^(?:is|are|am|has|does)$/.test(form);
}

const LEAD_END = new Set(["for", ":", "-", "–", "—", ".", "!"]);
const LEAD_MAX = 4;
const NOT_IN_LEAD = new Set(["DET", "PRON", "AUX", "ADP", "CCONJ", "SCONJ", "PART", "PUNCT", "SYM", "ADV"]);

/**
 * A one-liner names its product in its first words, whatever the tagger makes of them: "fly tying
 * for beginners - 15 trout flies", "Zero to 10 pull-ups". The words before the first "for", colon
 * or dash count as one phrase when there are at most four and none is a pronoun, article or instruction.
 */
function leadPhrase(list: readonly Token[]): Phrase | null {
  const end = list.findIndex((token) => LEAD_END.has(token.normal));
  // "Xero & QuickBooks for UK sole traders", "lawnmower & small engine repair - …": two things joined name one product.
  const joiner = list.slice(1, Math.max(1, end - 1)).findIndex((token) => token.normal === "&" || token.normal === "and") + 1;
  if (end < 1 || end > (joiner > 0 ? LEAD_MAX + 2 : LEAD_MAX)) return null;
  const part = list.slice(0, end);
  const fits = (token: Token, i: number) => i === joiner || (!NOT_IN_LEAD.has(token.pos) && /\p{L}/u.test(token.value));
  if (!part.every(fits) || IMPERATIVES.has(part[0]?.normal ?? "")) return null;
  return {
    words: part.map((token) => token.value),
    lemmas: part.map((token) => token.lemma.toLowerCase()),
    sentence: 0,
    start: 0,
    negated: false,
    opens: true,
    next: list[end]?.normal ?? ".",
    verb: null,
    command: false,
    infinitive: false,
    past: false,
    prev: "",
    link: "",
  };
}
