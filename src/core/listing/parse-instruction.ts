import { keyWords, occurrences } from "./text";

/** What the built-in writer reads in a regeneration's instruction (the set: instruction-set.ts). */
export interface ReadInstruction {
  /** Phrases to work in, as the creator wrote them; each occurs in the description. */
  mentions: string[];
  length: "shorter" | "longer" | null;
  tone: "friendlier" | "formal" | null;
  /** "focus on busy teachers" → "busy teachers". */
  audience: string | null;
  /** Phrases asked for that the description does not contain ("" for a bare "mention"). */
  missing: string[];
  /** The parts no rule reads, as written. */
  unknown: string[];
}

type Directive =
  | { kind: "length"; value: "shorter" | "longer" }
  | { kind: "tone"; value: "friendlier" | "formal" }
  | { kind: "mention"; phrase: string }
  | { kind: "audience"; who: string };

// ", ", "; ", ". ", " and ", ", and ", " & ", " then ": the parts of "shorter, and mention 6 weeks".
const SEPARATOR = /(\s*(?:[,;]|\.(?=\s))\s*(?:(?:and|then|plus|also)\s+)?|\s+(?:and|&|\+|then|plus)\s+)/i;
// Words around an instruction that ask for nothing: "please make it a bit shorter".
const LEADING =
  /^(?:please|pls|also|just|now|can you|could you|would you|make (?:it|this|them|the (?:text|listing|copy|section|wording))|keep (?:it|this)|(?:re)?write (?:it|this)|(?:it )?should be|be|sound|a (?:bit|little|touch)|slightly|much|way|even|somewhat|rather|bit|in an?|use an?)\s+/i;
const TRAILING = /\s+(?:please|pls|thanks|thank you|tone|voice|register|style|wording|language|overall|instead)$/i;
const TRAILING_MARKS = /[\s.!?]+$/;

const SHORTER =
  /^(?:more |a lot |much )?(?:short(?:er)?|shorten(?: it)?|brief(?:er)?|concise|tight(?:er)?|compact|succinct|trim(?:med)?(?: it)?(?: down)?|cut(?: it)? down|condense(?:d)?(?: it)?|less (?:long|wordy|text|verbose)|(?:fewer|less) words|not so long|too long)$/i;
const LONGER =
  /^(?:more |a lot |much )?(?:long(?:er)?|lengthen(?: it)?|detailed|in[- ]depth|expand(?:ed)?(?: (?:it|on it))?|elaborate|(?:add )?more (?:detail|details|words|text|depth|information|info)|less (?:short|brief)|fuller|richer|too short)$/i;
const FRIENDLIER =
  /^(?:(?:more |a lot |much )?(?:friendl(?:y|ier)|warm(?:er)?|casual|relaxed|conversational|playful|fun|funnier|cheerful|upbeat|personal|approachable|chatty|chattier|informal|light(?:er)?(?:[- ]hearted)?)|less (?:formal|stiff|serious|corporate|professional))$/i;
const FORMAL =
  /^(?:(?:more |a lot |much )?(?:formal|professional|serious|business(?:[- ]?like)?|polished|corporate)|less (?:casual|playful|chatty|informal|friendly|jokey))$/i;
const MENTION =
  /^(?:mention|include|add|highlight|emphasi[sz]e|talk about|bring up|refer to|say|feature)(?:\s+(?:a mention of|something about|the (?:phrase|words?)|that))?(?:\s+(.*))?$/i;
const AUDIENCE =
  /^(?:focus(?:ed|ing)? on|aim(?:ed)? (?:it )?at|target(?:ed|ing)?(?: at)?|written for|tailor(?:ed)? (?:it )?(?:to|for)|speak to|more for|for)\s+(.+)$/i;
