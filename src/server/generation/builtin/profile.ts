import type { GenerationInput } from "../listing";
import { findActions } from "./actions";
import { analyse, type Sentence } from "./analyse";
import { fileFormats, platformNames, testimonialOf, type FileFormat, type Testimonial } from "./facts";
import { ADVANCED_WORDS, BEGINNER_WORDS, looksForeign, PERSON_HEADS, ROOMS } from "./lexicon";
import type { NounPhrase } from "./noun-phrases";
import { hash, joinList } from "./polish";
import { audienceOf, pickItems } from "./items";
import { findSubject, type Subject } from "./subject";

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

const ROOM_PATTERNS = ROOMS.map((room) => ({ room, pattern: new RegExp(`\\b${room}s?\\b`) }));

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
