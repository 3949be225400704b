import type { GenerationInput } from "../listing";
import { BRANDS } from "../text/casing";
import type { Analysis } from "./analyse";
import { PERSON_HEADS } from "./lexicon";

type Category = GenerationInput["category"];

const HEADS: Record<Category, readonly string[]> = {
  course: [
    "course",
    "class",
    "masterclass",
    "bootcamp",
    "workshop",
    "programme",
    "program",
    "training",
    "tutorial",
    "academy",
    "certification",
    "mini-course",
    "e-course",
    "ecourse",
  ],
  planner: [
    "planner",
    "schedule",
    "chart",
    "tracker",
    "dashboard",
    "template",
    "journal",
    "calendar",
    "organizer",
    "organiser",
    "workbook",
    "log",
    "checklist",
    "agenda",
    "diary",
    "notebook",
    "spreadsheet",
    "binder",
    "system",
    "kit",
    "bundle",
  ],
  wallart: [
    "print",
    "prints",
    "poster",
    "posters",
    "wall art",
    "artwork",
    "illustration",
    "painting",
    "canvas",
    "sign",
    "photograph",
    "photo print",
    "art print",
    "art prints",
    "art",
  ],
  others: [
    "template",
    "templates",
    "kit",
    "bundle",
    "pack",
    "guide",
    "ebook",
    "toolkit",
    "checklist",
    "workbook",
    "preset",
    "presets",
    "font",
    "mockup",
    "mockups",
  ],
};
const DEFAULT_PRODUCT: Record<Category, string> = { course: "online course", planner: "planner", wallart: "wall art print", others: "digital template" };
const HYPE = new Set(
  "ultimate best perfect amazing awesome great premium stunning gorgeous must-have bestselling bestseller cute beautiful complete comprehensive instant".split(
    " ",
  ),
);
const STOP = new Set("for with and or to of in on at by from the a an your my our this that is are be it you learn master how what which who".split(" "));
// Packaging and style words belong in the product ("printable watercolor print") but not the subject.
const NOT_SUBJECT = new Set(
  "digital printable editable downloadable download online undated dated minimalist minimal modern aesthetic boho vintage watercolor watercolour abstract simple pdf png jpg canva notion goodnotes notability wall art line hand-drawn handmade interactive hyperlinked self-paced video weekly daily monthly yearly".split(
    " ",
  ),
);
const MEASURE = /^(?:\d[\d.,+]*(?:-\w+)?|\d+x\d+|a\d|hour|hours|week|weeks|set|of|pack|-)$/i;

const casing = (word: string) => BRANDS[word.toLowerCase()] ?? (/^\p{Lu}[\p{Ll}]+$/u.test(word) && !/^\p{Lu}/u.test(word.slice(1)) ? word : word);
const lowerWord = (word: string, keepCapital: boolean) =>
  Object.hasOwn(BRANDS, word.toLowerCase()) ? (BRANDS[word.toLowerCase()] ?? word) : keepCapital || /^\p{Lu}{2,}/u.test(word) ? word : word.toLowerCase();

