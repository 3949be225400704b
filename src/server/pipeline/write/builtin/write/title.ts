import type { TitleChoice } from "../../../../../core/listing/title-choices";
import { TITLE_MAX_LENGTH } from "../../../listing";
import { clip, joinList, pick, titleCase } from "../../../text/polish";
import type { Source } from "../types";
import { AUDIENCE_FRAMES, BENEFIT_FRAMES, leadFrame } from "./title-frames";
import { preferredFrames } from "./voice-frames";
import { plainLength } from "./prose";
import { isCourseTotal, purposes } from "./wording";

// Etsy's advice: short, clear titles with the item first; the rest of the facts live in the copy.
const TITLE_BUDGET = 95;

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
const SMALL = new Set("a an and or the of for with to in on at by from your my our".split(" "));
const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\d']+/u)
    .filter((word) => word.length > 1 && !SMALL.has(word) && !/^\d/.test(word))
    .map((word) => word.replace(/(?<=[^s])s$/, ""));
/** Etsy's advice: no word twice. A part that repeats a word the title already has is left out. */
const repeats = (title: string, part: string) => {
  const seen = new Set(contentWords(title));
  return contentWords(part).some((word) => seen.has(word));
};
const before = (title: string, part: string) => (repeats(title, part) ? title : `${part} ${title}`);
const after = (title: string, joiner: string, part: string) => (repeats(title, part) ? title : `${title}${joiner}${part}`);

/**
 * No subject read, or one the reader was unsure of: the seller's own first words (the spec's derived
 * title), never a stock phrase. Its first clause when that fits the title's budget ("Learn to
 * Recognise 50 of Britain's Commonest Garden and Woodland Birds by Ear Alone"), else its first 50
 * characters.
 */
function sellersWords(s: Source): string {
  const first = (s.sentences[0] ?? "").replace(/[.!?]+$/, "");
  const clause = first.split(/\s[–—-]\s|[;:]\s/)[0]?.trim() ?? first;
  return titleCase((clause.length <= TITLE_BUDGET ? clause : clip(clause, 50)).replace(/[\s,;:–—-]+$/u, ""));
}

