import { PERSON_HEADS } from "./lexicon";
import { splitList, tidyTopic, usable } from "./outline";

/**
 * What a course teaches when the seller gives no outline, read from the prose in the seller's
 * order: the objects of "we go over …", "you'll learn to …", "a behaviourist explains …", "short
 * videos on …", and the steps of a route ("we start with …, then …, finishing with …").
 */

// "learn", "cover" need a teacher or learner before them ("Most beginners learn vocabulary" is no cue).
const SUBJECT = String.raw`(?:^|\b(?:we|you|i|you['’]ll|we['’]ll|i['’]ll|will|also|then|and|course|class|lessons?|videos?|modules?|sections?)\s+)`;
const BASE = String.raw`(?:go over|go through|work through|walk(?: you)? through|cover|explain|teach you(?: how)? to|teach|practi[sc]e|learn(?: to)?|build|make|study|master|(?:begin|start)(?:\s+[^\s,]+){0,6}?\s+with)`;
const THIRD = String.raw`(?:goes over|goes through|works through|walks you through|covers|explains|teaches(?: you)?(?: how)?(?: to)?|shows you(?: how to)?|(?:videos?|lessons?|modules?|sections?|chapters?|lectures?) (?:on|about))`;
const CUE = new RegExp(String.raw`${SUBJECT}${BASE}\s+|\b${THIRD}\s+`, "i");
// A later sentence that carries the route on: "After that it's fillet welds …", "Last section we build …".
const GOES_ON =
  /^(?:then|after that|next|finally|lastly|last section|in the last section|later)\b,?\s*(?:(?:it['’]?s|its|there['’]s|comes?)\s+|(?:we|you|i)\s+\p{L}+\s+)?/iu;
const STEP =
  /,?\s+(?:and then|then|after that|before ending with|finishing with|and finish(?:ing)? with|ending with|and work up to|working up to|move through|moving through|and walks? you through|and teaches|and covers|and explains)\s+/i;
const NEGATED = /\b(?:not|n['’]t|never|no)\s+(?:\p{L}+\s+)?$/iu;
const COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
// "3 real apps — a habit tracker, a weather app and a journal app —": the aside names what is counted.
const COUNTED_ASIDE = new RegExp(String.raw`\b${COUNT}\s+[\p{L}\s-]{1,30}?\s[—–]\s([^—–]+,[^—–]+)\s[—–]\s`, "iu");
const ASIDE = /\s[—–]\s[^—–]+\s[—–]\s/g;
const ONE_NAME = /^\p{Lu}\p{Ll}+$/u;
// "I teach adult beginners since long time": who is taught is no topic.
const PEOPLE = new RegExp(String.raw`^(?:\p{L}+\s+)?(?:${[...PERSON_HEADS].join("|")})s?\b`, "iu");

// "in 14 days", "in 20 minutes": how long, not what; "with mnemonics + printable drills": what comes with it.
const withoutHow = (text: string) =>
  text.replace(/\s+(?:in|over|within)\s+(?:\d+|one|two|three)\s+(?:minutes?|hours?|days?|weeks?|months?)\b/gi, "").replace(/\s+with\s+[^,]*\+.*$/i, "");
const tidy = (item: string) =>
  tidyTopic(item.replace(/^(?:just|only|also|then|even)\s+/i, "").replace(/\s+(?:step by step|together|slowly|in detail|one by one)\b.*$/i, ""));

/** One step of a route: a list when every item is a topic of its own, else the step whole ("Masaccio and Donatello"). */
function itemsOf(step: string): string[] {
  const items = splitList(step);
  if (items.length >= 3 && !items.some((item) => ONE_NAME.test(item))) return items;
  const pair = step.split(/\s+(?:and|&)\s+(?![^(]*\))/);
  // "hiragana and katakana", "video calls and speaking on panels": two short things, neither a name.
  if (!step.includes(",") && pair.length === 2 && pair.every((part) => part.split(/\s+/).length <= 4) && !pair.some((part) => ONE_NAME.test(part.trim())))
    return pair;
  return [step];
}

function topicsIn(sentence: string, continues: boolean): string[] {
  const text = sentence
    .replace(/[.!?]+$/, "")
    .replace(COUNTED_ASIDE, "$1, ")
    .replace(ASIDE, " ");
  const goesOn = continues ? GOES_ON.exec(text) : null;
  const cue = goesOn?.[0] ? { index: 0, length: goesOn[0].length } : ((m) => (m ? { index: m.index, length: m[0].length } : null))(CUE.exec(text));
  if (!cue || NEGATED.test(text.slice(0, cue.index))) return [];
  const rest = withoutHow(text.slice(cue.index + cue.length));
  // "learn to find and shape window light, pick the right angle …": each is something to learn how to do.
  const doing = /\bto\s+$/i.test(text.slice(cue.index, cue.index + cue.length));
  return (
    rest
      .split(STEP)
      // "then we walk through the App Store submission": the step is what follows its verb.
      .map((step) => step.replace(/^(?:we|you|i)\s+(?:also\s+)?\p{L}+(?:\s+(?:through|over|with|on))?\s+/iu, ""))
      .flatMap(itemsOf)
      .map(tidy)
      // "use them to play …", "and use it": a clause about something named before, not a topic.
      .filter((item) => usable(14)(item) && !/^(?:\p{L}+\s+){0,2}(?:them|it)\b|\band\s+\p{L}+\s+(?:them|it)\b/iu.test(item) && !PEOPLE.test(item))
      .map((item) => (doing && !/^(?:how|what|when|why)\b/i.test(item) ? `how to ${item}` : item))
  );
}

/** The topics a course's prose names, in order; none when it names none (a one-line description). */
export function readTopics(sentences: readonly string[]): string[] {
  const topics: string[] = [];
  let continues = false;
  for (const sentence of sentences) {
    const found = topicsIn(sentence, continues);
    topics.push(...found.filter((topic) => !topics.some((other) => other.toLowerCase() === topic.toLowerCase())));
    continues = found.length > 0;
  }
  return topics.slice(0, 12);
}

/** The seller's sentence that says what the course teaches, when one does: one that names topics first. */
export function teachingSentence(sentences: readonly string[]): string | undefined {
  const cued = sentences.filter((sentence) => {
    const cue = CUE.exec(sentence);
    return cue && !NEGATED.test(sentence.slice(0, cue.index)) && !PEOPLE.test(sentence.slice(cue.index + cue[0].length)) && sentence.split(/\s+/).length <= 45;
  });
  return cued.find((sentence) => topicsIn(sentence, false).length > 0) ?? cued[0];
}
