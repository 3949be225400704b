import { TITLE_MAX_LENGTH } from "../../listing";
import { clip, joinList, titleCase } from "../../text/polish";
import type { Source } from "../types";

// Etsy's advice: short, clear titles with the item first; the rest of the facts live in the copy.
const TITLE_BUDGET = 95;

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

function core(s: Source): string {
  const f = s.facts;
  let title = titleCase(s.product);
  const hourly = f.durations.find((duration) => /^\d+-hour\b/.test(duration))?.split(" ")[0];
  if (f.category === "course" && hourly && !has(title, hourly)) title = `${titleCase(hourly)} ${title}`;
  // "30-day course" reads as one: "30-Day Spanish Course", never "Spanish Course – 30-Day".
  const daily = f.durations.find((duration) => /^\d+-(?:day|week|month)\b/.test(duration))?.split(" ")[0];
  if (f.category === "course" && !hourly && daily && !has(title, daily)) title = `${titleCase(daily)} ${title}`;
  const [year] = f.years;
  if (year && !has(title, year)) title = `${year} ${title}`;
  const place = f.category === "wallart" ? s.places.find((n) => !has(title, n)) : undefined;
  if (place && !f.quotes[0] && !f.names.some((n) => has(title, n))) title = `${place} ${title}`;
  const [quote] = f.quotes;
  // Buyers search a quote print by its words.
  if (f.category === "wallart" && quote && quote.length <= 40 && !has(title, quote)) {
    const words = titleCase(quote.replace(/^[“”"'‘’]+|[“”"'‘’.!?]+$/g, ""));
    // "But First, Coffee" + "Coffee Kitchen Print" shares a word at the seam.
    const last = words.split(" ").pop()?.toLowerCase().replace(/\W/g, "");
    const rest = title.split(" ");
    title = `${words} ${rest[0]?.toLowerCase() === last ? rest.slice(1).join(" ") : title}`;
  }
  if (f.subject && !has(title, f.subject) && !/\byour\b/i.test(f.subject))
    title = f.category === "course" ? `${title} for ${titleCase(f.subject)}` : `${titleCase(f.subject)} ${title}`;
  const apps = f.apps.filter((app) => !has(title, app) && !["iPad", "Apple Pencil"].includes(app)).slice(0, 2);
  // "Course for Manual Mode for Lightroom" reads twice: the second "for" becomes "in".
  if (apps.length > 0 && f.category !== "wallart") title = `${title} ${/\bfor\b/i.test(title) ? "in" : "for"} ${joinList(apps)}`;
  if (f.category === "course" && f.level === "beginner" && !/beginner/i.test(title)) title = `${title} for Beginners`;
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
    const weeks = f.durations.find((duration) => /week|month|day/.test(duration));
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
    const items = f.included
      .filter((item) => item.length <= 22 && !has(base, item))
      .slice(0, 3)
      .map(titleCase);
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
    const next = title === base ? `${title} – ${part}` : `${title}, ${part}`;
    if (next.length <= TITLE_BUDGET) title = next;
  }
  return clip(title, TITLE_MAX_LENGTH);
}
