import type { GenerationInput } from "../listing";
import { findActions } from "./actions";
import { analyse, type Sentence } from "./analyse";
import { fileFormats, platformNames, testimonialOf, type FileFormat, type Testimonial } from "./facts";
import { ADVANCED_WORDS, BEGINNER_WORDS, looksForeign, PERSON_HEADS, PRODUCT_HEADS, ROOMS } from "./lexicon";
import type { NounPhrase } from "./noun-phrases";
import { article, hash, joinList } from "./polish";
import { display, findSubject, isVague, type Subject } from "./subject";

export interface Item {
  text: string;
  /** For running text: "a goal dashboard", "monthly reviews", "water intake". */
  running: string;
  plural: boolean;
  head: string;
  phrase: NounPhrase;
  /** Named as something the product contains ("includes a progress bar"), not something it is used on. */
  part: boolean;
}

export interface Audience {
  plural: string;
  singular: string;
}

/** Everything the templates know about a product, gathered once from the input. */
export interface Profile extends Subject {
  category: GenerationInput["category"];
  items: Item[];
  /** Verb phrases from the description, whole: "track sleep, water intake and workouts in one place". */
  actions: string[];
  /** The same split where a new verb starts, for learning outcomes and modules. */
  actionParts: string[];
  listLines: string[];
  sentences: string[];
  parsed: Sentence[];
  phrases: NounPhrase[];
  words: Set<string>;
  audiences: Audience[];
  rooms: string[];
  platforms: string[];
  platformText: string | null;
  formats: FileFormat[];
  testimonial: Testimonial | null;
  level: "beginner" | "advanced" | null;
  seed: number;
}

const ROOM_WORDS = new Set(ROOMS.flatMap((room) => room.split(" ")));
const ROOM_PATTERNS = ROOMS.map((room) => ({ room, pattern: new RegExp(`\\b${room}s?\\b`) }));

function audienceOf(phrase: NounPhrase): Audience {
  const tokens = phrase.tokens.filter((token) => token.pos !== "NUM");
  const singular = display(tokens.slice(0, -1), false);
  const plural = display(tokens, phrase.start === 0);
  const head = phrase.head;
  return {
    singular: `${singular} ${head}`.trim(),
    plural: phrase.plural ? plural : `${singular} ${head.endsWith("y") && !/[aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`}`.trim(),
  };
}

// What introduces a part of the product: "with …", "includes …", "…: a, b and c".
const PART_INTROS = new Set(["with", "include", "including", "feature", "featuring", "contain", "have", "plus", ":", "offer", "provide", "get", "come", "inside", "add", "bonus"]);
// What a course teaches is introduced differently: "learn …", "covers …", "…: a, b and c".
const TOPIC_INTROS = new Set(["through", "learn", "master", "cover", "covering", "discover", "explore", "understand", "about", "on", "study", "practice", "practise", ":", "include", "including", "teach"]);

function isPart(phrase: NounPhrase, verbless: readonly boolean[], category: Profile["category"]): boolean {
  if ((category === "course" ? TOPIC_INTROS : PART_INTROS).has(phrase.intro)) return true;
  return phrase.intro === "^" && (verbless[phrase.sentence] ?? false);
}

function pickItems(phrases: NounPhrase[], subject: Subject, category: Profile["category"], verbless: readonly boolean[]): Item[] {
  const items = phrases
    .filter((phrase) => phrase !== subject.source && !isVague(phrase) && !PERSON_HEADS.has(phrase.head))
    .filter((phrase) => !phrase.tokens.every((token) => ROOM_WORDS.has(token.normal) || ROOM_WORDS.has(token.lemma) || token.pos === "NUM"))
    .filter((phrase) => phrase.tokens.length > 1 || !PRODUCT_HEADS[category].has(phrase.head))
    .filter((phrase) => !(subject.source && subject.source.key.endsWith(phrase.key)))
    .filter((phrase) => /\p{L}{3}/u.test(phrase.text) && !/^\d+x\d+$/i.test(phrase.text))
    .map((phrase) => {
      const text = display(phrase.tokens, phrase.start === 0);
      const running = phrase.countable && !phrase.plural ? `${article(text)} ${text}` : text;
      return { text, running, plural: phrase.plural, head: phrase.head, phrase, part: isPart(phrase, verbless, category) };
    });
  // "pages" adds nothing when "12 monthly pages" is also there.
  return items.filter((item) => !items.some((other) => other !== item && other.phrase.key.endsWith(` ${item.phrase.key}`)));
}

function levelOf(words: Set<string>): Profile["level"] {
  if ([...words].some((word) => ADVANCED_WORDS.has(word))) return "advanced";
  return [...words].some((word) => BEGINNER_WORDS.has(word)) ? "beginner" : null;
}

export function buildProfile(input: GenerationInput): Profile {
  const read = analyse(input.description);
  const foreign = looksForeign(read.sentences.flatMap((sentence) => sentence.tokens.map((token) => token.normal)));
  // Copy is written in English; another language's phrases are left out rather than mangled.
  const analysis = foreign ? { ...read, sentences: [], phrases: [], listLines: [] } : read;
  const subject = findSubject(analysis.phrases, input.category, analysis.listLines);
  const platforms = platformNames(input.targetPlatform);
  const lower = analysis.sentences.map((sentence) => sentence.text.toLowerCase()).join(" ");
  const actions = findActions(analysis.sentences);
  const verbless = analysis.sentences.map((sentence) => !sentence.tokens.some((token) => token.pos === "VERB" || token.pos === "AUX"));
  const audiences = analysis.phrases.filter((phrase) => PERSON_HEADS.has(phrase.head) && phrase.tokens.length <= 3).map(audienceOf);
  return {
    ...subject,
    category: input.category,
    items: pickItems(analysis.phrases, subject, input.category, verbless),
    actions: actions.whole,
    actionParts: actions.parts,
    listLines: analysis.listLines,
    sentences: analysis.sentences.map((sentence) => sentence.text),
    parsed: analysis.sentences,
    phrases: analysis.phrases,
    words: analysis.words,
    audiences: audiences.filter((audience, i) => audiences.findIndex((other) => other.singular === audience.singular) === i),
    rooms: ROOM_PATTERNS.filter(({ pattern }) => pattern.test(lower)).map(({ room }) => room),
    platforms,
    platformText: platforms.length > 0 ? joinList(platforms) : null,
    formats: fileFormats(input.fileFormats),
    testimonial: testimonialOf(input.testimonial),
    level: levelOf(analysis.words),
    seed: hash(`${input.category}\n${input.description}`),
  };
}
