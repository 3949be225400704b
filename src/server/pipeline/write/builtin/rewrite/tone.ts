import type { ListingCategory } from "../../../../../core/listing/types";
import { pick } from "../../../text/polish";
import { NO_GUARD, type FactGuard } from "./keep-facts";
import { endWith, paragraphsOf } from "./text";

type Swap = [RegExp, string];

// Contractions and everyday verbs: how a friend would say the same thing.
const FRIENDLY: Swap[] = [
  [/\b([Yy]ou) will\b/g, "$1'll"],
  [/\b([Yy]ou) are\b(?=\s+\p{L})/gu, "$1're"],
  [/\b([Ii]t|[Tt]hat|[Tt]here|[Hh]ere) is\b/g, "$1's"],
  [/\b([Ww]e) are\b/g, "$1're"],
  [/\b([Dd]o|[Dd]oes|[Ii]s|[Aa]re) not\b/g, "$1n't"],
  [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Ww])ill not\b/g, "$1on't"],
  [/\b([Ll])et us\b/g, "$1et's"],
  [/^Please note:/, "Good to know:"],
  [/^Includes\b/, "Packed with"],
  [/^(?:Download|Purchase|Buy)\b/, "Grab"],
  [/^Enrol(?:l)? in\b/, "Jump into"],
  [/^(?:Choose|Select)\b/, "Pick"],
  [/\bselect\b/g, "pick"],
  [/\b(?:receive|obtain)\b/g, "get"],
  [/\bassist\b/g, "help"],
  [/\butili[sz]e\b/g, "use"],
  [/\bcommence\b/g, "start"],
  [/\bin order to\b/g, "to"],
];

// Every contraction spelled out; "'s" only after a pronoun, so "baby's name" stays a possessive.
const EXPANSIONS: Swap[] = [
  [/\b([Cc])an['’]t\b/g, "$1annot"],
  [/\b([Ww])on['’]t\b/g, "$1ill not"],
  [/\b([Ss])han['’]t\b/g, "$1hall not"],
  [/\b(\p{L}+)n['’]t\b/gu, "$1 not"],
  [/\b([Ll]et)['’]s\b/g, "$1 us"],
  [/\b(it|that|there|here|what|who|where|he|she|It|That|There|Here|What|Who|Where|He|She)['’]s\b/g, "$1 is"],
  [/\b(\p{L}+)['’]ll\b/gu, "$1 will"],
  [/\b(\p{L}+)['’]re\b/gu, "$1 are"],
  [/\b(\p{L}+)['’]ve\b/gu, "$1 have"],
  [/\b([Ii])['’]m\b/g, "$1 am"],
  [/\b(I|you|we|they|You|We|They)['’]d\b/g, "$1 would"],
];

// The same facts in a register for a catalogue or a company's buyer.
const FORMAL: Swap[] = [
  ...EXPANSIONS,
  [/\bkids\b/g, "children"],
  [/\bKids\b/g, "Children"],
  [/\blots of\b|\ba lot of\b/g, "many"],
  [/^Grab\b/, "Purchase"],
  [/^Jump into\b/, "Enrol in"],
  [/^Packed with\b/, "Includes"],
  [/\bpick\b/g, "select"],
  [/^Pick\b/, "Select"],
  [/\byou get\b/g, "you receive"],
  [/^Good to know:/, "Please note:"],
  [/\bso nothing slips\b/g, "so that nothing is overlooked"],
  [/\bHere is\b/g, "This is"],
  [/\b(?:super|really|totally) (?=\p{L})/gu, ""],
];

const OPENERS: Record<ListingCategory, string[]> = {
  course: ["Ready to dive in?", "Good news!", "Let's get started!"],
  planner: ["Good news for your to-do list!", "Ready for a fresh page?", "Let's get planning!"],
  wallart: ["Good news for bare walls!", "Ready to brighten a room?", "Say hello to something new for your wall."],
  others: ["Good news!", "Ready for something new?", "Here's the fun part."],
};

// Quoted words are the seller's (a print's slogan, a testimonial): they keep their wording.
const QUOTED = /(“[^”]*”|"[^"]*")/;
const swap = (text: string, swaps: Swap[]) =>
  text
    .split(QUOTED)
    .map((part, i) => (i % 2 === 1 ? part : swaps.reduce((out, [from, to]) => out.replace(from, to), part)))
    .join("");
const bySentence = (text: string, line: (sentence: string) => string) =>
  paragraphsOf(text)
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?])\s+/)
        .map(line)
        .join(" "),
    )
    .join("\n\n");

// A word the listing check looks for ("kids" in "for kids") stays as the seller wrote it.
const unlessLosing = (line: (text: string) => string, guard: FactGuard) => (text: string) => {
  const toned = line(text);
  return guard.loses(text, toned) ? text : toned;
};

export const friendlyLine = (text: string, guard: FactGuard = NO_GUARD) => unlessLosing((line) => swap(line, FRIENDLY), guard)(text);
export const formalLine = (text: string, guard: FactGuard = NO_GUARD) =>
  unlessLosing(
    (line) => swap(line, FORMAL),
    guard,
  )(text)
    .replace(/!+/g, ".")
    .replace(/\?(?=\s|$)/g, ".");

/** Prose with a warm opening line and everyday wording; ends on an exclamation mark. */
export function friendlyProse(text: string, category: ListingCategory, seed: number, guard: FactGuard = NO_GUARD): string {
  const paragraphs = paragraphsOf(bySentence(text, (sentence) => friendlyLine(sentence, guard)));
  const last = paragraphs.length - 1;
  paragraphs[last] = endWith(paragraphs[last] ?? "", "!");
  return `${pick(OPENERS[category], seed)} ${paragraphs.join("\n\n")}`;
}

export const formalProse = (text: string, guard: FactGuard = NO_GUARD) => bySentence(text, (sentence) => formalLine(sentence, guard));