const PRONOUN = /^(?:it|this|that|them|me|you|us|him|her)$/i;
const LEADING_ARTICLE = /^(?:the|a|an|our|my|your|this|these|those)\s+/i;
const QUOTES = /^["'“”‘’«»]+|["'“”‘’«»]+$/g;

function strip(clause: string): string {
  let text = clause.replace(TRAILING_MARKS, "").trim();
  for (let next = text.replace(LEADING, ""); next !== text; next = text.replace(LEADING, "")) text = next;
  for (let next = text.replace(TRAILING, ""); next !== text; next = text.replace(TRAILING, "")) text = next;
  return text.trim();
}

/** An audience: a few plain words, not a pronoun ("focus on it" names nobody). */
function audienceOf(words: string): string | null {
  const who = words.replace(QUOTES, "").replace(LEADING_ARTICLE, "").trim();
  if (!who || PRONOUN.test(who) || !/^[\p{L}\d'’ -]+$/u.test(who) || who.split(/\s+/).length > 8) return null;
  return who;
}

function readClause(clause: string): Directive | null {
  const text = strip(clause);
  if (SHORTER.test(text)) return { kind: "length", value: "shorter" };
  if (LONGER.test(text)) return { kind: "length", value: "longer" };
  if (FRIENDLIER.test(text)) return { kind: "tone", value: "friendlier" };
  if (FORMAL.test(text)) return { kind: "tone", value: "formal" };
  const mention = MENTION.exec(text);
  if (mention) return { kind: "mention", phrase: (mention[1] ?? "").replace(QUOTES, "").trim() };
  const audience = AUDIENCE.exec(text)?.[1];
  const who = audience ? audienceOf(audience) : null;
  return who ? { kind: "audience", who } : null;
}

/** Whether the phrase is in the text: case, plurals and punctuation aside ("6 Weeks" in "six-week… 6 weeks."). */
export function occursIn(phrase: string, text: string): boolean {
  return occurrences(keyWords(text), keyWords(phrase)).length > 0;
}

/** The phrase as it occurs in the description: "the printable version" → "printable version"; null when absent. */
function found(phrase: string, description: string): string | null {
  if (occursIn(phrase, description)) return phrase;
  const bare = phrase.replace(LEADING_ARTICLE, "");
  return bare !== phrase && occursIn(bare, description) ? bare : null;
}

/**
 * Reads an instruction into the built-in writer's set. Parts are separated by commas, semicolons,
 * "and" or "then"; a part nothing reads is kept in `unknown`, never dropped silently. A phrase to
 * mention keeps the parts after it while they continue it in the description ("mention salt and
 * pepper"); a part that is itself in the description is a phrase of its own.
 */
export function parseInstruction(text: string | null, description: string): ReadInstruction {
  const read: ReadInstruction = { mentions: [], length: null, tone: null, audience: null, missing: [], unknown: [] };
  const parts = (text ?? "").replace(/\s+/g, " ").trim().split(SEPARATOR);
  // A phrase being read, and whether the description holds it so far.
  let open: { kind: "mention" | "audience"; words: string; inDescription: boolean } | null = null;
  const close = () => {
    if (open?.kind === "mention") {
      const phrase = open.words.replace(TRAILING_MARKS, "").replace(QUOTES, "").trim();
      const hit = phrase ? found(phrase, description) : null;
      if (hit) read.mentions.push(hit);
      else read.missing.push(phrase);
    }
    if (open?.kind === "audience") read.audience = open.words;
    open = null;
  };
  for (let i = 0; i < parts.length; i += 2) {
    const clause = (parts[i] ?? "").trim();
    const separator = parts[i - 1] ?? "";
    if (!clause) continue;
    const directive = readClause(clause);
    if (!directive && open) {
      const joined = open.words ? `${open.words}${separator}${clause}` : clause;
      // "mention salt and pepper": still in the description, or still what was asked when nothing matched.
      if (open.kind === "mention" && (found(joined, description) || !open.inDescription)) {
        open.words = joined;
        open.inDescription = found(joined, description) !== null;
        continue;
      }
      // "for teachers and parents": a few more plain words after an "and".
      if (open.kind === "audience" && /\b(?:and|&|or)\b/.test(separator) && /^[\p{L}' -]+$/u.test(clause) && clause.split(/\s+/).length <= 3) {
        open.words = joined;
        continue;
      }
    }
    const wasMention = open?.kind === "mention";
    close();
    if (!directive) {
      const alone = clause.replace(TRAILING_MARKS, "").replace(QUOTES, "").trim();
      // "mention 6 weeks and the PDF version": a second phrase of the description.
      if (wasMention && found(alone, description)) read.mentions.push(found(alone, description) ?? alone);
      else read.unknown.push(clause.replace(TRAILING_MARKS, ""));
      continue;
    }
    if (directive.kind === "length") read.length = directive.value;
    if (directive.kind === "tone") read.tone = directive.value;
    if (directive.kind === "mention") open = { kind: "mention", words: directive.phrase, inDescription: !!found(directive.phrase, description) };
    if (directive.kind === "audience") open = { kind: "audience", words: directive.who, inDescription: false };
  }
  close();
  read.mentions = [...new Set(read.mentions)];
  return read;
}
