import type { Line } from "./clean-input";

const NUMBER = "\\d{1,2}(?:\\s*[-–—]\\s*\\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten";
const NUMBERED = new RegExp(
  `^(?:modules?|weeks?|lessons?|parts?|units?|chapters?|sections?|days?|class(?:es)?|sessions?|steps?)\\s*(?:${NUMBER})\\b\\s*[:.)\\-–—|]?\\s*(.*)$`,
  "i",
);
const OUTLINE_HEADING =
  /\b(?:modules?|curriculum|syllabus|outline|course content|sections|parts|units|chapters|what you(?:'|’)?ll learn|what you will learn|what we(?:'|’)?ll cover|what we cover|topics|lessons|inside the course|inside you(?:'|’)?ll find|what(?:'|’)s covered|you will learn|you'll learn|we cover|course includes|the course covers)\b/i;
// A list under one of these says what the buyer needs, gets or is, not what the course teaches.
const NOT_OUTLINE_HEADING =
  /\b(?:need|needs|require|requirements?|prerequisites?|bring|gear|kit|supplies|materials|who|for you if|faq|bonus|bonuses|included|includes|you get)\b/i;
// "learn to paint peonies, roses and …" lists what is painted, not topics; "learn brush settings, …" lists topics.
const INLINE =
  /\b(?:modules?|topics|lessons|we cover|covers|we(?:'|’)?ll cover|you(?:'|’)?ll learn|you will learn|learn)\s*:?\s+(?!to\s|how\s)((?:[^.!?]|\.(?=\d))+)/i;
// What a list item says when it is not a topic: a need, a denial, a count or a clause about someone.
const NOT_A_TOPIC =
  /^(?:no|not|never|nothing|without|just|only|so|but|because|nobody|you|we|i|they|it|this|that|(?:built|made|perfect|ideal|designed|great|aimed|suitable) for)\b/i;
const COUNTED = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred)\b/i;
// "one 8-minute video a day" says how the course is given, not what it teaches.
const FORMAT = /^(?:\d+|one|two|three)\s+\d*-?(?:minute|hour|day|week)|\b(?:a|per|each) (?:day|week)\b/i;
// What a course comes with rather than teaches: files, access, community.
const INCLUDED =
  /\b(?:pdfs?|workbooks?|worksheets?|templates?|cheat ?sheets?|checklists?|spreadsheets?|downloads?|files?|community|access|support|certificates?|bonus(?:es)?|replays?|coaching calls?|live calls?)\b/i;
// Said before a list that names who it is for, what is needed or what is left out.
const NOT_TOPICS_BEFORE =
  /\b(?:for|made for|built for|perfect for|ideal for|aimed at|suitable for|need|needs|required?|requires|bring|no|not|without|includes?|included|plus|covered)\s*$/i;
const MAX_TOPICS = 12;

/** "Casting on (20 min)" → "Casting on"; drops a trailing duration, an aside about the seller, a colon or full stop. */
export function tidyTopic(text: string): string {
  return (
    text
      .replace(/[.:;,!]+$/, "")
      .replace(/\s*[([][^)\]]*(?:min|hour|hr|video|lesson)[^)\]]*[)\]]\s*$/i, "")
      .replace(/\s*\((?:[^)]*\b(?:i|we|you|my|unless)\b[^)]*)\)\s*$/i, "")
      .replace(/\s*[-–—:|]\s*\d+\s*(?:min|mins|minutes|hours?|hrs?)\b.*$/i, "")
      .replace(/^(?:plus|also|and|then)\s+/i, "")
      // "… so you never have to think about it again": the seller's promise, not the topic.
      .replace(/\s+(?:so (?:that|you|they|it)|because|until|till)\s.*$/i, "")
      .replace(/[.:;,!]+$/, "")
      .trim()
  );
}

// Words outside brackets: "safety first (proper helmet, gloves, fire watch)" is two words long as a topic.
const words = (text: string) =>
  text
    .replace(/\([^)]*\)/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
export const usable = (max: number) => (topic: string) =>
  words(topic) >= 1 && words(topic) <= max && /\p{L}{2}/u.test(topic) && !/^to\s/i.test(topic) && !NOT_A_TOPIC.test(topic);

