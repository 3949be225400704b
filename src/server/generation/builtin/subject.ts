import type { GenerationInput } from "../listing";
import type { Token } from "./analyse";
import { BEGINNER_WORDS, GENERIC_MODIFIERS, PERSON_HEADS, PRODUCT_HEADS } from "./lexicon";
import type { NounPhrase } from "./noun-phrases";
import { display, isDevice, isVague, SIZE } from "./phrase-text";

type Category = GenerationInput["category"];

export interface Subject {
  /** What the product is, in running text: "weekly habit tracker". */
  product: string;
  /** The same with the writer's selling words kept, for the title: "ultimate weekly habit tracker". */
  titleProduct: string;
  /** Whether the description names the product ("habit tracker") rather than only its subject ("Python"). */
  named: boolean;
  /** Its head noun: "tracker". */
  head: string;
  /** What it is about, without packaging words: "habit"; null when only the head is known. */
  topic: string | null;
  /** The phrase it came from, so it is not listed again as a feature. */
  source: NounPhrase | null;
}

const DEFAULT_HEAD: Record<Category, string> = { planner: "planner", wallart: "wall art", course: "course", others: "template" };
const DEFAULT_PRODUCT: Record<Category, string> = {
  planner: "digital planner",
  wallart: "wall art print",
  course: "online course",
  others: "digital template",
};
// Selling words read well in a title but oddly in running text ("an ultimate planner").
const HYPE = new Set(["ultimate", "best", "perfect", "amazing", "awesome", "great", "premium", "stunning", "gorgeous", "must-have", "bestselling", "bestseller"]);
const LEARN_VERBS = new Set(["learn", "master", "discover", "understand", "explore", "study", "teach", "build"]);

function mainPhrase(phrases: NounPhrase[], category: Category, listLines: readonly string[]): NounPhrase | null {
  const heads = PRODUCT_HEADS[category];
  const isList = listLines.length >= 3;
  // In a pasted list of contents, a line like "Daily planner" names a part, not the product.
  const lines = new Set(listLines.map((line) => line.toLowerCase()));
  const usable = phrases.filter((phrase) => !isVague(phrase) && !PERSON_HEADS.has(phrase.head) && !lines.has(phrase.text.toLowerCase()));
  const hasTopic = (phrase: NounPhrase) => phrase.tokens.filter((token) => !isDevice(token)).length > 1;
  const named = usable.find((phrase) => phrase.sentence <= 1 && heads.has(phrase.head) && (category !== "course" || hasTopic(phrase)));
  if (named) return named;
  // A pasted list of contents ("Daily pages", "Meal planner") names parts, not the product.
  if (isList) return null;
  if (category !== "course") return usable.find((phrase) => phrase.sentence === 0) ?? usable[0] ?? null;
  const subjects = usable.filter((phrase) => !heads.has(phrase.head));
  return (
    subjects.find((phrase) => phrase.sentence <= 2 && LEARN_VERBS.has(phrase.intro)) ??
    subjects.find((phrase) => phrase.sentence <= 2 && phrase.tokens.some((token) => token.pos === "PROPN" && !isDevice(token))) ??
    subjects[0] ??
    null
  );
}

const defaultHeadOf = (category: Category) => DEFAULT_HEAD[category];

/**
 * A topic is a noun phrase ("habit", "botanical line art"): no stray hyphens, no trailing adjective
 * ("ADHD-friendly" is not a topic), and for courses no leading adjective ("conversational Spanish" → "Spanish").
 */
function trimTopic(tokens: Token[], category: Category): Token[] {
  let from = 0;
  let to = tokens.length;
  const isHyphen = (token: Token | undefined) => token?.value === "-";
  while (from < to && (isHyphen(tokens[from]) || (category === "course" && tokens[from]?.pos === "ADJ" && to - from > 1))) from += 1;
  while (to > from && isHyphen(tokens[to - 1])) to -= 1;
  const part = tokens.slice(from, to);
  const last = part[part.length - 1];
  return last && (last.pos === "NOUN" || last.pos === "PROPN") && !isHyphen(part[part.length - 2]) ? part : [];
}

function subjectOf(source: NounPhrase, category: Category): Omit<Subject, "titleProduct"> {
  // Software is what a course is about ("Excel formulas"), but only the medium of a planner.
  const kept = source.tokens.filter((token) => (category === "course" || !isDevice(token)) && !HYPE.has(token.normal) && !SIZE.test(token.value));
  const named = PRODUCT_HEADS[category].has(source.head) && kept.length > 0;
  const text = display(kept.length > 0 ? kept : source.tokens, source.start === 0);
  const headToken = source.tokens[source.headIndex];
  const of = kept.findIndex((token) => token.normal === "of");
  // "bundle of Instagram story templates" is about what follows "of"; "weekly habit tracker" about what precedes the head.
  const aboutTokens = !named ? kept : of >= 0 ? kept.slice(of + 1) : kept.slice(0, -1);
  const topicTokens = trimTopic(aboutTokens.filter(
    (token) => !GENERIC_MODIFIERS.has(token.normal) && !BEGINNER_WORDS.has(token.normal) && token.pos !== "NUM",
  ), category);
  const topic = topicTokens.length > 0 ? display(topicTokens, source.start === 0 && topicTokens[0] === kept[0]) : null;
  if (named) return { product: text, named, head: headToken ? display([headToken], false) : defaultHeadOf(category), topic, source };
  const defaultHead = DEFAULT_HEAD[category];
  if (category === "course") return { product: `${topic ?? text} course`, named, head: "course", topic: topic ?? text, source };
  return { product: `${text} ${defaultHead}`, named, head: defaultHead, topic: topic ?? text, source };
}

export function findSubject(phrases: NounPhrase[], category: Category, listLines: readonly string[]): Subject {
  const source = mainPhrase(phrases, category, listLines);
  if (!source) {
    const product = DEFAULT_PRODUCT[category];
    return { product, titleProduct: product, named: false, head: DEFAULT_HEAD[category], topic: null, source: null };
  }
  const subject = subjectOf(source, category);
  const hype = source.tokens.filter((token) => HYPE.has(token.normal)).map((token) => token.value.toLowerCase());
  return { ...subject, titleProduct: [...hype, subject.product].join(" ") };
}
