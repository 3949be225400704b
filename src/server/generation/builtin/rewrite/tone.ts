import type { ListingCategory } from "../../../../core/listing/types";
import { pick } from "../../text/polish";
import { endWith } from "./text";

type Swap = [RegExp, string];

// Contractions and everyday verbs: how a friend would say the same thing.
const PLAYFUL: Swap[] = [
  [/\byou will\b/g, "you'll"],
  [/\bYou will\b/g, "You'll"],
  [/\bit is\b/g, "it's"],
  [/\bIt is\b/g, "It's"],
  [/\bdo not\b/g, "don't"],
  [/\byou are\b(?=\s+\p{L})/gu, "you're"],
  [/\bthat is\b/g, "that's"],
  [/^Includes\b/, "Packed with"],
  [/^Download\b/, "Grab"],
  [/^Enrol(?:l)? in\b/, "Jump into"],
  [/^Choose\b/, "Pick"],
  [/\bselect\b/g, "pick"],
];

// The same facts in a register for a catalogue or a company's buyer.
const FORMAL: Swap[] = [
  [/\b([Yy]ou)'ll\b/g, "$1 will"],
  [/\b([Ii]t)'s\b/g, "$1 is"],
  [/\b([Tt]hat)'s\b/g, "$1 is"],
  [/\b([Dd])on't\b/g, "$1o not"],
  [/\b([Cc])an't\b/g, "$1annot"],
  [/\b([Ww])on't\b/g, "$1ill not"],
  [/\b([Yy]ou)'re\b/g, "$1 are"],
  [/\b([Ii])sn't\b/g, "$1s not"],
  [/\bkids\b/g, "children"],
  [/\blots of\b|\ba lot of\b/g, "many"],
  [/^Grab\b/, "Purchase"],
  [/^Jump into\b/, "Enrol in"],
  [/^Packed with\b/, "Includes"],
  [/\bpick\b/g, "select"],
  [/^Pick\b/, "Select"],
  [/\byou can\b/g, "you may"],
  [/\bget\b/g, "receive"],
  [/^Good to know:/, "Please note:"],
  [/\bso nothing slips\b/g, "so that nothing is overlooked"],
  [/\bNo more\b/g, "No further need for"],
  [/\bHere is\b/g, "This is"],
];

const OPENERS: Record<ListingCategory, string[]> = {
  course: ["Ready to dive in?", "Good news!", "Let's get started!"],
  planner: ["Good news for your to-do list!", "Ready for a fresh page?", "Let's get planning!"],
  wallart: ["Good news for bare walls!", "Ready to brighten a room?", "Say hello to something new for your wall."],
  others: ["Good news!", "Ready for something new?", "Here's the fun part."],
};

const TITLE_TAILS: Record<ListingCategory, string[]> = {
  course: ["Fun to Learn", "Learn with a Smile"],
  planner: ["Planning Made Fun", "Made to Enjoy"],
  wallart: ["A Happy Wall Starts Here", "Made to Brighten Your Wall"],
  others: ["Made to Enjoy", "A Joy to Use"],
};

const swap = (text: string, swaps: Swap[]) => swaps.reduce((out, [from, to]) => out.replace(from, to), text);

export const playfulLine = (text: string) => swap(text, PLAYFUL);
export const formalLine = (text: string) =>
  swap(text, FORMAL)
    .replace(/!+/g, ".")
    .replace(/\?(?=\s|$)/g, ".");

/** Prose with a cheerful opening line and everyday wording; ends on an exclamation mark. */
export function playfulProse(text: string, category: ListingCategory, seed: number): string {
  const opener = pick(OPENERS[category], seed);
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) =>
    paragraph
      .split(/(?<=[.!?])\s+/)
      .map(playfulLine)
      .join(" "),
  );
  const last = paragraphs.length - 1;
  paragraphs[last] = endWith(paragraphs[last] ?? "", "!");
  return `${opener} ${paragraphs.join("\n\n")}`;
}

export function formalProse(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?])\s+/)
        .map(formalLine)
        .join(" "),
    )
    .join("\n\n");
}

export function playfulTitle(title: string, category: ListingCategory, seed: number, max: number): string {
  const tail = pick(TITLE_TAILS[category], seed);
  const [lead = title] = title.split(/\s+[–—|]\s+/);
  const withTail = `${title} – ${tail}`;
  return withTail.length <= max ? withTail : `${lead} – ${tail}`.slice(0, max);
}