/** "Part 1 is nothing but wedging and centring — we spend an hour on it" → "wedging and centring". */
const afterNumber = (rest: string) =>
  tidyTopic(
    rest
      .replace(/^(?:is|are|covers?)\s+(?:nothing but|all about|about|on)?\s*/i, "")
      .replace(/\s+[—–-]\s+(?:we|i|you|this|it)\b.*$/i, "")
      .replace(/^(?:an?\s+|the\s+)/i, (article) => (/^the\s/i.test(article) ? article : "")),
  );

function numbered(lines: readonly Line[]): string[] {
  const topics: string[] = [];
  for (const line of lines) {
    const m = NUMBERED.exec(line.text);
    if (m?.[1]) topics.push(afterNumber(m[1]));
  }
  return topics.filter(usable(16));
}

/** A heading such as "Curriculum:" or "What you'll learn" followed by list lines. */
function underHeading(lines: readonly Line[]): string[] {
  const start = lines.findIndex(
    (line) => !line.marked && OUTLINE_HEADING.test(line.text) && !NOT_OUTLINE_HEADING.test(line.text) && (line.text.endsWith(":") || words(line.text) <= 6),
  );
  if (start < 0) return [];
  const topics: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const heading = line.text.endsWith(":") && !line.marked;
    if (heading || (!line.marked && words(line.text) > 12)) break;
    topics.push(tidyTopic(line.text));
  }
  return topics.filter(usable(16));
}

/**
 * Bulleted lines with no heading, or under one that names no need or bonus: a course's topics
 * when most of them are topics ("✅ Recording: mic placement …"), not a list of what comes with it.
 */
function bulleted(lines: readonly Line[]): string[] {
  let best: Line[] = [];
  let run: Line[] = [];
  lines.forEach((line, i) => {
    if (line.marked) run.push(line);
    const ends = !line.marked || i === lines.length - 1;
    if (!ends) return;
    const heading = lines[i - run.length - (line.marked ? 0 : 1)];
    if (run.length >= 3 && run.length > best.length && !(heading?.text.endsWith(":") && NOT_OUTLINE_HEADING.test(heading.text))) best = run;
    run = [];
  });
  const topics = best
    .map((line) => tidyTopic(line.text))
    .filter((topic) => usable(18)(topic) && !COUNTED.test(topic) && !/^(?:gear|kit|equipment)\b/i.test(topic));
  const taught = topics.filter((topic) => !INCLUDED.test(topic));
  return taught.length * 2 > best.length ? taught : [];
}

/** Splits at commas outside brackets: "labelling rules (CLP in the UK, warning labels in the US), pricing". */
function commaParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  [...text].forEach((char, i) => {
    if (char === "(" || char === "[") depth += 1;
    if ((char === ")" || char === "]") && depth > 0) depth -= 1;
    if ((char === "," || char === ";") && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  });
  return [...parts, text.slice(start)].map((part) => part.trim()).filter(Boolean);
}

/**
 * The last item's "and" joins two items ("grouting and sealing"), unless a gerund took both as its
 * object ("fixing frosting and wet spots") or the "and" sits inside brackets.
 */
function splitLast(item: string): string[] {
  if (/\([^)]*$/.test(item.replace(/\([^)]*\)/g, ""))) return [item];
  const parts = item.split(/\s+(?:and|&)\s+(?![^(]*\))(?!.*\s(?:and|&)\s)/);
  const [first = "", second = ""] = parts;
  if (parts.length === 2 && /^\p{L}+ing\s/iu.test(first) && !/^\p{L}+ing\b/iu.test(second) && !/^(?:how|what|when|why)\b/i.test(second)) return [item];
  return parts;
}

/** The items of a written list, in order, however long, with their articles: "casting on, knit and purl, a pattern and finishing". */
export function splitList(part: string): string[] {
  return commaParts(part)
    .map((item) => item.replace(/^(?:and|&)\s+/i, ""))
    .flatMap((item, i, all) => (i === all.length - 1 ? splitLast(item) : [item]))
    .map(tidyTopic);
}

