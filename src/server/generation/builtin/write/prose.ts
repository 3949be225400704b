import { asSentence, capitalise, joinList, lowerFirst, pick } from "../../text/polish";
import type { Source } from "../types";
import { factLines } from "./facts-lines";
import { a, howToUse, thisProduct } from "./wording";

const lowerStart = (text: string) => lowerFirst(text, (word) => /^\p{Lu}{2,}|^[a-z]+[A-Z]/u.test(word) || /^(?:I|Excel|Notion)$/.test(word));
const forWhom = (s: Source) => (s.facts.audience.length > 0 ? ` for ${joinList(s.facts.audience.slice(0, 2))}` : "");

function opening(s: Source): string {
  const f = s.facts;
  const about = f.subject && !s.product.toLowerCase().includes(f.subject.toLowerCase()) ? ` about ${f.subject}` : "";
  const quote = f.quotes[0] ? ` with the words “${f.quotes[0]}”` : "";
  return asSentence(`${capitalise(a(s.product))}${about}${quote}${forWhom(s)}`);
}

/** One sentence per group of facts, in the writer's own words; the seller's paragraphs are not pasted back. */
export function writeLongDescription(s: Source): string {
  const f = s.facts;
  const first = [opening(s)];
  if (s.actions.length > 0) first.push(asSentence(`Use it to ${joinList(s.actions.slice(0, 2).map(lowerStart))}`));
  const inside: string[] = [];
  if (f.included.length > 0) inside.push(asSentence(`Inside you will find ${joinList(f.included.slice(0, 8).map(lowerStart))}`));
  if (f.outline.length > 0) inside.push(asSentence(`The course follows ${f.outline.length} modules in this order: ${joinList(f.outline.map(lowerStart))}`));
  const details = factLines(s).map(asSentence);
  const use = howToUse(s);
  const closing = f.audience.length > 0 ? asSentence(`Made for ${joinList(f.audience.slice(0, 3))} who want ${thisProduct(s)} to do the work for them`) : null;
  return [first.join(" "), inside.join(" "), details.filter((line) => !use || !line.startsWith(use.slice(0, 20))).join(" "), use ? asSentence(use) : "", closing ?? ""]
    .filter(Boolean)
    .join("\n\n");
}

export function writeShortDescription(s: Source): string {
  const f = s.facts;
  const parts = f.included.slice(0, 3);
  const facts = [...f.sizes.slice(0, 3), ...f.durations.slice(0, 2), ...f.years.slice(0, 1)];
  const withParts = parts.length > 0 ? ` with ${joinList(parts.map(lowerStart))}` : "";
  const tail = facts.length > 0 ? ` (${facts.join(", ")})` : "";
  return asSentence(`${capitalise(a(s.product))}${withParts}${forWhom(s)}${tail}`);
}

export function writeCta(s: Source): string {
  return pick(
    [
      `Add ${thisProduct(s)} to your cart and get started today`,
      `Get ${thisProduct(s)} now and make your ${s.topic} plans real`,
      `Download ${thisProduct(s)} and put it to work straight away`,
    ].map((line) => (s.facts.category === "course" ? line.replace(/^Download/, "Enrol in").replace(/^Get (this|these)/, "Join $1") : line)),
    s.seed,
  ).concat(".");
}

export function writeWhyChooseUs(s: Source): string {
  const f = s.facts;
  const specifics = [f.sizes.length > 0 ? `${f.sizes.length} sizes` : null, f.apps[0] ? `${f.apps[0]} support` : null, f.outline.length > 0 ? "a clear module order" : null, f.counts[0] ?? null].filter(Boolean) as string[];
  const because = specifics.length > 0 ? ` with ${joinList(specifics)}` : "";
  return asSentence(`${capitalise(thisProduct(s))} was made around ${s.topic}${because}, and every detail in this listing comes from what is actually included`);
}
