import type { FactSheet, KeyFact } from "../../../core/listing/types";
import type { Measure } from "./measures";

type Sheet = Omit<FactSheet, "keyFacts">;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, "-")
    .replace(/^-|-$/g, "");
const lower = (values: readonly string[]) => [...new Set(values.map((value) => value.toLowerCase()).filter(Boolean))];

/** The first words of a quote are enough to show it is there, whatever the punctuation around it. */
const quoteMatch = (quote: string) =>
  quote
    .toLowerCase()
    .replace(/[^\p{L}\d\s']/gu, "")
    .split(/\s+/)
    .slice(0, 5)
    .join(" ");

/**
 * The facts the copy must carry, each with the phrases that show it is there. Sizes, durations,
 * counts, years and quotes are the facts sellers most often saw dropped (issue 12).
 */
export function keyFactsOf(sheet: Sheet, measures: { counts: Measure[]; sizes: Measure[]; durations: Measure[]; years: Measure[] }): KeyFact[] {
  const facts: KeyFact[] = [];
  const add = (kind: KeyFact["kind"], label: string, matches: readonly string[]) => {
    const id = `${kind}:${slug(label)}`;
    if (!facts.some((fact) => fact.id === id)) facts.push({ id, kind, label, matches: lower([label, ...matches]) });
  };
  if (sheet.subject) add("subject", sheet.subject, [sheet.subject]);
  for (const m of measures.sizes) add("size", m.label, m.matches);
  for (const m of measures.durations.slice(0, 3)) add("duration", m.label, m.matches);
  for (const m of measures.years) add("year", m.label, m.matches);
  for (const m of measures.counts.slice(0, 3)) add("count", m.label, m.matches);
  for (const quote of sheet.quotes.slice(0, 2)) add("quote", quote, [quoteMatch(quote)]);
  for (const name of sheet.names.filter((name) => !sheet.apps.includes(name)).slice(0, 4)) add("name", name, [name]);
  for (const app of sheet.apps.slice(0, 3)) add("app", app, [app]);
  const frame = sheet.negations.find((negation) => negation.label === "no frame included");
  if (frame) add("included", "frame not included", ["frame not included", "frames are not included", "no frame", "unframed"]);
  const level = sheet.negations.find((negation) => negation.label === "not for beginners");
  if (level)
    add("level", "not for beginners", [
      "not for beginners",
      "not a beginner",
      "not a beginners",
      "existing practice",
      "experienced",
      "intermediate",
      "advanced",
    ]);
  for (const topic of sheet.outline) add("outline", topic, [topic]);
  return facts;
}