/** `level`: false when the title opens on its audience, which already says "for beginners". */
function core(s: Source, level = true): string {
  const f = s.facts;
  // Unsure, and the name it guessed is only stock and kind words ("Big-Year Tracker"): the seller's words say more.
  // Unsure what it is called: the seller's own words (issue 29), never a guessed name ("Tab Planners"
  // for a kit to make planners; "Want to Sell Your Own Digital Planners" says what it is).
  if ((!f.subject || f.subjectSure === false) && s.sentences[0]) return sellersWords(s);
  let title = titleCase(s.product);
  // A course's title carries its whole length only, never one session's ("6-hour sessions") or a storage time.
  const lengths = f.category === "course" ? f.durations.filter((duration) => isCourseTotal(duration, s)) : f.durations;
  const hourly = lengths.find((duration) => /^\d+-hour\b/.test(duration))?.split(" ")[0];
  if (f.category === "course" && hourly && !has(title, hourly)) title = before(title, titleCase(hourly));
  // "30-day course" reads as one: "30-Day Spanish Course", never "Spanish Course – 30-Day".
  const daily = lengths.find((duration) => /^\d+-(?:day|week|month)\b/.test(duration))?.split(" ")[0];
  if (f.category === "course" && !hourly && daily && !has(title, daily)) title = before(title, titleCase(daily));
  const [year] = f.years;
  if (year && !has(title, year)) title = before(title, year);
  const place = f.category === "wallart" ? s.places.find((n) => !has(title, n)) : undefined;
  if (place && !f.quotes[0] && !f.names.some((n) => has(title, n))) title = before(title, place);
  const [quote] = f.quotes;
  // Buyers search a quote print by its words.
  if (f.category === "wallart" && quote && quote.length <= 40 && !has(title, quote)) {
    const plain = /\p{Ll}/u.test(quote) ? quote : quote.toLowerCase();
    const words = titleCase(plain.replace(/^[“”"'‘’]+|[“”"'‘’.!?]+$/g, ""));
    // "But First, Coffee" + "Coffee Kitchen Print" shares a word at the seam.
    const last = words.split(" ").pop()?.toLowerCase().replace(/\W/g, "");
    const rest = title.split(" ");
    const joined = rest[0]?.toLowerCase() === last ? rest.slice(1).join(" ") : title;
    if (!repeats(joined, words)) title = `${words} ${joined}`;
  }
  if (f.subject && !has(title, f.subject)) title = f.category === "course" ? after(title, " for ", titleCase(f.subject)) : before(title, titleCase(f.subject));
  const apps = f.apps.filter((app) => !has(title, app) && !["iPad", "Apple Pencil"].includes(app)).slice(0, 2);
  // "Course for Manual Mode for Lightroom" reads twice: the second "for" becomes "in".
  if (apps.length > 0 && f.category !== "wallart") title = after(title, ` ${/\bfor\b/i.test(title) ? "in" : "for"} `, joinList(apps));
  // Who a course is for is what a buyer searches next to its subject: "Rust Course for Backend Devs".
  const [who] = f.audience;
  if (level && f.category === "course" && who && !/\bfor\b/i.test(title) && who.split(/\s+/).length <= 4) title = after(title, " for ", titleCase(who));
  if (level && f.category === "course" && f.level === "beginner" && !/beginner|\bfor\b/i.test(title)) title = after(title, " ", "for Beginners");
  return title;
}

function tail(s: Source, base: string): string[] {
  const f = s.facts;
  const parts: string[] = [];
  const count = f.counts.find((c) => /^(?:set|pack|bundle) of/i.test(c));
  if (count) parts.push(titleCase(count.split(" ").slice(0, 3).join(" ")));
  if (f.category === "wallart") {
    if (!has(base, "wall art")) parts.push(f.delivery === "print" && !has(base, "printable") ? "Printable Wall Art" : "Wall Art");
    // Etsy allows one ":" in a title; ratios ("4:5 ratio") stay in the copy.
    const sizes = f.sizes.filter((size) => !size.includes(":"));
    if (sizes.length > 0) parts.push(sizes.slice(0, 3).join(", "));
  } else if (f.category === "course") {
    const weeks = f.durations.find((duration) => /week|month|day/.test(duration) && isCourseTotal(duration, s));
    // "8 week program" is "8 Weeks" long.
    if (weeks && !has(base, weeks.split(" ")[0] ?? weeks)) parts.push(titleCase(plainLength(weeks)));
  } else {
    // Each part adds words the title does not have yet ("One Note per Room" after "Note for Policies" does not).
    // "Pain 0-10" is a field's scale, not a part a buyer searches for.
    const items = f.included
      .filter((item) => item.length <= 22 && !has(base, item) && !/\d\s*[-–]\s*\d/.test(item))
      .map(titleCase)
      .reduce<string[]>((kept, item) => (kept.length < 3 && !repeats([base, ...kept].join(" "), item) ? [...kept, item] : kept), []);
    if (items.length >= 2) parts.push(joinList(items));
    else if (f.sizes.length > 0) parts.push(f.sizes.slice(0, 2).join(" and "));
  }
  return parts;
}

/** `base` and then the tail's facts while the title stays within Etsy's advised length. */
function withTail(s: Source, base: string, start = base): string {
  let title = start;
  for (const part of tail(s, base)) {
    // A title that opens on a lead already has its dash: its facts follow a comma.
    const next = after(title, title === base ? " – " : ", ", part);
    if (next.length <= TITLE_BUDGET) title = next;
  }
  return clip(title, TITLE_MAX_LENGTH);
}

/** The product and its subject first, in the words buyers search, then a few facts. */
export function writeTitle(s: Source): string {
  return withTail(s, core(s));
}

// An opening of the seller's own is a short phrase: longer ones are sentences, not titles.
const LEAD_MAX = 60;

/** The first opening that fits and repeats no word of the title it leads: the seller's own first, then the frames. */
function lead(s: Source, base: string, own: readonly string[], frames: readonly string[], frame: (lead: string, title: string) => string): string {
  const fits = (text: string) => text.length > 0 && text.length <= LEAD_MAX && !repeats(base, text) && !/[:;.!?]/.test(text);
  const chosen = own.map((text) => titleCase(text.trim())).find(fits) ?? [pick(frames, s.seed), ...frames].find(fits);
  return chosen ? withTail(s, base, frame(chosen, base)) : "";
}

/**
 * Three titles that differ in how they open (issue 33): the product and subject first (the
 * listing's title), what the buyer gets first (the seller's promise or purpose, else a category
 * frame), and who it is for first (the audience the seller named, beginners, else a frame). Each
 * keeps the product's title, so each names the subject, and repeats none of its words.
 */
export function writeTitleChoices(s: Source): TitleChoice[] {
  const f = s.facts;
  const base = core(s);
  const plain = core(s, false);
  const audiences = [...f.audience, ...(f.level === "beginner" ? ["beginners"] : [])];
  // The seller's words to prefer choose among the frames first (voice-frames.ts); none fitting, the writer picks as before.
  const opening = (title: string, own: string[], frames: readonly string[], frame: (lead: string, title: string) => string) => {
    const preferred = preferredFrames(frames, s.voice);
    return (preferred && lead(s, title, own, preferred, frame)) || lead(s, title, own, frames, frame);
  };
  const benefit = opening(base, [s.promise ?? "", ...purposes(s)], BENEFIT_FRAMES[s.voice.tone][f.category], leadFrame.benefit);
  const audience = opening(plain, audiences, AUDIENCE_FRAMES[f.category], leadFrame.audience);
  const choices: TitleChoice[] = [
    { angle: "subject", title: writeTitle(s) },
    { angle: "benefit", title: benefit },
    { angle: "audience", title: audience },
  ];
  return choices.filter((choice) => choice.title !== "");
}
