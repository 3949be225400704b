import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH } from "../../listing";
import type { Source } from "../types";
import { GENERIC_TAGS } from "./wording";

const MAX_GENERIC = 3;
// A tag is a phrase a buyer types; these words are never one on their own or at either end.
// Packaging words may start a tag ("digital planner") but never end one or stand alone.
const PACKAGING = new Set("printable digital instant editable new best cute perfect ultimate".split(" "));
const WEAK = new Set("a an and or the of for with to in on at by your my our this that is are be it you today dark light bus cuppa sizes size monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december cute".split(" "));

// A tag that starts on a verb is an instruction copied from the description ("make a bunny"), not a search.
const VERBS = new Set("make write ask chat reconcile file track log plus see get use change save keep plan find go add print download edit choose".split(" "));

const tidy = (text: string) =>
  text
    .toLowerCase()
    .replace(/(?<=\d)\.(?=\d)/g, "_")
    .replace(/[^\p{L}\d\s&'_-]/gu, " ")
    .replace(/_/g, ".")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "");
const singular = (word: string) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word);
const STYLES = ["watercolor", "watercolour", "minimalist", "boho", "vintage", "abstract", "line art", "typography", "retro", "mid-century", "farmhouse", "scandinavian", "neutral", "black and white", "pastel"];
// Other words buyers use for the same product: "lisbon poster" beside "lisbon print".
const SYNONYMS: Record<string, readonly string[]> = {
  print: ["poster", "wall art"], prints: ["wall art", "poster set"], poster: ["print", "wall art"], sign: ["print", "decor"], art: ["print", "poster"],
  photograph: ["print", "poster"], planner: ["printable", "journal", "organizer"], journal: ["planner", "notebook"], tracker: ["planner", "template"],
  schedule: ["planner", "checklist"], template: ["planner", "dashboard"], dashboard: ["template", "planner"], checklist: ["planner", "printable"],
  spreadsheet: ["tracker", "template"], course: ["class", "lessons", "tutorial"], class: ["course", "lessons"], training: ["course", "certification"],
  masterclass: ["course", "class"], bootcamp: ["course", "training"], programme: ["course", "class"], program: ["course", "class"],
};
const ADJECTIVES = new Set("custom funny small big personalised personalized modern cute simple minimalist manual daily weekly monthly little vintage retro neutral".split(" "));
const key = (tag: string) => tag.split(" ").map(singular).join(" ");

function usable(tag: string, singles: ReadonlySet<string>): boolean {
  const words = tag.split(" ");
  if (tag.length < 3 || tag.length > KEYWORD_MAX_LENGTH || /^\d/.test(tag) && words.length === 1) return false;
  if (WEAK.has(words[0] ?? "") || WEAK.has(words[words.length - 1] ?? "") || PACKAGING.has(words[words.length - 1] ?? "") || VERBS.has(words[0] ?? "")) return false;
  // One bare word is a fragment ("daily", "shaping") unless it names the subject or a name outright ("lisbon", "crochet").
  return words.length > 1 || (tag.length >= 4 && singles.has(tag));
}

