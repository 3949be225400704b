import type { Line } from "./clean-input";

const NUMBERED =
  /^(?:module|week|lesson|part|unit|chapter|section|day|class|session|step)\s*(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b\s*[:.)\-–—|]?\s*(.*)$/i;
const OUTLINE_HEADING =
  /\b(?:modules?|curriculum|syllabus|outline|course content|what you(?:'|’)?ll learn|what you will learn|what we(?:'|’)?ll cover|what we cover|topics|lessons|inside the course|what(?:'|’)?s covered|you will learn|you'll learn|we cover|course includes|the course covers)\b/i;
// "learn to paint peonies, roses and …" lists what is painted, not topics; "learn brush settings, …" lists topics.
const INLINE = /\b(?:modules?|topics|lessons|we cover|covers|we(?:'|’)?ll cover|you(?:'|’)?ll learn|you will learn|learn)\s*:?\s+(?!to\s|how\s)([^.!?]+)/i;
const MAX_TOPICS = 12;

/** "Casting on (20 min)" → "Casting on"; drops a trailing duration, colon or full stop. */
function tidyTopic(text: string): string {
  return text
    .replace(/\s*[([][^)\]]*(?:min|hour|hr|video|lesson)[^)\]]*[)\]]\s*$/i, "")
    .replace(/\s*[-–—:|]\s*\d+\s*(?:min|mins|minutes|hours?|hrs?)\b.*$/i, "")
    .replace(/^(?:plus|also|and)\s+/i, "")
    .replace(/[.:;,!]+$/, "")
    .trim();
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const usable = (topic: string) => words(topic) >= 1 && words(topic) <= 12 && /\p{L}{2}/u.test(topic) && !/^to\s/i.test(topic);

function numbered(lines: readonly Line[]): string[] {
  const topics: string[] = [];
  for (const line of lines) {
    const m = NUMBERED.exec(line.text);
    if (m?.[1]) topics.push(tidyTopic(m[1]));
  }
  return topics.filter(usable);
}

/** A heading such as "Curriculum:" or "What you'll learn" followed by list lines. */
function underHeading(lines: readonly Line[]): string[] {
  const start = lines.findIndex((line) => OUTLINE_HEADING.test(line.text) && (line.text.endsWith(":") || words(line.text) <= 6));
  if (start < 0) return [];
  const topics: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const heading = line.text.endsWith(":") && !line.marked;
    if (heading || (!line.marked && words(line.text) > 12)) break;
    topics.push(tidyTopic(line.text));
  }
  return topics.filter(usable);
}

/** "We cover casting on, knit and purl, reading a pattern and finishing." */
export function listItems(part: string): string[] {
  const items = part
    .split(/,\s*(?:and\s+|&\s+)?/)
    .flatMap((item, i, all) => (i === all.length - 1 ? item.split(/\s+(?:and|&)\s+(?!.*\s(?:and|&)\s)/) : [item]));
  const kept = items.map((item) => tidyTopic(item.replace(/^(?:a|an|the)\s+/i, ""))).filter(usable);
  return kept.length >= 3 && kept.every((item) => words(item) <= 8) ? kept : [];
}

const STARTS_ON_VERB = /^(?:make|build|create|write|learn|get|go|take|draw|paint|knit|bake|use)\b/i;

function inline(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/);
  for (const sentence of sentences) {
    // "Spanish for travellers: a 30-day course to …" explains the product; a list after a colon has no article.
    const afterColon = sentence.split(/:\s+/)[1];
    const lead = new RegExp(INLINE.source, "i").exec(sentence)?.[1] ?? (afterColon && !/^(?:a|an|the)\s/i.test(afterColon) ? afterColon : undefined);
    const items = lead ? listItems(lead) : [];
    if (items.length >= 3) return items;
  }
  // A sentence that is only a list ("Open chords, strumming patterns, barre chords and fingerpicking.")
  for (const sentence of sentences) {
    const bare = listItems(sentence.replace(/[.!?]+$/, ""));
    if (bare.length >= 3 && !STARTS_ON_VERB.test(bare[0] ?? "") && !/\d|\b(?:is|are|will|you|we|i|included|includes)\b/i.test(sentence)) return bare;
  }
  return [];
}

/** The seller's own module list, in their order: numbered modules, a listed curriculum or an inline list. */
export function readOutline(lines: readonly Line[], text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/).map((sentence) => ({ text: sentence, marked: false }));
  const fromNumbers = numbered(lines).length >= 2 ? numbered(lines) : numbered(sentences);
  if (fromNumbers.length >= 2) return fromNumbers.slice(0, MAX_TOPICS);
  const listed = underHeading(lines);
  if (listed.length >= 2) return listed.slice(0, MAX_TOPICS);
  return inline(text).slice(0, MAX_TOPICS);
}