function wordsOf(sentence: string): string[] {
  return sentence
    .replace(/[()[\]"“”'‘’!?;:,.–—|/]+/g, " , ")
    .split(/\s+/)
    .filter(Boolean);
}

/** The first "<modifiers> <head>" in the opening sentences, e.g. "200-Hour Online Yoga Teacher Training". */
function headPhrase(sentences: readonly string[], category: Category, names: ReadonlySet<string>): { modifiers: string[]; head: string } | null {
  for (const sentence of sentences.slice(0, 3)) {
    const words = wordsOf(sentence);
    for (let i = 0; i < words.length; i++) {
      const two = `${words[i]} ${words[i + 1] ?? ""}`.toLowerCase();
      const single = (words[i] ?? "").toLowerCase();
      const match = HEADS[category].includes(two) ? two : HEADS[category].includes(single) ? single : null;
      if (!match) continue;
      // "Journal Planner": the last of several heads is the product.
      let end = i + match.split(" ").length;
      while (end < words.length && HEADS[category].includes((words[end] ?? "").toLowerCase())) end += 1;
      let start = i;
      while (start > 0 && i - start < 5 && !STOP.has((words[start - 1] ?? "").toLowerCase()) && words[start - 1] !== ",") start -= 1;
      const modifiers = words.slice(start, i).filter((word) => !HYPE.has(word.toLowerCase()) && !MEASURE.test(word));
      const head = words
        .slice(i, end)
        .map((word) => lowerWord(word, names.has(word)))
        .join(" ");
      return { modifiers: modifiers.map((word) => lowerWord(word, names.has(word))), head };
    }
  }
  return null;
}

/** "Learn Excel for small business bookkeeping" → Excel; "for small business bookkeeping" → the topic. */
function learnObject(text: string): { object: string | null; purpose: string | null } {
  const learn =
    /\b(?:learn|master|discover|understand|teaches)\s+(?:how to\s+)?((?:[\p{L}\d+#.-]+\s*){1,4}?)(?=\s+(?:for|with|in|and|so|from|to|step|like|without)\b|[,.!?:]|$)/iu.exec(
      text,
    );
  const purpose = /\bfor\s+((?:[\p{L}-]+\s*){1,4}?)(?=[,.!?:;]|\s+(?:and|with|who|that|in|so)\b|$)/iu.exec(text);
  const usable = (value: string | undefined) => {
    const trimmed = value?.trim().replace(/^(?:your|my|the|a|an|all|any)\s+/i, "") ?? "";
    return trimmed && trimmed.split(/\s+/).length <= 4 ? trimmed : null;
  };
  return { object: usable(learn?.[1]), purpose: usable(purpose?.[1]) };
}

const isPerson = (phrase: string) => PERSON_HEADS.has((phrase.toLowerCase().split(/\s+/).pop() ?? "").replace(/s$/, ""));

/** What it is in buyer words ("Notion habit tracker", "yoga teacher training") and what it is about. */
export function productOf(read: Analysis, category: Category, names: readonly string[]): { product: string; subject: string | null } {
  const sentences = read.sentences.map((sentence) => sentence.text);
  const nameSet = new Set(names.flatMap((name) => name.split(" ")));
  const found = headPhrase(sentences, category, nameSet);
  const opening = sentences.slice(0, 2).join(" ");
  const subjectWords = (found?.modifiers ?? []).filter((word) => !NOT_SUBJECT.has(word.toLowerCase()));
  let subject = subjectWords.join(" ") || null;
  if (category === "course") {
    const { object, purpose } = learnObject(opening);
    const topic = purpose && !isPerson(purpose) ? purpose.toLowerCase() : null;
    const lead = /^([\p{L}\d+#&' -]{3,40}?)(?:\s+(?:for|with)\b|[:!–—-]|\.$|$)/u.exec(sentences[0] ?? "")?.[1]?.trim();
    const leadUsable = lead && lead.split(/\s+/).length <= 4 && !/\b(?:learn|get|go|you|your|this|how|the)\b/i.test(lead);
    if (!found && leadUsable) {
      const what = lead
        .split(/\s+/)
        .filter((word) => !/^(?:beginners?|loose|online|complete|ultimate)$/i.test(word))
        .map((word) => lowerWord(word, nameSet.has(word)))
        .join(" ");
      return { product: `${what} course`, subject: topic ?? what };
    }
    if (!found) {
      const what = object
        ? object
            .split(/\s+/)
            .map((word) => lowerWord(word, nameSet.has(word)))
            .join(" ")
        : null;
      return { product: what ? `${what} course` : DEFAULT_PRODUCT.course, subject: topic ?? what };
    }
    const taught = /\bteaches\s+([\p{L} -]{3,30}?)(?=[:,.]|\s+(?:and|with|in)\b)/iu.exec(opening)?.[1];
    subject = taught?.toLowerCase() ?? subject ?? topic ?? (object ? object.toLowerCase() : null);
  } else if (!subject) {
    const { purpose } = learnObject(opening);
    subject = purpose && !isPerson(purpose) ? purpose.toLowerCase() : null;
  }
  if (category === "course" && found && found.modifiers.length === 0) {
    const lead = /^([\p{L}\d+#& -]{3,30}?)(?:\s+for\b|:)/u.exec(sentences[0] ?? "")?.[1]?.trim();
    if (lead && lead.split(/\s+/).length <= 3) found.modifiers = lead.split(/\s+/).map((word) => lowerWord(word, nameSet.has(word)));
    subject = subject ?? found.modifiers.join(" ");
  }
  const kept = found?.modifiers.filter((word) => !/^(?:beginners?|beginner's)$/i.test(word)) ?? [];
  const product = found ? [...kept, found.head].join(" ") : DEFAULT_PRODUCT[category];
  if (subject) subject = subject.replace(/\b(?:beginners?|beginner's|intermediate|advanced|quote)\b\s*/gi, "").trim() || null;
  // "yoga teacher training" is about yoga; "small business owners" are an audience, not a subject.
  if (subject && isPerson(subject) && subject.includes(" ")) subject = subject.split(" ").slice(0, -1).join(" ");
  return { product: casing(product), subject };
}
