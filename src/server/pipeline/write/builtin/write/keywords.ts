import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH } from "../../../listing";
import { contradicts } from "../check/guard";
import { KINDS, PERSON_HEADS, STOCK_WORDS } from "../../../read/facts/lexicon";
import type { Source } from "../types";
import { LETTERING, printedWords, tagCandidates, tidy } from "./tag-candidates";
import { GENERIC_TAGS, isScheduled } from "./wording";

const MAX_GENERIC = 3;
// A tag is a phrase a buyer types; these words are never one on their own or at either end.
// Packaging words may start a tag ("digital planner") but never end one or stand alone.
const PACKAGING = new Set("printable digital instant editable new best cute perfect ultimate".split(" "));
const WEAK = new Set(
  "how what why when where who a an and or the of for with to in on at by your my our this that is are be it you today dark light bus cuppa sizes size monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december cute".split(
    " ",
  ),
);

// A negation or hedge copied from the description ("practice pad only", "no cs degree") is no search.
const HEDGE = /\b(?:no|not|only|just|nobody|never|without|don't|doesn't)\b/;

// A tag that starts on a verb is an instruction copied from the description ("make a bunny"), not a search.
const VERBS = new Set("make write ask chat reconcile file track log plus see get use change save keep plan find go add print download edit choose".split(" "));

const singular = (word: string) => (/(?:ss|x|ch|sh)es$/.test(word) ? word.slice(0, -2) : /[^su]s$/.test(word) ? word.slice(0, -1) : word);
const key = (tag: string) => tag.split(" ").map(singular).join(" ");

// Words that frame a search ("… course", "… wall art", "… gift") but never make one on their own.
// The listing's own kinds frame it: "art" and "system" are topics of a course, kinds of wall art and planners.
const COMMON_FRAME = "gift decor lessons tutorial organizer poster print prints wall".split(" ");
const FRAMES = Object.fromEntries(
  Object.entries(KINDS).map(([category, kinds]) => [category, new Set<string>([...kinds, ...COMMON_FRAME, ...(category === "course" ? [] : ["art"])])]),
) as unknown as Record<keyof typeof KINDS, ReadonlySet<string>>;
const FUNCTION = new Set("all nothing whether every each some any no none which that these those its their".split(" "));

/**
 * A tag is about this product when one of its words beyond the frame (kind, stock, audience) is a
 * noun the description uses, the subject's head or a number: "strict course", "curious adults" and
 * "pulling walls" are words of the description, not searches for it.
 */
function topical(tag: string, s: Source, singles: ReadonlySet<string>): boolean {
  const words = tag.split(" ");
  // The words a quote print prints are its topic, whatever their parts of speech ("not today print").
  const printed = printedWords(s);
  if (
    printed &&
    words.length > 1 &&
    (words[0] === "quote" ||
      LETTERING.includes(words[0] ?? "") ||
      printed
        .split(" ")
        .slice(-2)
        .every((word) => words.includes(word)))
  )
    return true;
  if (FUNCTION.has(words[0] ?? "") || (s.verbs.has(words[0] ?? "") && !singles.has(words[0] ?? ""))) return false;
  // The product's own kind is a search ("teacher training"), though every word of it is frame.
  const frame = FRAMES[s.facts.category];
  if (words.length > 1 && tidy(s.product).endsWith(tag) && words.some((word) => !frame.has(word))) return true;
  const own = new Set(tidy(`${s.product} ${s.facts.subject ?? ""}`).split(" "));
  // The subject's head counts even when the tagger calls it a verb ("knitting", "fly tying").
  const subjectHead = tidy(s.facts.subject ?? "")
    .split(" ")
    .at(-1);
  return words.some(
    (word) =>
      !frame.has(word) &&
      !STOCK_WORDS.has(word) &&
      (!PERSON_HEADS.has(singular(word)) || own.has(word)) &&
      (s.nouns.has(word) || s.nouns.has(singular(word)) || word === subjectHead || /\d/.test(word)),
  );
}