/** "We cover casting on, knit and purl, reading a pattern and finishing." */
export function listItems(part: string, maxWords = 8): string[] {
  const kept = splitList(part)
    .map((item) => item.replace(/^(?:a|an|the)\s+/i, ""))
    .filter(usable(12));
  return kept.length >= 3 && kept.every((item) => words(item) <= maxWords) ? kept : [];
}

const STARTS_ON_VERB = /^(?:make|build|create|write|learn|get|go|take|draw|paint|knit|bake|use)\b/i;
const TEACHING_VERB = /^(?:walk(?:s)? (?:you )?through|go(?:es)? (?:over|through)|cover(?:s)?|explain(?:s)?|teach(?:es)?)\s+/i;

/** The list a sentence gives after a teaching cue or a short lead-in and a colon, if it lists topics. */
function listIn(text: string): string[] {
  // "the real reasons — medical, stress, territory — and a plan": the aside is no part of the list.
  const sentence = text.replace(/\s[—–]\s[^—–]+\s[—–]\s/g, " ");
  const cued = new RegExp(INLINE.source, "i").exec(sentence);
  const [lead = "", ...rest] = sentence.split(/:\s+|\s[—–-]\s/);
  // "Spanish for travellers: a 30-day course to …" explains the product; a list after a colon has no article.
  const afterColon = rest.length > 0 && words(lead) <= 10 && !/^(?:a|an|the)\s/i.test(rest[0] ?? "") ? rest.join(": ") : undefined;
  const cuedList = cued?.[1]?.includes(": ") ? cued[1].split(/:\s+/).slice(1).join(": ") : cued?.[1];
  const part = cuedList ?? afterColon;
  if (!part) return [];
  const before = sentence.slice(0, sentence.indexOf(part)).replace(/[:\s]+$/, "");
  if (!cued && NOT_TOPICS_BEFORE.test(before)) return [];
  const items = listItems(part.replace(TEACHING_VERB, ""), 14);
  // "40 rudiments, 30 days, practice pad only" states counts, not topics; "one 8-minute video a day" is a format.
  const topics = items.filter((item) => !FORMAT.test(item));
  return items.filter((item) => COUNTED.test(item)).length * 2 >= items.length || topics.length < 3 ? [] : topics;
}

function inline(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const listed = sentences.flatMap(listIn);
  if (listed.length >= 3) return listed;
  // A sentence that is only a list ("Open chords, strumming patterns, barre chords and fingerpicking.")
  for (const sentence of sentences) {
    const bare = listItems(sentence.replace(/[.!?]+$/, ""));
    if (
      bare.length >= 3 &&
      !STARTS_ON_VERB.test(bare[0] ?? "") &&
      !COUNTED.test(bare[0] ?? "") &&
      !/\d|\b(?:is|are|will|you|we|i|included|includes)\b/i.test(sentence)
    )
      return bare;
  }
  return [];
}

/** The seller's own module list, in their order: numbered modules, a listed curriculum, bullets or an inline list. */
export function readOutline(lines: readonly Line[], text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/).map((sentence) => ({ text: sentence, marked: false }));
  const fromNumbers = numbered(lines).length >= 2 ? numbered(lines) : numbered(sentences);
  if (fromNumbers.length >= 2) return fromNumbers.slice(0, MAX_TOPICS);
  for (const listed of [underHeading(lines), bulleted(lines)]) if (listed.length >= 2) return listed.slice(0, MAX_TOPICS);
  return inline(text).slice(0, MAX_TOPICS);
}

// "Recording: mic placement, gain staging …", "SN1, SN2, E1, E2 – how to decide": a short heading and what it covers.
const LABEL = /^([^:–—()]{2,40}?)(?::\s+|\s[–—]\s)(.+)$/;

export function outlineLabel(topic: string): { label: string; rest: string } | null {
  const m = LABEL.exec(topic);
  return m?.[1] && m[2] && m[1].trim().split(/\s+/).length <= 5 ? { label: m[1].trim(), rest: m[2].trim() } : null;
}
