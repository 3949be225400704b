import type { ItsFunction } from "wink-nlp";
import { cleanInput, type Line } from "./clean-input";
import { isProperName } from "./dictionary";
import { COMPOUND_HEADS, IMPERATIVES, PRODUCT_HEADS } from "./lexicon";
import { its, nlp } from "./nlp";

const ALL_PRODUCT_HEADS = new Set(Object.values(PRODUCT_HEADS).flatMap((heads) => [...heads]));

export interface Token {
  value: string;
  normal: string;
  lemma: string;
  pos: string;
  /** Whether whitespace precedes the token in the text. */
  spaced: boolean;
}

export interface Sentence {
  text: string;
  tokens: Token[];
}

export interface Analysis {
  sentences: Sentence[];
  listLines: string[];
  lines: Line[];
  /** Every word of the cleaned description, lower case, for tracing keywords back to it. */
  words: Set<string>;
}

const strings = (values: unknown): string[] => (Array.isArray(values) ? values.map(String) : []);

function readTokens(text: string): { tokens: Token[]; spans: number[][] } {
  const doc = nlp.readDoc(text);
  const all = doc.tokens();
  const values = strings(all.out());
  const normals = strings(all.out(its.normal));
  // wink-nlp's typings give lemma a signature that does not match its own ItsFunction type.
  const lemmas = strings(all.out(its.lemma as unknown as ItsFunction<string>));
  const tags = strings(all.out(its.pos));
  const spaces = strings(all.out(its.precedingSpaces));
  const tokens = values.map((value, i) => ({
    value,
    normal: normals[i] ?? value.toLowerCase(),
    lemma: lemmas[i] ?? value.toLowerCase(),
    pos: tags[i] ?? "X",
    spaced: (spaces[i] ?? "") !== "",
  }));
  const spans = doc.sentences().out(its.span) as unknown;
  const sentenceSpans = Array.isArray(spans) ? (spans as number[][]) : [];
  for (const [start = 0, end = -1] of sentenceSpans) retagOpening(tokens.slice(start, end + 1));
  return { tokens, spans: sentenceSpans };
}

/**
 * The tagger reads any capitalised first word as a proper noun ("Tired of vocals…", "Drum
 * rudiments…"); the same words with a small first letter tell what the word really is.
 */
function retagOpening(sentence: Token[]): void {
  const [first] = sentence;
  // "Spanish", "Rust" as a language: a word the dictionary only knows capitalised stays a name.
  if (!first || first.pos !== "PROPN" || !/^\p{Lu}\p{Ll}+$/u.test(first.value) || isProperName(first.value)) return;
  const words = sentence.slice(0, 8);
  const lowered = joinTokens([{ ...first, value: first.value.toLowerCase() }, ...words.slice(1)]);
  const doc = nlp.readDoc(lowered).tokens();
  const pos = strings(doc.out(its.pos))[0];
  if (pos && pos !== "PROPN") {
    first.pos = pos;
    first.lemma = strings(doc.out(its.lemma as unknown as ItsFunction<string>))[0] ?? first.lemma;
  }
}

/** The tagger reads a capitalised imperative at the start of a sentence as a proper noun ("Track sleep"). */
function fixImperative(tokens: Token[]): void {
  const [first, second] = tokens;
  if (!first || first.pos === "VERB" || !IMPERATIVES.has(first.normal)) return;
  if (second && (second.normal === "of" || second.pos === "VERB" || second.pos === "AUX" || second.pos === "PUNCT")) return;
  // "Budget tracker", "Meal planner": a compound that names a part, not an instruction.
  if (second && ALL_PRODUCT_HEADS.has(second.lemma)) return;
  first.pos = "VERB";
  first.lemma = first.normal;
}

/**
 * The tagger reads a product's kind as a verb after a name or before "of" ("Antique World Map, 1690",
 * "Map of whisky distilleries"): after a noun, an adjective or a determiner, or before "of" or the
 * end of a clause, a kind is the thing named.
 */
function fixKindVerbs(tokens: Token[]): void {
  tokens.forEach((token, i) => {
    if (token.pos !== "VERB" || !(ALL_PRODUCT_HEADS.has(token.normal) || ALL_PRODUCT_HEADS.has(token.lemma))) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const named = !!before && ["NOUN", "PROPN", "ADJ", "DET", "NUM"].includes(before.pos);
    const ends = !after || after.normal === "of" || after.pos === "PUNCT";
    // "These are scans of real flowers": a kind after "are" is what they are.
    if (named || (ends && (!before || before.pos === "PUNCT" || before.pos === "AUX"))) {
      token.pos = "NOUN";
      token.lemma = token.normal;
    }
  });
}

/** "evening routine", "answer key": a noun the tagger calls an adjective heads the compound it ends. */
function fixCompoundHeads(tokens: Token[]): void {
  tokens.forEach((token, i) => {
    const before = tokens[i - 1];
    if (token.pos === "ADJ" && COMPOUND_HEADS.has(token.normal) && before && (before.pos === "NOUN" || before.pos === "PROPN")) token.pos = "NOUN";
  });
}

export function joinTokens(tokens: readonly Token[]): string {
  return tokens.map((token, i) => (i > 0 && token.spaced ? ` ${token.value}` : token.value)).join("");
}

// The fact reader and the builtin writer read the same description; tagging it once is enough.
const recent = new Map<string, Analysis>();
const RECENT_MAX = 16;

export function analyse(description: string): Analysis {
  const cached = recent.get(description);
  if (cached) return cached;
  const analysis = analyseText(description);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? "");
  recent.set(description, analysis);
  return analysis;
}

function analyseText(description: string): Analysis {
  const { text, listLines, lines } = cleanInput(description);
  const { tokens, spans } = readTokens(text);
  const sentences = spans
    .map(([start = 0, end = -1]) => tokens.slice(start, end + 1))
    .filter((part) => part.some((token) => /\p{L}/u.test(token.value)))
    .map((part) => {
      fixImperative(part);
      fixKindVerbs(part);
      fixCompoundHeads(part);
      return { text: joinTokens(part), tokens: part };
    });
  // Raw spellings: the model normalises "organise" to "organize", which would hide UK spelling.
  const words = new Set(tokens.filter((token) => /\p{L}/u.test(token.value)).map((token) => token.value.toLowerCase()));
  return { sentences, listLines, lines, words };
}