function usable(tag: string, singles: ReadonlySet<string>, printed: string): boolean {
  const words = tag.split(" ");
  // "not today print": a hedge the quote prints is no hedge of the seller's.
  const hedged = HEDGE.test(printed ? tag.replace(printed, "") : tag);
  if (tag.length < 3 || tag.length > KEYWORD_MAX_LENGTH || (/^\d/.test(tag) && words.length === 1) || hedged) return false;
  if (WEAK.has(words[0] ?? "") || WEAK.has(words[words.length - 1] ?? "") || PACKAGING.has(words[words.length - 1] ?? "") || VERBS.has(words[0] ?? ""))
    return false;
  // One bare word is a fragment ("daily", "shaping") unless it names the subject or a name outright ("lisbon", "crochet").
  return words.length > 1 || (tag.length >= 4 && singles.has(tag));
}

/** Subject-specific phrases first (product, subject, names, parts, apps, sizes), then at most three category tags. */
export function writeKeywords(s: Source): string[] {
  const f = s.facts;
  const { specific, fillers, subjectTags, singles } = tagCandidates(s);
  const chosen: string[] = [];
  const add = (tag: string, generic = false) => {
    const clean = tidy(tag);
    // A tag the check would drop ("printable" for a GoodNotes planner) would leave a gap in the 13.
    if (
      chosen.length >= KEYWORD_LIMIT ||
      !usable(clean, singles, printedWords(s)) ||
      (!generic && !topical(clean, s, singles)) ||
      contradicts(clean, f) ||
      chosen.some((other) => key(other) === key(clean))
    )
      return;
    chosen.push(clean);
  };
  const appWords = f.apps.map((app) => app.toLowerCase());
  const generic = GENERIC_TAGS[f.category].filter(
    (tag) =>
      !(tag === "self-paced course" && isScheduled(s)) &&
      !(f.delivery === "duplicate" && /printable/.test(tag)) &&
      !(f.delivery === "duplicate" && tag === "digital planner") &&
      !(/^(?:notion|goodnotes)\b/.test(tag) && !appWords.some((app) => tag.startsWith(app))) &&
      !(tag === "printable planner" && !["print", "edit-then-print"].includes(f.delivery)) &&
      !(tag === "digital planner" && f.delivery !== "import") &&
      !(tag === "printable wall art" && f.delivery !== "print"),
  );
  specific.forEach((tag) => chosen.length < KEYWORD_LIMIT - 2 && add(tag));
  generic.slice(0, MAX_GENERIC).forEach((tag) => add(tag, true));
  specific.forEach((tag) => add(tag));
  fillers.forEach((tag) => add(tag));
  return withSubjectTags(chosen, subjectTags, f.subject, add);
}

const MIN_SUBJECT_TAGS = 3;

/**
 * At least three tags carry the subject's head word (issue 29): when the phrases chosen leave fewer,
 * the last tags without it give way to the subject with a buyer's word ("butcher print").
 */
function withSubjectTags(chosen: string[], candidates: readonly string[], subject: string | null, add: (tag: string) => void): string[] {
  const head = subject ? singular(tidy(subject).split(" ").at(-1) ?? "") : "";
  if (!head) return chosen;
  const carries = (tag: string) => tag.split(" ").some((word) => singular(word) === head);
  for (const tag of candidates) {
    if (chosen.filter(carries).length >= MIN_SUBJECT_TAGS) break;
    const before = chosen.length;
    const spare = chosen.findLastIndex((other) => !carries(other));
    if (before >= KEYWORD_LIMIT && spare < 0) break;
    const removed = before >= KEYWORD_LIMIT ? chosen.splice(spare, 1) : [];
    add(tag);
    // A candidate the rules refuse leaves the list as it was.
    if (chosen.length === before - removed.length) chosen.splice(spare, 0, ...removed);
  }
  return chosen;
}
