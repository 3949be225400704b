import type { CourseListing } from "../../../listing";
import { analyse } from "../../../read/facts/analyse";
import { readTopics, teachingSentence } from "../../../read/facts/course-topics";
import { KINDS, STOCK_WORDS } from "../../../read/facts/lexicon";
import { withNames } from "../../../read/facts/names";
import { outlineLabel } from "../../../read/facts/outline";
import { capitalise, clip, lowerFirst, pick, titleCase } from "../../../text/polish";
import type { Source } from "../types";

type Module = CourseListing["curriculumDetails"][number];

const NEEDS = /\b(?:you(?:'|’)?ll need|you will need|you need|requirements?|prerequisites?|must have|bring|required)\b/i;
const DENIES = /^(?:no|not|don['’]t|doesn['’]t|won['’]t|isn['’]t|never)\b/i;
// Where a topic's title can stop: the seller's aside, a reason, a promise, who does what.
const TAIL =
  /\s+(?:[–—-]\s|where\b|which\b|so that\b|because\b|until\b|till\b|unless\b|if you\b|when you\b|you(?:'|’)ll\b|you can\b|you want\b|you already\b|I\b|we\b)/g;
const KNOWN_TASKS =
  /^(?:set up|categori[sz]e|reconcile|file|write|build|make|create|plan|price|sell|find|start|launch|design|shoot|choose|use|add|track|record|publish)\b/i;
const COURSE_WORDS = new Set<string>([...KINDS.course, "online", "complete"]);

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const labelOf = outlineLabel;

/** "wildflower sampler you'll want to frame" → "wildflower sampler": the topic, without what the seller adds about it. */
export function topicName(topic: string): string {
  const base = labelOf(topic)?.label ?? topic;
  // "Collision detection (AABB)" loses the aside; "401(k)" keeps its letter.
  let short = base
    .replace(/\s+\([^)]*\)/g, "")
    .replace(/^(?:a|an)\s+/i, "")
    .trim();
  for (const m of short.matchAll(TAIL)) {
    if (words(short.slice(0, m.index)).length >= 2) {
      short = short.slice(0, m.index);
      break;
    }
  }
  // "what an index fund actually is (and why it beats stock-pickers)": the aside finishes the clause.
  const rest = /\((?:and|or)\s([^)]*)\)/i.exec(base);
  if (rest && /\b(?:is|are|was|were|be)$/i.test(short)) short = `${short} and ${rest[1]}`;
  return clip(short.replace(/\s+to\s+\p{L}+\s+(?:it|them|this)$/iu, "").replace(/[\s,;:]+$/, ""), 80);
}

const moduleTitle = (topic: string) => titleCase(topicName(topic));

/** What the course teaches, in the seller's order: their outline, else the topics their prose goes through. */
export const courseTopics = (s: Source): string[] =>
  s.facts.outline.length > 0 ? s.facts.outline : readTopics(s.sentences).map((topic) => withNames(topic, s.facts.names));

/** "Find and shape window light", "Hand-stitch a wallet": a task the module shows how to do. */
function isTask(topic: string): boolean {
  // A noun is never followed straight by an article; a verb is ("Hand-stitch a leather wallet").
  if (KNOWN_TASKS.test(topic) || /^[\p{L}-]+(?<!ing)\s+(?:a|an|the|your)\s/iu.test(topic)) return true;
  const [first, next] = analyse(`${topic}.`).sentences[0]?.tokens ?? [];
  // The tagger calls "Hinge pattern" and "Edit page" verbs too: a task's verb takes an object or a particle.
  return first?.pos === "VERB" && !/ing$/i.test(first.value) && !!next && ["DET", "PRON", "ADP", "CCONJ", "NUM", "ADJ", "ADV", "PART"].includes(next.pos);
}

/** The seller's own sentence about this topic alone, when there is one that says something more. */
function sellerLine(s: Source, topic: string, topics: readonly string[]): string | undefined {
  const others = topics.filter((other) => other !== topic).map((other) => other.toLowerCase());
  const own = topic.toLowerCase();
  return s.sentences.find((sentence) => {
    const lower = sentence.toLowerCase();
    const length = words(sentence).length;
    return (
      lower.includes(own) &&
      !others.some((other) => lower.includes(other)) &&
      length > words(topic).length + 3 &&
      length <= 45 &&
      // The list line itself ("Acids and bases (a pKa table …)") says no more than the topic.
      !lower.startsWith(own) &&
      !NEEDS.test(sentence) &&
      !DENIES.test(sentence)
    );
  });
}

// The seller's text ends as it likes ("… (overhead, 45°, straight on)"): a full stop is added, nothing trimmed.
const sentence = (text: string) => capitalise(/[.!?]["”')]?$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Words the seller capitalises inside a sentence ("French knots", "the App Store"): names that stay capitalised. */
function capitalised(s: Source): Set<string> {
  // After "Module 1 –" or "Week 1–2:" a capital only starts the seller's line.
  const inside = s.sentences.flatMap((line) =>
    words(line).filter((word, i, all) => i > 0 && /^\p{Lu}/u.test(word) && !/[.:!?–—-]$|\d/u.test(all[i - 1] ?? "")),
  );
  return new Set([...inside.map((word) => word.replace(/[^\p{L}\d'’-]+$/u, "")), ...s.facts.names]);
}

/** What the module teaches, in a whole sentence: the seller's own where they say more, else the topic itself. */
function moduleDetails(s: Source, topic: string, i: number, topics: readonly string[], names: ReadonlySet<string>): string {
  const own = sellerLine(s, topic, topics);
  if (own) return sentence(own);
  const lower = (text: string) => lowerFirst(text, (word) => names.has(word));
  const labelled = labelOf(topic);
  if (labelled) return sentence(`This module covers ${lower(labelled.label)}: ${labelled.rest}`);
  if (/^(?:how|what|when|why|which|where)\b/i.test(topic))
    return sentence(pick([`You learn ${lower(topic)}`, `This module explains ${lower(topic)}`], s.seed, i));
  if (isTask(topic)) return sentence(`This module shows you how to ${lower(topic)}`);
  return sentence(pick([`This module covers ${lower(topic)}`, `Here you work through ${lower(topic)}`], s.seed, i));
}

/** The course's own name for what it teaches, when the prose names no topics: "Drum rudiments", "Fly tying". */
export function ownName(s: Source): string {
  for (const sentence of s.sentences.slice(0, 3)) {
    const head = (sentence.split(/[,:;!?.–—(]|\s-\s/)[0] ?? "")
      .replace(/\s+for\s.*$/i, "")
      .replace(/^(?:learn|master|discover)\s+/i, "")
      .trim();
    const kept = words(head);
    // "A complete opening repertoire", "Drum rudiments bootcamp": the words around what it is about go.
    while (kept[0] && (/^(?:a|an|the)$/i.test(kept[0]) || STOCK_WORDS.has(kept[0].toLowerCase()))) kept.shift();
    while (kept.length > 1 && COURSE_WORDS.has(kept.at(-1)?.toLowerCase() ?? "")) kept.pop();
    const [first] = analyse(`${kept.join(" ")}.`).sentences[0]?.tokens ?? [];
    const named = kept.some((word) => !STOCK_WORDS.has(word.toLowerCase()) && !COURSE_WORDS.has(word.toLowerCase()));
    // "fly tying", "candle making": a craft named by a gerund, though the tagger reads its first word as a verb.
    const craft = kept.length <= 3 && /ing$/i.test(kept.at(-1) ?? "");
    if (named && kept.length <= 6 && first && (["NOUN", "PROPN", "ADJ", "NUM"].includes(first.pos) || craft) && !/^no$/i.test(first.value))
      return kept.join(" ");
  }
  const subject = s.facts.subject ?? "";
  return words(subject).some((word) => !STOCK_WORDS.has(word.toLowerCase()) && !COURSE_WORDS.has(word.toLowerCase())) ? subject : s.product;
}

/**
 * One module per topic of the seller's outline, in order; otherwise per topic the prose names
 * (what the course goes over, in the seller's order); otherwise one module on what the course is
 * about, described by the seller's own sentence: never stock modules ("Foundations of X").
 */
export function writeModules(s: Source): Module[] {
  const names = capitalised(s);
  const topics = courseTopics(s);
  if (topics.length > 0) return topics.map((topic, i) => ({ title: moduleTitle(topic), details: moduleDetails(s, topic, i, topics, names) }));
  // A one-line description names no topics: one honest module on what the course is about.
  const name = ownName(s);
  const said = teachingSentence(s.sentences);
  const what = lowerFirst(name, (word) => names.has(word));
  return [
    {
      title: moduleTitle(name),
      details: sentence(said ?? (isTask(name) ? `This single module shows you how to ${what}` : `This single module covers ${what}`)),
    },
  ];
}
