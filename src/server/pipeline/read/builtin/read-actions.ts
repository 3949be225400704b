import { joinTokens, type Sentence, type Token } from "../facts/analyse";
import { IMPERATIVES, LISTING_VERBS } from "../facts/lexicon";
import { lowerFirst, trimDangling, wordsOf } from "../../text/polish";
import { isBrand } from "../../text/casing";

/** What the product lets the buyer do, from the writer's verbs: "track sleep and workouts in one place". */
export interface Actions {
  /** Whole verb phrases short enough to quote. */
  whole: string[];
  /** Coordinated phrases split apart: "build vocabulary …", "practice pronunciation …". */
  parts: string[];
}

const ENABLERS = new Set(["help", "let", "allow", "enable"]);
const SUBJECTS = new Set(["you", "users", "anyone", "everyone", "buyers", "students", "learners", "u"]);
const MAX_WORDS = 16;
const CLAUSE_OPENERS = new Set(["so", "then", "while", "which", "because", "but", "making", "where"]);

const isBase = (token: Token | undefined) => token?.pos === "VERB" && token.normal === token.lemma && !LISTING_VERBS.has(token.lemma);

/** Index of the verb that starts the job in "Track …", "helps you plan", "so you can print", "…: capture notes". */
function jobStart(tokens: Token[]): number | null {
  // Only a base form opens an instruction: "Track sleep", not "Advanced marketing" or "Designed for".
  if (isBase(tokens[0])) return 0;
  if (tokens[0]?.normal === "how" && tokens[1]?.normal === "to" && tokens[2]?.pos === "VERB") return 2;
  for (let i = 0; i < tokens.length - 1; i++) {
    const token = tokens[i];
    if (!token) continue;
    let next = i + 1;
    if (ENABLERS.has(token.lemma)) {
      if (SUBJECTS.has(tokens[next]?.normal ?? "")) next += 1;
      if (tokens[next]?.normal === "to") next += 1;
    } else if (token.normal === "you" && ["can", "will", "'ll"].includes(tokens[next]?.normal ?? "")) {
      next += 1;
    } else if (["designed", "built", "made", "created"].includes(token.normal) && tokens[next]?.normal === "to") {
      next += 1;
    } else if (token.value !== ":") {
      continue;
    }
    if (tokens[next]?.pos === "VERB" && !LISTING_VERBS.has(tokens[next]?.lemma ?? "")) return next;
  }
  return null;
}

function clause(tokens: Token[], start: number): Token[] {
  const rest = tokens.slice(start);
  const stop = rest.findIndex((token, i) => i > 0 && (/^[.!?;:]$/.test(token.value) || (token.value === "," && CLAUSE_OPENERS.has(rest[i + 1]?.normal ?? ""))));
  return stop === -1 ? rest : rest.slice(0, stop);
}

/** "capture notes, manage projects and build a base" → three phrases, split where a new verb starts. */
function split(part: Token[]): Token[][] {
  const pieces: Token[][] = [[]];
  part.forEach((token, i) => {
    const joiner = token.value === "," || token.normal === "and";
    const next = part[i + 1]?.normal === "and" ? part[i + 2] : part[i + 1];
    // After a list joiner, an imperative the tagger read as a noun ("practice pronunciation") still starts a job.
    if (joiner && i > 0 && (isBase(next) || IMPERATIVES.has(next?.normal ?? ""))) pieces.push([]);
    else if (!(token.normal === "and" && pieces[pieces.length - 1]?.length === 0)) pieces[pieces.length - 1]?.push(token);
  });
  return pieces.filter((piece) => piece.length > 0);
}

const words = (part: Token[]) => part.filter((token) => /\p{L}|\d/u.test(token.value)).length;
const phrase = (part: Token[]) => trimDangling(lowerFirst(joinTokens(part), isBrand));

export function findActions(sentences: readonly Sentence[]): Actions {
  const whole: string[] = [];
  const parts: string[] = [];
  for (const sentence of sentences) {
    const start = jobStart(sentence.tokens);
    if (start === null) continue;
    const part = clause(sentence.tokens, start);
    if (words(part) >= 2 && words(part) <= MAX_WORDS) whole.push(phrase(part));
    parts.push(
      ...split(part)
        .filter((piece) => words(piece) >= 3 && words(piece) <= MAX_WORDS)
        .map(phrase),
    );
  }
  const unique = (list: string[]) => [...new Set(list.filter((text) => wordsOf(text).length >= 2))];
  return { whole: unique(whole), parts: unique(parts) };
}
