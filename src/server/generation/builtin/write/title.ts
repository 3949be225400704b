import { TITLE_MAX_LENGTH } from "../../listing";
import { clip, joinList, titleCase } from "../../text/polish";
import type { Source } from "../types";
import { isCourseTotal } from "./wording";

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

/** No subject read: the seller's own first words (the spec's derived title), never a stock phrase. */
function sellersWords(s: Source): string {
  const first = (s.sentences[0] ?? "").replace(/[.!?]+$/, "");
  return titleCase(clip(first, 50).replace(/[\s,;:–—-]+$/u, ""));
}

function core(s: Source): string {
  const f = s.facts;
  if (!f.subject && s.sentences[0]) return sellersWords(s);
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
    const words = titleCase(quote.replace(/^[“”"'‘’]+|[“”"'‘’.!?]+$/g, ""));
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
  if (f.category === "course" && f.level === "beginner" && !/beginner/i.test(title)) title = after(title, " ", "for Beginners");
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
    if (weeks && !has(base, weeks.split(" ")[0] ?? weeks))
      parts.push(
        titleCase(
          weeks
            .split(" ")
            .slice(0, weeks.startsWith("1 ") ? 2 : 2)
            .join(" ")
            .replace(/ (?:course|challenge|programme|program|training)$/i, ""),
        ),
      );
  } else {
    // Each part adds words the title does not have yet ("One Note per Room" after "Note for Policies" does not).
    const items = f.included
      .filter((item) => item.length <= 22 && !has(base, item))
      .map(titleCase)
      .reduce<string[]>((kept, item) => (kept.length < 3 && !repeats([base, ...kept].join(" "), item) ? [...kept, item] : kept), []);
    if (items.length >= 2) parts.push(joinList(items));
    else if (f.sizes.length > 0) parts.push(f.sizes.slice(0, 2).join(" and "));
  }
  return parts;
}

/** The product and its subject first, in the words buyers search, then a few facts. */
export function writeTitle(s: Source): string {
  const base = core(s);
  let title = base;
  for (const part of tail(s, base)) {
    const next = after(title, title === base ? " – " : ", ", part);
    if (next.length <= TITLE_BUDGET) title = next;
  }
  return clip(title, TITLE_MAX_LENGTH);
}
