/**
 * A course's total length, as the seller states it: how long the programme runs ("6 weeks",
 * "21-day bootcamp") and how much there is to watch ("4.5 hours", "about 7 hours of video").
 * Lengths of one lesson, session or lecture, ages, time-to-do-a-task and storage times are not it.
 */

const WORDS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen".split(" ");
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 };
const NUMBER = `(\\d{1,3}(?:[.,]\\d{1,2})?|${[...WORDS, ...Object.keys(TENS)].join("|")})`;
// "35 contact hours", "3h", "9-week", "21 days": a number, an optional kind of hour and a unit.
const DURATION = new RegExp(
  `(?<![\\p{L}\\d.,–-])${NUMBER}(\\+)?(?:\\s?(-)\\s?|\\s?)(?:(contact|video|study|class|learning|teaching|training)\\s+)?(hours?|hrs?|h|minutes?|mins?|days?|weeks?|months?)(?![\\p{L}\\d])`,
  "giu",
);
const UNIT_OF: Record<string, Unit> = { h: "hour", hr: "hour", hrs: "hour", min: "minute", mins: "minute" };
type Unit = "hour" | "minute" | "day" | "week" | "month";
const MINUTES: Record<Unit, number> = { minute: 1, hour: 60, day: 1440, week: 10080, month: 43200 };

// What one lesson or session lasts ("8-minute video", "30-minute sessions", "10 minute lessons").
const PER_UNIT_NOUN =
  /^(?:videos?|lessons?|sessions?|class(?:es)?|workouts?|lectures?|talks?|meditations?|episodes?|calls?|chunks?|drills?|exercises?|runs?|walks?)\b/i;
const COURSE_NOUN = /\b(?:course|class|programme|program|plan|bootcamp|challenge|training|series|intensive|journey|sprint|masterclass|workshop)\b/i;
const CONTENT = /^(?:of\s+)?(?:video|videos|content|footage|lessons|instruction|teaching|training|tutorials?)\b|^(?:in\s+)?total\b|^long\b/i;
// Said before the number: a per-lesson length, an age, a task's time, a storage time, a part of the topic.
const NOT_TOTAL_BEFORE = /\b(?:each|every|per|under|up to|within|less than|first|last|aged?|to|for|finish(?:ed)? in|complete(?:d)? in|after)\s*$/i;
const NOT_TOTAL_AFTER = /^\s*(?:old|of age|ago|later|apart|a (?:day|week|month)|each|per)\b/i;
const ABOUT = /\b(?:about|approx\.?|approximately|roughly|around|nearly|almost|circa|~)\s*$/i;
const COUNTED = /\b\d+\+?\s+(?:short\s+|bite-size\s+|video\s+)?(?:videos|vids|lessons|lectures|classes|sessions|modules|units|episodes)\b/i;

interface Found {
  minutes: number;
  label: string;
  span: boolean;
}

const toNumber = (text: string) => {
  const lower = text.toLowerCase();
  const word = WORDS.indexOf(lower);
  return word >= 0 ? word + 1 : (TENS[lower] ?? Number(text.replace(",", ".")));
};
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

function inClause(clause: string, sentence: string): Found[] {
  const found: Found[] = [];
  for (const m of clause.matchAll(DURATION)) {
    const [whole, amount = "", plus, hyphen, kind, rawUnit = ""] = m;
    // "1H NMR" is a kind of spectrum; an hour is written "1h".
    if (rawUnit === "H") continue;
    const unit = UNIT_OF[rawUnit.toLowerCase()] ?? (rawUnit.toLowerCase().replace(/s$/, "") as Unit);
    const n = toNumber(amount);
    const before = clause.slice(0, m.index);
    const after = clause.slice((m.index ?? 0) + whole.length).trim();
    if (!Number.isFinite(n) || n <= 0 || NOT_TOTAL_BEFORE.test(before) || NOT_TOTAL_AFTER.test(after) || /\b(?:each|every|per)\b/i.test(clause)) continue;
    // "8-minute video", "10 minute lessons": how long one of them is.
    if ((hyphen || !/s$/i.test(rawUnit)) && PER_UNIT_NOUN.test(after)) continue;
    const bare =
      clause
        .replace(whole, "")
        .replace(/\b(?:about|approx\.?|approximately|roughly|around|total|in total|of video|video)\b/gi, "")
        .trim()
        .split(/\s+/)
        .filter(Boolean).length <= 2;
    const course = COURSE_NOUN.test(after.split(/\s+/).slice(0, 4).join(" "));
    if (unit === "day" || unit === "week" || unit === "month") {
      if (bare || course || /\b(?:in|over|across)\s*$/i.test(before)) found.push({ minutes: n * MINUTES[unit], label: plural(n, unit), span: true });
      continue;
    }
    // "in 20 minutes" is how long a task takes the buyer, not how long the course is.
    if (/\bin\s*$/i.test(before)) continue;
    if (!(bare || course || kind || CONTENT.test(after) || /\btotal\b/i.test(before) || COUNTED.test(sentence))) continue;
    const video = /^(?:of\s+)?videos?\b/i.test(after) || kind === "video" ? " of video" : "";
    const label = `${plural(n, kind && kind !== "video" ? `${kind} ${unit}` : unit)}${video}`;
    found.push({ minutes: n * MINUTES[unit], label: ABOUT.test(before) ? `about ${label}` : plus ? `over ${label}` : label, span: false });
  }
  return found;
}

const largest = (found: Found[]) => found.reduce<Found | undefined>((best, item) => (!best || item.minutes > best.minutes ? item : best), undefined);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "6 weeks", "4.5 hours", "6 weeks (about 3 hours of video)", or nothing when the seller gives no total. */
export function readDuration(sentences: readonly string[]): string | undefined {
  const found = sentences.flatMap((sentence) => sentence.split(/[,;()/+]|\s[–—-]\s|:\s/).flatMap((clause) => inClause(clause, sentence)));
  const span = largest(found.filter((item) => item.span));
  const length = largest(found.filter((item) => !item.span));
  if (span && length && length.minutes < span.minutes) return `${capitalise(span.label)} (${length.label})`;
  const total = span ?? length;
  return total ? capitalise(total.label) : undefined;
}
