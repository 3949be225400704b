import type { FactSheet, KeyFact } from "../../../../core/listing/types";
import { STOCK_WORDS } from "./lexicon";
import { outlineLabel } from "./outline";
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

const STORY = /\b(?:i|i'm|i've|my|we|our|us|me)\b/i;

const QUOTED_SPEECH = /[“"][^”"]*[”"]|(?<=^|\s)['‘][^'’]*(?:['’][a-z][^'’]*)*['’](?=\s|[.,!?;:)]|$)/g;
const onlyQuoted = (name: string, sentence: string) => !sentence.replace(QUOTED_SPEECH, " ").includes(name);

/**
 * Names a copywriter keeps: the ones the product is about (in its subject, outline or parts, in the
 * opening sentence, who made it, or named anywhere outside the seller's own story). A town the seller lived in,
 * a month, an app the seller rules out, an acronym said once in passing are not facts of the product.
 */
function keptNames(sheet: Sheet, sentences: readonly string[]): string[] {
  const about = [sheet.product, sheet.subject ?? "", ...sheet.outline, ...sheet.included].join(" ").toLowerCase();
  const denied = sheet.negations
    .flatMap((negation) => [negation.label, ...negation.forbidden])
    .join(" ")
    .toLowerCase();
  const said = (name: string) => sentences.filter((sentence) => sentence.includes(name));
  return sheet.names.filter((name) => {
    const lower = name.toLowerCase();
    if (sheet.apps.includes(name) || STOCK_WORDS.has(lower) || denied.includes(lower)) return false;
    // "Taught by Jane Doe", "illustrated by …": who made it is a fact of the product.
    const credited = sentences.some((sentence) => sentence.includes(`by ${name}`));
    // "… anyone who's ever said 'I had a lovely red in Rioja'": a name only in someone's quoted words is their story.
    const speech = (sentence: string) => sheet.category !== "wallart" && onlyQuoted(name, sentence);
    const opening = sentences[0] ?? "";
    if (credited || about.includes(lower) || (opening.includes(name) && !speech(opening))) return true;
    return said(name).some((sentence) => !STORY.test(sentence) && !speech(sentence));
  });
}

/**
 * The facts the copy must carry, each with the phrases that show it is there. Sizes, durations,
 * counts, years and quotes are the facts sellers most often saw dropped (issue 12).
 */
export function keyFactsOf(
  sheet: Sheet,
  measures: { counts: Measure[]; sizes: Measure[]; durations: Measure[]; years: Measure[] },
  sentences: readonly string[] = [],
): KeyFact[] {
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
  for (const name of keptNames(sheet, sentences).slice(0, 4)) add("name", name, [name]);
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
  // A module is named by its heading too: "Recording" carries "Recording: mic placement, gain staging …".
  for (const topic of sheet.outline) add("outline", topic, [topic, ...(outlineLabel(topic) ? [outlineLabel(topic)?.label ?? ""] : [])]);
  return facts;
}
