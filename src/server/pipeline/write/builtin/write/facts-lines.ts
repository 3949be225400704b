import { capitalise, joinList } from "../../../text/polish";
import type { Source } from "../types";
import { howToUse } from "./delivery";
import { a, courseTotal } from "./wording";

// "30-minute sessions", "8-minute video": a length with the part it measures.
// "4 hours of video" is how much there is in all, not the length of one part.
const withPart = (duration: string) => /^\d+(?:\.\d+)?[ -](?:minute|hour|day|week|month)\s+\p{L}+$/u.test(duration);
// "10 minute lessons" → "10-minute lessons", "8-minute video" → "8-minute videos".
const plural = (duration: string) => duration.replace(/^(\d+(?:\.\d+)?) /, "$1-").replace(/(\p{L}+)$/u, (noun) => (noun.endsWith("s") ? noun : `${noun}s`));

/**
 * What a planner or print covers: its days, weeks or months, said once ("90-day" and "90 days" are one
 * span). A length in minutes or hours is how long a use takes ("a 5-minute routine"), not what it covers.
 */
function spans(durations: readonly string[]): string[] {
  const said = durations
    .map((duration) => /^(\d+)[ -](day|week|month)s?$/.exec(duration))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, n = "", unit = ""]) => `${n} ${unit}${n === "1" ? "" : "s"}`);
  return [...new Set(said)];
}

/**
 * A course's lengths: its whole length as the total, and the lengths of its parts with their part
 * ("30-minute sessions"). A bare length that is not the total ("each lecture is about 45 minutes")
 * is never called the course's length; the seller's own sentence says it (`coverage.ts`).
 */
function courseLengths(s: Source): string[] {
  const total = courseTotal(s);
  const parts = s.facts.durations.filter((duration) => withPart(duration) && !COURSE_PART.test(duration)).map(plural);
  return [...(total ? [capitalise(`${total} in total`)] : []), ...(parts.length > 0 ? [capitalise(joinList(parts))] : [])];
}
// "8 week program" is the course itself, said by its total.
const COURSE_PART = /\b(?:course|program|programme|plan|bootcamp|challenge|series|training)$/i;

/** Whether a count is of something the download holds ("120 pages", "set of 3"), not of what it covers ("14 rooms"). */
export const isDelivered = (count: string) => DELIVERED.test(count);
const DELIVERED =
  /^set of \d+|\b(?:pages?|sheets?|spreads?|templates?|prints?|posters?|files?|stickers?|cards?|designs?|layouts?|prompts?|worksheets?|printables?|labels?|icons?|tabs?|planners?|trackers?|covers?|widgets?|backgrounds?|versions?|images?|photos?|illustrations?|patterns?|palettes?|fonts?|elements?|graphics?|quotes?|affirmations?|flashcards?|charts?|maps?|inserts?|dividers?|journals?|logs?|checklists?|calendars?|colou?rways?|sets?|pieces?|mockups?|presets?|slides?|themes?|frames?|borders?|ratios?|sizes?|formats?|thermometers?|styles?|variations?|colou?rs?)$/i;

/** " (Ephesians 6:10, KJV)": where the seller says the quote comes from, in brackets right after it. */
function citation(quote: string, text: string): string {
  const at = text.indexOf(quote);
  if (at < 0) return "";
  const after = text.slice(at + quote.length).replace(/^[”"'’.!?]+/, "");
  const source = /^\s*\(([^()]{3,50})\)/.exec(after)?.[1];
  return source && /\d+:\d+|\p{Lu}/u.test(source) ? ` (${source})` : "";
}

/**
 * One line per fact a buyer checks before buying: sizes, counts, durations, the year, the quote,
 * what is and is not included. Only values the seller wrote; nothing is estimated.
 */
export function factLines(s: Source): string[] {
  const f = s.facts;
  const lines: string[] = [];
  const [quote] = f.quotes;
  if (quote) lines.push(`Features the words “${quote}”${citation(quote, s.sentences.join(" "))}`);
  // "52 books" inside "reading challenge (52 books)" is already said with its part.
  const counts = f.counts.filter((count) => !f.included.some((item) => item.includes(count))).slice(0, 3);
  if (f.category === "course") {
    if (counts.length > 0) lines.push(capitalise(`${joinList(counts)} in the course`));
  } else {
    // "120 pages in one download", but "Covers 14 rooms", "Shows 24 fungi": only what is downloaded comes in a download.
    const delivered = counts.filter((count) => DELIVERED.test(count));
    const about = counts.filter((count) => !DELIVERED.test(count));
    if (delivered.length > 0) lines.push(capitalise(`${joinList(delivered)} in one download`));
    if (about.length > 0) lines.push(`${f.category === "wallart" ? "Shows" : "Covers"} ${joinList(about)}`);
  }
  // A ratio ("2:3 ratio") is a proportion, not a size to print at.
  const [sizes, ratios] = [f.sizes.filter((size) => !size.includes(":")), f.sizes.filter((size) => size.includes(":"))];
  const ratioText = ratios.length > 0 ? `${joinList(ratios.map((ratio) => a(ratio)))}` : "";
  // A course's file sizes ("an A0 copyshop file") are how a pattern prints, not pages the buyer gets.
  if (sizes.length > 0 && f.category !== "course")
    lines.push(`${f.category === "wallart" ? "Print sizes" : "Page sizes"}: ${joinList(sizes)}${ratioText ? `, in ${ratioText}` : ""}`);
  else if (ratioText && f.category !== "course") lines.push(`Made in ${ratioText}, to print at the size your frame needs`);
  const durations = f.durations.slice(0, 3);
  if (f.category === "course") lines.push(...courseLengths(s));
  else if (spans(durations).length > 0) lines.push(`Covers ${joinList(spans(durations))}`);
  if (f.years.length > 0)
    lines.push(f.category === "planner" ? `Dated for ${joinList(f.years)}, so the calendar pages are ready to use` : `The ${joinList(f.years)} edition`);
  const traits = ["undated", "hyperlinked", "dated"].filter((trait) => new RegExp(`\\b${trait}\\b`, "i").test(s.sentences.join(" ")));
  if (traits.length > 0) lines.push(capitalise(`${joinList(traits)} pages${traits.includes("hyperlinked") ? " with tabs that jump to each section" : ""}`));
  const use = howToUse(s);
  if (use) lines.push(use);
  if (f.negations.some((n) => n.label === "no frame included")) lines.push(`Frame not included, so you can pick one that suits the ${s.product}`);
  if (f.negations.some((n) => n.label === "not for beginners"))
    lines.push(`Not a beginner course: it builds on ${s.facts.subject ? `your existing ${s.facts.subject}` : "an existing"} practice`);
  // Canva and Figma are apps the buyer opens, not files they receive.
  const formats = f.formats.filter((format) => !use?.includes(format) && format !== "Canva" && format !== "Figma");
  if (formats.length > 0 && f.category !== "course" && f.delivery !== "duplicate")
    lines.push(
      s.plural
        ? `The ${s.product} come as ${joinList(formats)} files`
        : `The ${s.product} comes as ${formats.length > 1 ? `${joinList(formats)} files` : `${a(formats[0] ?? "")} file`}`,
    );
  return lines;
}