/** Subject-specific phrases first (product, subject, names, parts, apps, sizes), then at most three category tags. */
export function writeKeywords(s: Source): string[] {
  const f = s.facts;
  // Tags pair a subject with the product's last word: "botanical prints", not "botanical art prints".
  const head = tidy(s.head).split(" ").pop() ?? tidy(s.head);
  const subject = tidy(f.subject ?? "");
  const product = tidy(s.product);
  const short = (phrase: string) => phrase.split(" ").slice(-2).join(" ");
  const subjectWords = subject.split(" ").filter((word) => word.length > 2 && !WEAK.has(word));
  const multiword = f.names.filter((name) => name.includes(" ")).map(tidy);
  // "york city" would cut "new york city" in two.
  const pairs = subjectWords
    .slice(0, -1)
    .map((word, i) => `${word} ${subjectWords[i + 1] ?? ""}`)
    .filter((pair) => !multiword.some((name) => name !== pair && pair.split(" ").some((word) => name.split(" ").includes(word))));
  const lastSubject = subjectWords.at(-1);
  // Wall art is often about a place named anywhere; elsewhere only names in the product or subject are search words.
  const inProduct = (name: string) => `${product} ${subject}`.includes(tidy(name));
  const place = f.names.filter((name) => !f.apps.includes(name) && !/^\p{Lu}{2,}$/u.test(name) && (f.category === "wallart" || inProduct(name))).map(tidy);
  const styles = f.category === "wallart" ? STYLES.filter((style) => new RegExp(`\\b${style}\\b`, "i").test(s.sentences.join(" "))) : [];
  const course = f.category === "course" && subject ? [`learn ${subject}`, `${subject} class`, f.level === "beginner" ? `${subject} for beginners` : ""] : [];
  const core = subjectWords.length > 0 ? subjectWords.slice(-2).join(" ") : product.split(" ").slice(0, -1).join(" ");
  // "lisbon poster" from "lisbon tram", but never "small class" from "small business bookkeeping".
  const firstWord = f.category !== "course" && !ADJECTIVES.has(subjectWords[0] ?? "") ? (subjectWords[0] ?? "") : "";
  const synonyms = (SYNONYMS[head] ?? []).filter((word) => !(f.delivery === "duplicate" && word === "printable"));
  const variants = core ? synonyms.flatMap((word) => [`${core} ${word}`, firstWord && firstWord !== core ? `${firstWord} ${word}` : ""]) : [];
  const specific: string[] = [
    product,
    subject && `${subject} ${head}`,
    subject,
    lastSubject && f.category !== "course" ? `${lastSubject} ${head}` : "",
    ...pairs,
    ...course,
    short(product),
    ...place.slice(0, 3).flatMap((name) => [`${name} ${head}`, name, f.category === "wallart" ? `${name} gift` : ""]),
    ...f.names.filter((name) => /^\p{Lu}{2,}$/u.test(name)).map(tidy),
    ...f.apps.slice(0, 2).map((app) => `${tidy(app)} ${head}`),
    ...f.outline.map(tidy),
    // A single word from a list of contents ("weight", "white") is rarely what a buyer searches.
    ...f.included.map(tidy).filter((item) => !/\d/.test(item) && (f.category !== "wallart" || item.includes(" "))),
    ...styles.map((style) => `${style} ${head}`),
    ...f.audience.slice(0, 2).map(tidy).filter((who) => who.includes(" ") && !who.includes("beginner")),
    ...variants,
    ...(firstWord && firstWord !== core ? [`${firstWord} ${head}`] : []),
    ...f.sizes.slice(0, 2).map((size) => `${tidy(size)} ${head}`),
    ...f.years.slice(0, 1).flatMap((year) => [`${year} ${head}`, `${year} ${product}`]),
    ...s.listLines.map(tidy).filter((line) => line.split(" ").length <= 3 && !/\d/.test(line) && (f.category !== "wallart" || line.includes(" "))),
  ];
  const singles = new Set([...subject.split(" "), ...f.names.map(tidy), ...product.split(" ").slice(0, 1)]);
  const chosen: string[] = [];
  const add = (tag: string) => {
    const clean = tidy(tag);
    if (chosen.length >= KEYWORD_LIMIT || !usable(clean, singles) || chosen.some((other) => key(other) === key(clean))) return;
    chosen.push(clean);
  };
  const appWords = f.apps.map((app) => app.toLowerCase());
  const generic = GENERIC_TAGS[f.category].filter(
    (tag) =>
      !(f.delivery === "duplicate" && /printable/.test(tag)) &&
      !(f.delivery === "duplicate" && tag === "digital planner") &&
      !(/^(?:notion|goodnotes)\b/.test(tag) && !appWords.some((app) => tag.startsWith(app))) &&
      !(tag === "printable planner" && !["print", "edit-then-print"].includes(f.delivery)) &&
      !(tag === "digital planner" && f.delivery !== "import") &&
      !(tag === "printable wall art" && f.delivery !== "print"),
  );
  specific.forEach((tag) => chosen.length < KEYWORD_LIMIT - 2 && add(tag));
  generic.slice(0, MAX_GENERIC).forEach(add);
  specific.forEach(add);
  return chosen;
}
