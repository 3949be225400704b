import { capitalise, joinList, pick } from "../../text/polish";
import { uniqueBullets } from "../check/dedupe";
import type { Source } from "../types";
import { factLines } from "./facts-lines";
import { a, thisProduct } from "./wording";

const MAX_FEATURES = 9;
const CONTENT_LINE = /\b(?:includes?|inside|you get|comes with)\b/i;

/** The seller's own list lines and verb phrases, then the fact lines: every feature is about this product. */
export function writeFeatures(s: Source): string[] {
  const f = s.facts;
  const facts = factLines(s);
  const included = f.included.length >= 2 ? [`Includes ${joinList(f.included.slice(0, 6).map((item) => item.charAt(0).toLowerCase() + item.slice(1)))}`] : [];
  const own = [...s.listLines.filter((line) => line.split(/\s+/).length >= 3 && !CONTENT_LINE.test(line)), ...s.actions.map(capitalise)];
  return uniqueBullets([...included, ...own.slice(0, 5), ...facts], MAX_FEATURES);
}

type Line = (s: Source) => string | null;

// Each benefit names this product's subject, audience or parts, so no two products share one line.
const BENEFITS: Record<Source["facts"]["category"], readonly Line[]> = {
  course: [
    (s) => `Go deeper into ${s.topic} with a clear order of lessons instead of scattered videos`,
    (s) => (s.facts.outline.length > 0 ? `Work through ${s.facts.outline.length} topics in the order the course teaches them, from ${s.facts.outline[0]?.toLowerCase()} onward` : null),
    (s) => (s.facts.audience[0] ? `Made with ${s.facts.audience[0]} in mind, so the examples match your work` : null),
    (s) => `Practise ${s.topic} on real examples you can reuse afterwards`,
    (s) => (s.facts.durations[0] ? `A defined scope of ${s.facts.durations[0]}, so you know the commitment before you start` : null),
  ],
  planner: [
    (s) => `Keeps your ${s.topic} plans in one place you return to every day`,
    (s) => (s.facts.included.length >= 2 ? `${capitalise(s.facts.included[0] ?? "")} and ${s.facts.included[1]?.toLowerCase()} side by side, so nothing slips` : null),
    (s) => (s.facts.audience[0] ? `Set up for ${s.facts.audience[0]}, not a one-size-fits-all layout` : null),
    (s) => `See at a glance what comes next for your ${s.topic}`,
    (s) => (s.actions[0] ? `Makes it easy to ${s.actions[0].charAt(0).toLowerCase()}${s.actions[0].slice(1)}` : null),
  ],
  wallart: [
    (s) => `Brings ${s.topic} onto your wall as a daily reminder`,
    (s) => (s.facts.names[0] ? `A thoughtful gift for anyone who loves ${s.facts.names[0]}` : `A thoughtful gift for anyone who loves ${s.topic}`),
    (s) => (s.facts.sizes.length > 1 ? `Choose the size that fits your space: ${joinList(s.facts.sizes)}` : null),
    (s) => (s.facts.quotes[0] ? `“${s.facts.quotes[0]}” where you will see it every morning` : null),
    (s) => `Adds character to a living room, hallway or office with ${a(s.product)}`,
  ],
  others: [
    (s) => `Saves you building ${a(s.topic)} from a blank page`,
    (s) => (s.facts.audience[0] ? `Made for ${s.facts.audience[0]}, with the parts they use most` : null),
    (s) => `Ready to use the moment you download ${thisProduct(s)}`,
  ],
};

export function writeBenefits(s: Source, taken: readonly string[]): string[] {
  const lines = BENEFITS[s.facts.category].map((line) => line(s));
  return uniqueBullets(lines, 4, taken);
}

export function writeUseCases(s: Source): string[] {
  const f = s.facts;
  const action = s.actions[0] ? s.actions[0].charAt(0).toLowerCase() + s.actions[0].slice(1) : null;
  const audience = f.audience.map((who) => `${capitalise(who)} using ${thisProduct(s)}${action ? ` to ${action}` : ""}`);
  const fallback = pick(
    [
      `Someone starting out with their ${s.topic} who wants structure from day one`,
      `A gift for a friend who is into ${s.topic}`,
      `Replacing loose notes about ${s.topic} with one ${s.head}`,
    ],
    s.seed,
  );
  return uniqueBullets([...audience, fallback], 4);
}

export function writeUsps(s: Source, taken: readonly string[]): string[] {
  const f = s.facts;
  const lines = [
    f.names[0] && f.category === "wallart" ? `An original ${f.names[0]} design, not a stock image` : null,
    f.outline.length > 0 ? `Follows a published module list: ${joinList(f.outline.slice(0, 3).map((t) => t.toLowerCase()))} and more` : null,
    f.apps.length > 0 ? `${capitalise(s.product)} made for ${joinList(f.apps.slice(0, 3))}` : null,
    f.counts[0] ? `${capitalise(f.counts[0])}, all in one purchase` : null,
    f.audience[0] ? `Written for ${f.audience[0]}` : null,
    `Specific to ${s.topic}, not a generic ${s.head}`,
  ];
  return uniqueBullets(lines, 3, taken);
}
