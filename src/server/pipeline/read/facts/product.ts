import { gerund, singular, wordFamily } from "../../../../core/listing/text";
import type { GenerationInput } from "../../listing";
import { BRANDS } from "../../text/casing";
import type { Analysis, Token } from "./analyse";
import { FIXED_COMPOUNDS, KINDS, LIGHT_VERBS as LIGHT, MEDIUMS, ROOMS, STOCK_WORDS, STYLES, isPersonHead } from "./lexicon";
import { isPast, nounPhrases, type Phrase } from "./phrases";

type Category = GenerationInput["category"];

export interface ProductReading {
  /** "drum rudiments bootcamp", "Lake Tahoe topographic map print". */
  product: string;
  /** "drum rudiments"; null when the description names nothing the product is about. */
  subject: string | null;
  /** "bootcamp", "print", "tracker". */
  kind: string;
  /** False when no phrase stood out: the product page asks the creator for the name. */
  sure: boolean;
}

/** A phrase of the seller's past ("the hospital gave us a paper sheet"), unless the seller made it. */
const isStory = (phrase: Phrase) => phrase.past && !MAKING.has(phrase.verb ?? "");

interface Candidate {
  phrase: Phrase;
  words: string[];
  kind: string[];
  score: number;
  /** The head it is counted under: its own last word, or the place it is part of ("Sossusvlei, Namibia"). */
  key: string;
}

const STYLE_WORDS = new Set<string>(STYLES);
const ROOM_WORDS = new Set<string>(ROOMS);

// A candidate this strong was named by the seller as the product or stands out of the text.
const SURE_SCORE = 6;
// Verbs whose object is what a product teaches or is about: "Learn 12 close-up card tricks".
const TEACHING = new Set([
  "learn",
  "master",
  "teach",
  "cover",
  "explain",
  "track",
  "plan",
  "log",
  "organise",
  "organize",
  "celebrate",
  "show",
  "feature",
  "depict",
]);
const MAX_SUBJECT_WORDS = 4;
// Verbs of the seller making the product: "I made a digital version", "I created this journal".
const MAKING = new Set(["make", "create", "build", "design", "develop", "draw", "paint", "take", "shoot", "photograph", "write", "record", "film"]);

const isKind = (category: Category, word: string) => (KINDS[category] as readonly string[]).includes(word.toLowerCase());
const isPerson = isPersonHead;
// "ten-lecture", "five-minute", "30-day": a count or a length.
const isCounted = (word: string) =>
  /^\d+(?:-\p{L}+)+$/u.test(word) ||
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)-\p{L}+$/iu.test(word);
// Superlatives ("largest") and one- or two-letter words ("k" of "$11k") never name a subject.
const isStock = (word: string) =>
  STOCK_WORDS.has(word.toLowerCase()) ||
  // "8x10", "300dpi", "50%", but not "Xero": a measure has a figure in it.
  /^(?=[^\d]*\d)[\d.,x×%/+-]+(?:[a-z]{0,3})?$|^a\d$|^\p{Ll}+est$/iu.test(word) ||
  isCounted(word) ||
  (word.length <= 2 && !/^\p{Lu}{2}$/u.test(word));
const casing = (word: string, keep: boolean) =>
  BRANDS[word.toLowerCase()] ?? (keep || /^\p{Lu}{2,}|^\p{Lu}\p{Ll}+\p{Lu}/u.test(word) ? word : word.toLowerCase());

/** Splits "yoga teacher training" into subject words ["yoga"] and kind ["teacher", "training"]. */
function splitKind(phrase: Phrase, category: Category): { words: string[]; lemmas: string[]; kind: string[] } {
  // "Art Deco", "Art Nouveau": a kind word that opens a two-word style is the style, not the kind.
  const opensStyle = (i: number) => STYLE_WORDS.has(`${phrase.lemmas[i] ?? ""} ${phrase.lemmas[i + 1] ?? ""}`);
  const kindAt = (i: number): boolean =>
    !opensStyle(i) &&
    (isKind(category, phrase.lemmas[i] ?? "") || isKind(category, singular(phrase.words[i] ?? "")) || (i > 0 && phrase.lemmas[i] === "book" && kindAt(i - 1)));
  // The last kind in the phrase: "teacher planner 2025-2026 academic year" is a planner.
  let end = phrase.words.length;
  while (end > 0 && !kindAt(end - 1)) end -= 1;
  if (end === 0) return { words: phrase.words, lemmas: phrase.lemmas, kind: [] };
  let cut = end - 1;
  // A two-word kind ("wall art", "log book"): "star map print" is a print of a star map.
  const pair = phrase.lemmas.slice(Math.max(0, end - 2), end).join(" ");
  if (cut > 0 && (isKind(category, pair) || phrase.lemmas[end - 1] === "book")) cut -= 1;
  // "rental property tracker spreadsheet": kinds in a row are one kind.
  // Not in wall art, where the art form is often what it shows ("star map print").
  else if (cut > 1 && kindAt(cut - 1) && category !== "wallart") cut -= 1;
  // "teacher training", "art print": a teacher or "art" before the kind belongs to it.
  if (cut > 1 && ((category === "course" && isPerson(phrase.lemmas[cut - 1] ?? "")) || phrase.lemmas[cut - 1] === "art")) cut -= 1;
  return { words: phrase.words.slice(0, cut), lemmas: phrase.lemmas.slice(0, cut), kind: phrase.words.slice(cut, end) };
}

/** The words of a phrase that can name a subject: no hype or packaging at either end, no audience. */
function subjectWords(
  words: string[],
  lemmas: string[],
  category: Category,
  names: ReadonlySet<string>,
  apps: ReadonlySet<string>,
  kinded = false,
): { words: string[]; lemmas: string[] } | null {
  let start = 0;
  let end = words.length;
  // "New" of "New York City" is part of a name; "Monday" alone is not a subject.
  const named = (i: number) => names.has(words[i] ?? "") && /^\p{Lu}/u.test(words[i + 1] ?? "");
  // "EPA 608", "HSK 3": a number after an acronym is part of its name.
  const numbered = (i: number) => /^\d{1,4}$/.test(words[i] ?? "") && /^\p{Lu}{2,}$/u.test(words[i - 1] ?? "");
  // "real estate photography": a fixed compound keeps its first word.
  const compound = (i: number) => FIXED_COMPOUNDS.has(`${words[i] ?? ""} ${words[i + 1] ?? ""}`.toLowerCase());
  const drop = (i: number) =>
    (category !== "course" && apps.has((words[i] ?? "").toLowerCase())) || (!named(i) && !numbered(i) && !compound(i) && isStock(words[i] ?? ""));
  // "Glamorous Art Deco peacock", "Art Nouveau absinthe": a two-word style says how it is drawn; the subject follows it.
  const pairAt = lemmas.findLastIndex((lemma, i) => i < end - 2 && STYLE_WORDS.has(`${lemma} ${lemmas[i + 1] ?? ""}`));
  if (pairAt >= 0) start = pairAt + 2;
  // A kind that opens the phrase ("planner order tracker") is not its subject either.
  while (start < end && (drop(start) || isKind(category, lemmas[start] ?? ""))) start += 1;
  // "calm ten-minute morning routine": what stands before a count or a length is praise; the thing follows it.
  const counted = words.slice(start, end - 1).findLastIndex(isCounted);
  if (counted >= 0) start += counted + 1;
  while (end > start && drop(end - 1)) end -= 1;
  // "IEP tracker digital SLP": a kind inside a stuffed phrase ends the subject.
  const inner = lemmas.slice(start, end - 1).findIndex((lemma) => lemma !== "art" && isKind(category, lemma));
  if (inner > 0) end = start + inner;
  while (end > start && drop(end - 1)) end -= 1;
  // "highland cow watercolour", "growth mindset classroom": a style or a room says how or where, not what.
  // A course teaches its style ("intuitive watercolour"): only art and planners are drawn in one.
  const setting = (i: number) => (category !== "course" && STYLE_WORDS.has(lemmas[i] ?? "")) || ROOM_WORDS.has(lemmas[i] ?? "");
  while (end - start > 1 && setting(end - 1)) end -= 1;
  // "dinosaur kids room (prints)": a two-word room says where it hangs too.
  const room = words
    .slice(end - 2, end)
    .map((word) => word.toLowerCase().replace(/['’]/g, ""))
    .join(" ");
  if (end - start > 2 && ROOM_WORDS.has(room)) end -= 2;
  // "Vintage-style butcher's chart", "Thuluth-style Arabic": a word made a style says how it is drawn.
  while (end > start && /\p{L}-(?:style|inspired|themed)$/iu.test(words[start] ?? "")) start += 1;
  if (start === end) return null;
  if (start === end || (end - start === 1 && setting(start))) return null;
  // "Roth IRA vs traditional IRA": a comparison is about its first side.
  const versus = lemmas.slice(start, end).findIndex((lemma) => lemma === "vs" || lemma === "versus" || lemma === "vs.");
  if (versus > 0) end = start + versus;
  // "indie artists", "busy moms": people are the audience, not what the product is about, unless
  // the seller names the product by them ("uni student planner", "nurse report sheet").
  if (isPerson(lemmas[end - 1] ?? "") && !kinded) return null;
  const kept = { words: words.slice(start, end), lemmas: lemmas.slice(start, end) };
  // "lawnmower & small engine repair": two things joined are one subject, whole.
  const joined = kept.words.some((word) => word === "&" || word === "and");
  const most = joined ? MAX_SUBJECT_WORDS + 2 : MAX_SUBJECT_WORDS;
  return kept.words.length > most ? { words: kept.words.slice(-most), lemmas: kept.lemmas.slice(-most) } : kept;
}

function frequencies(read: Analysis): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of read.sentences)
    for (const token of sentence.tokens)
      if (token.pos === "NOUN" || token.pos === "PROPN")
        counts.set(singular(token.lemma.toLowerCase()), (counts.get(singular(token.lemma.toLowerCase())) ?? 0) + 1);
  return counts;
}

const SHOWING = new Set(["of", "with", "showing", "featuring", "depicting"]);

/** The phrase that names the art form ("ink painting", "nursery prints") when this one follows it after "of", "with" or "showing". */
function shownBy(phrase: Phrase, phrases: readonly Phrase[], category: Category, read: Analysis): Phrase | undefined {
  // "scans of pressed ferns": a participle between "of" and the thing describes it.
  const sentence = read.sentences[phrase.sentence]?.text.toLowerCase() ?? "";
  const described = /\p{L}ed$/u.test(phrase.prev) && sentence.includes(`of ${phrase.prev} ${phrase.words[0]?.toLowerCase() ?? ""}`);
  if (!SHOWING.has(phrase.link.toLowerCase()) && !described) return undefined;
  const gap = phrase.link === phrase.prev && !described ? 1 : 2;
  return phrases.find((other) => {
    const split = splitKind(other, category);
    // Only an art form named by its medium, style or room alone ("sumi-e style ink painting", "nursery prints"): a "Kyoto
    // travel poster with …" or a "birth poster with the baby's name" is already about something.
    const formOnly = split.words.every(
      (word) =>
        MEDIUMS.has(word.toLowerCase()) || STYLE_WORDS.has(word.toLowerCase()) || ROOM_WORDS.has(word.toLowerCase()) || isStock(word) || /-style$/i.test(word),
    );
    return other.sentence === phrase.sentence && other.start + other.words.length + gap === phrase.start && split.kind.length > 0 && formOnly && !other.negated;
  });
}

// Prepositions of place, as the tagger normalises them ("through" → "thru").
const PLACING = new Set("in on under through thru at over across into towards beside among along".split(" "));

/** "grey heron standing (in reeds)", "balloons drifting (through clouds)": the participle says what it does, not what it is. */
function participleCut<T extends { words: string[]; lemmas: string[]; kind: string[] }>(split: T, phrase: Phrase): T {
  const last = split.words.at(-1) ?? "";
  if (split.kind.length > 0 || split.words.length < 2 || !/\p{L}ing$/u.test(last) || !PLACING.has(phrase.next)) return split;
  return { ...split, words: split.words.slice(0, -1), lemmas: split.lemmas.slice(0, -1) };
}

/**
 * Ranks the description's noun phrases as the product's subject: a phrase the seller ends with a
 * kind of product ("drum rudiments bootcamp") ranks first unless it is denied ("not a beginner
 * programming course"); then the opening phrase, then the nouns the text keeps coming back to.
 */
function candidates(read: Analysis, phrases: readonly Phrase[], category: Category, names: ReadonlySet<string>, apps: ReadonlySet<string>): Candidate[] {
  const counts = frequencies(read);
  const out: Candidate[] = [];
  // "2026 digital planner with weekly pages and a habit tracker": the opening named the kind with
  // no subject, so the kinds that follow are its parts, not the product.
  const bare = phrases.find((phrase) => phrase.sentence === 0 && splitKind(phrase, category).kind.length > 0);
  const bareKind = !!bare && !subjectWords(splitKind(bare, category).words, splitKind(bare, category).lemmas, category, names, apps, true);
  // "- Payment schedule for builders …" under "tabs for:": a kind that opens a list line past the opening is a part.
  const bulleted = (phrase: Phrase) =>
    phrase.opens && read.listLines.some((line) => line.startsWith(read.sentences[phrase.sentence]?.text.slice(0, 20) ?? "\u0000"));
  for (const phrase of phrases) {
    const split = participleCut(splitKind(phrase, category), phrase);
    if (bareKind && split.kind.length > 0 && phrase !== bare) continue;
    const kept = subjectWords(split.words, split.lemmas, category, names, apps, split.kind.length > 0);
    if (!kept) continue;
    let score = 0;
    // A kind named early is the seller naming the product; one deep in a list is a part of it. One in
    // the seller's past ("the hospital gave us a paper sheet") is the story, unless the seller made it.
    const story = isStory(phrase);
    // "… a lifer checklist, a yearly big-year tracker and blank sketch pages": a kind further down a list is a part.
    const listed =
      [",", "and", "&"].includes(phrase.next) &&
      phrases.some(
        (other) =>
          other.sentence === phrase.sentence &&
          other.next === "," &&
          other.start + other.words.length <= phrase.start &&
          phrase.start - other.start - other.words.length <= 4,
      );
    if (split.kind.length > 0 && !story && !(phrase.sentence > 1 && bulleted(phrase))) score += phrase.sentence <= 1 && !listed ? 6 : 3;
    // "A complete opening repertoire for club players.": an opening sentence that is only the product's name names it, kind or not.
    else if (namesInASentence(phrase, phrases, read)) score += 6;
    // What the seller teaches, or tells the buyer to do in the opening ("Grow gourmet mushrooms").
    if ((phrase.verb && TEACHING.has(phrase.verb)) || (phrase.command && phrase.sentence === 0)) score += 4;
    // What a course's buyer learns to do, said in its opening: "the workflow I use to mix vocals".
    else if (category === "course" && phrase.infinitive && phrase.sentence <= 1 && phrase.verb && !LIGHT.has(phrase.verb)) score += 2;
    // "Not a beginner baking course": what the seller denies is never what the product is.
    if (phrase.negated) continue;
    if (phrase.opens) score += phrase.sentence === 0 ? 4 : 1;
    score += phrase.sentence === 0 ? 2 : phrase.sentence === 1 ? 1 : 0;
    if (phrase.opens && phrase.sentence === 0 && [":", "-", "–", "—", "for", ".", "!", "("].includes(phrase.next)) score += 1;
    const repeats = Math.max(...kept.lemmas.map((lemma) => (counts.get(singular(lemma)) ?? 1) - 1));
    score += Math.min(3, repeats) * 1.5;
    const proper = kept.words.some((word, i) => names.has(word) || (i + phrase.start > 0 && /^\p{Lu}/u.test(word)));
    if (proper) score += 1;
    // Wall art is about a place or a named thing the seller opens with ("Sossusvlei", "Carina Nebula").
    if (proper && category === "wallart" && phrase.sentence <= 1) score += 2;

    // "my studio", "our shop": the seller's own things are the story around the product, not it.
    if (phrase.link === "my" || phrase.link === "our") score -= 2;
    score -= Math.max(0, kept.words.length - 3);
    out.push({ phrase, words: kept.words, kind: split.kind, score, key: singular(kept.words.at(-1)?.toLowerCase() ?? "") });
  }
  // "Sossusvlei, Namibia": a name after a name and a comma is the larger place the first lies in, the same subject.
  const capital = (candidate: Candidate) => candidate.words.every((word) => /^\p{Lu}/u.test(word));
  for (const candidate of out) {
    const within = out.find(
      (other) =>
        other.phrase.sentence === candidate.phrase.sentence &&
        other.phrase.start + other.phrase.words.length + 1 === candidate.phrase.start &&
        other.words.length === other.phrase.words.length,
    );
    // Not a list ("Paris, Rome and Lisbon"): nothing joins the pair to more names.
    const listed = (other: Candidate) => other.phrase.sentence === candidate.phrase.sentence && capital(other) && other.phrase.prev === ",";
    const inList =
      !!within &&
      (within.phrase.prev === "," ||
        ["and", "or", "&"].includes(candidate.phrase.next) ||
        out.some((other) => listed(other) && other.phrase.start === candidate.phrase.start + candidate.phrase.words.length + 1));
    if (within && !inList && candidate.phrase.prev === "," && capital(candidate) && capital(within)) candidate.key = within.key;
  }
  // "A sumi-e ink painting of a grey heron", "nursery prints with pastel hot air balloons": wall art
  // is about what it shows, not the art form or style named just before it.
  if (category === "wallart")
    for (const candidate of out) {
      const form = shownBy(candidate.phrase, phrases, category, read);
      const formScore = form ? out.find((other) => other.phrase === form)?.score : undefined;
      // An art form with no subject of its own ("nursery prints") named the product as surely as any.
      if (form && candidate.phrase.sentence <= 1) candidate.score = Math.max(candidate.score, (formScore ?? SURE_SCORE - 1) + 1);
      // "These are scans of real flowers", "This print is my illustration of the Charles Bridge": the seller says what it shows.
      else if (form && identifies(read.sentences[candidate.phrase.sentence]?.text ?? "")) candidate.score = Math.max(candidate.score, SURE_SCORE);
    }
  // A head the seller keeps naming in different phrases ("debt", "debt list", "debt-free") is what it is about.
  const head = (candidate: Candidate) => candidate.key;
  const phrasesPerHead = new Map<string, number>();
  for (const candidate of out) phrasesPerHead.set(head(candidate), (phrasesPerHead.get(head(candidate)) ?? 0) + 1);
  for (const candidate of out) candidate.score += Math.min(2, (phrasesPerHead.get(head(candidate)) ?? 1) - 1);
  return out.sort((a, b) => b.score - a.score);
}

const NAME_ENDS = new Set(["for", "with", ".", ",", ":", "–", "—"]);

/**
 * A phrase an opening sentence is made of: "A gentle five-minute evening routine for children aged
 * 6 to 10.", "A complete opening repertoire for club players rated 1000–1600." The sentence opens
 * with an article, the phrase is its first, and only its audience or contents follow.
 */
function namesInASentence(phrase: Phrase, phrases: readonly Phrase[], read: Analysis): boolean {
  const tokens = read.sentences[phrase.sentence]?.tokens ?? [];
  if (phrase.sentence > 1 || phrase.past || phrase.verb || !/^an?$/i.test(tokens[0]?.value ?? "") || !NAME_ENDS.has(phrase.next)) return false;
  const first = phrases.find((other) => other.sentence === phrase.sentence);
  const head = tokens.findIndex((token) => token.value === phrase.words.at(-1));
  return first === phrase && !tokens.slice(0, head).some((token) => token.pos === "VERB" || token.pos === "AUX");
}

/** A sentence that says what the product is: "These are …", "This print is …", "It's …". */
const identifies = (sentence: string) => /^(?:these|this|it|they)(?:\s+\p{L}+)?\s+(?:is|are)\b|^it['’]s\b/iu.test(sentence);

// Words a product's name may open with: what it is like to use, not how the seller rates it.
const KEEP_FRONT = new Set("personalised personalized custom printable editable digital undated dated hyperlinked weekly daily monthly online".split(" "));

/** The candidate's phrase as the seller wrote it, through its kind, less praise and counts at the front. */
function sellersPhrase(best: Candidate, names: ReadonlySet<string>): string | null {
  const end = best.phrase.words.findIndex((word, i) => i > 0 && best.phrase.words.slice(i - best.kind.length + 1, i + 1).join(" ") === best.kind.join(" ")) + 1;
  let start = 0;
  const praise = (word: string) => isStock(word) && !KEEP_FRONT.has(word.toLowerCase());
  while (start < end && praise(best.phrase.words[start] ?? "") && !/^\p{Lu}/u.test(best.phrase.words[start + 1] ?? "")) start += 1;
  const words = best.phrase.words.slice(start, end > 0 ? end : undefined);
  if (words.length > best.words.length + best.kind.length + 2 || !words.join(" ").includes(best.words.join(" "))) return null;
  return words.map((word, i) => casing(word, names.has(word) || (i > 0 && /^\p{Lu}/u.test(word) && !/^\p{Lu}\p{Ll}+$/u.test(word)))).join(" ");
}

/**
 * What the seller's opening tells the buyer to do, as an activity: "Grow gourmet mushrooms at
 * home" is about gourmet mushroom growing, "Tile your own bathroom walls" about bathroom wall tiling.
 */
function doing(best: Candidate): string | null {
  const { verb, command, infinitive, sentence } = best.phrase;
  const told = (command && sentence === 0) || (infinitive && sentence <= 1);
  if (!verb || !told || verb.endsWith("ing") || LIGHT.has(verb) || TEACHING.has(verb) || best.kind.length > 0 || best.words.length > 2) return null;
  const words = best.words.map((word, i) => (i === best.words.length - 1 && /^[a-z]+$/.test(word) ? singular(word) : word).toLowerCase());
  return [...words, gerund(verb)].join(" ");
}

// A subject this strong is no guess when the text keeps to it: no other head comes near.
const CLEAR_SCORE = 4;
const CLEAR_MARGIN = 2.5;

/**
 * The best candidate stands out when its head, summed over every phrase it heads ("pasta shapes",
 * "shapes"), leads every other head by a clear margin: one strong phrase among weak ones.
 */
function standsOut(ranked: readonly Candidate[]): boolean {
  const [best] = ranked;
  if (!best || best.score < CLEAR_SCORE) return false;
  const head = (candidate: Candidate) => candidate.key;
  const totals = new Map<string, number>();
  for (const candidate of ranked) totals.set(head(candidate), (totals.get(head(candidate)) ?? 0) + Math.max(0, candidate.score));
  const own = totals.get(head(best)) ?? 0;
  const rival = Math.max(0, ...[...totals].filter(([key]) => key !== head(best)).map(([, total]) => total));
  return own - rival >= CLEAR_MARGIN;
}

const ONE_LINER_WORDS = 20;

/**
 * "Zero to 10 strict pull-ups. 8 week program, bar needed.": a description of a line or two has no
 * room to repeat its subject; the phrase of its first sentence that leads every other one is it.
 */
function oneLiner(read: Analysis, ranked: readonly Candidate[]): boolean {
  const [best, next] = ranked;
  const words = read.sentences.reduce((sum, sentence) => sum + sentence.tokens.filter((token) => /\p{L}/u.test(token.value)).length, 0);
  return !!best && words <= ONE_LINER_WORDS && read.sentences.length <= 2 && best.phrase.sentence === 0 && best.score - (next?.score ?? 0) >= 1;
}

// What may stand before the kind that opens a description: a count and a modifier ("1,200+ pre-cropped digital stickers").
const COUNTED_LEAD = /^[\d.,+\s]+(?:[\p{L}]+-[\p{L}]+\s+)?$/u;

/**
 * "A weekly Notion planner with …", "1,200+ pre-cropped digital stickers for …": the opening names
 * the product by its kind, so it is no guess.
 */
function namedByKind(read: Analysis, phrases: readonly Phrase[], category: Category): boolean {
  const opening = read.sentences[0]?.text ?? "";
  const counted = (phrase: Phrase) => COUNTED_LEAD.test(opening.slice(0, opening.indexOf(phrase.words[0] ?? "")));
  return phrases.some(
    (phrase) => phrase.sentence === 0 && (phrase.start <= 1 || counted(phrase)) && !phrase.negated && splitKind(phrase, category).kind.length > 0,
  );
}

/** The kind the seller named for the product, or the category's own word. */
function kindOf(phrases: readonly Phrase[], category: Category, best: Candidate | undefined): string[] {
  if (best && best.kind.length > 0 && !isStory(best.phrase)) return best.kind;
  for (const phrase of phrases) {
    // "The hospital gave us a paper sheet": a kind in the seller's story is what the product replaced.
    if (phrase.negated || isStory(phrase)) continue;
    const { kind } = splitKind(phrase, category);
    if (kind.length > 0) return kind;
  }
  return [KINDS[category][0]];
}

/** The creator's own name for the product: its subject is the name less any kind and hype. */
function fromName(name: string, phrases: readonly Phrase[], category: Category, names: ReadonlySet<string>): ProductReading {
  const words = name.trim().split(/\s+/);
  const lemmas = words.map((word) => word.toLowerCase());
  let cut = words.length;
  while (cut > 0 && (isKind(category, lemmas[cut - 1] ?? "") || isKind(category, singular(lemmas[cut - 1] ?? "")))) cut -= 1;
  // The creator named it: people in the name ("Ukulele for seniors") stay in it.
  const subject = subjectWords(words.slice(0, cut), lemmas.slice(0, cut), category, names, new Set(), true);
  const kind = cut < words.length ? words.slice(cut).map((word) => word.toLowerCase()) : kindOf(phrases, category, undefined);
  const subjectText = subject ? subject.words.map((word) => casing(word, names.has(word) || /^\p{Lu}/u.test(word))).join(" ") : null;
  const product = cut < words.length ? words.map((word) => casing(word, names.has(word))).join(" ") : [subjectText ?? name.trim(), ...kind].join(" ");
  return { product, subject: subjectText ?? name.trim(), kind: kind.join(" "), sure: true };
}

/**
 * Words the seller capitalises inside a sentence and never writes in lower case: "DaVinci Resolve
 * editing", "the free version of Resolve 19". They keep their capitals in the product's name.
 */
function capitalisedInside(read: Analysis): { names: string[]; anywhere: Set<string> } {
  const inside = new Set<string>();
  const lower = new Set<string>();
  // A heading in title case ("Organic Chemistry I – Reaction Mechanisms Made Visual") capitalises every word.
  const heading = (tokens: readonly { value: string }[]) => {
    const words = tokens.filter((token) => /^\p{L}{4,}/u.test(token.value));
    return words.filter((token) => /^\p{Lu}/u.test(token.value)).length >= words.length * 0.6;
  };
  for (const { tokens } of read.sentences.filter((sentence) => !heading(sentence.tokens))) {
    // "Safari Nursery Prints - lion, giraffe …": a run of capitals opening a sentence is its heading, not names.
    // A run that opens with "The" or an acronym is a name all the same ("The Cosmic Cliffs", "GCSE Maths").
    const named = /^(?:the|a|an)$/i.test(tokens[0]?.value ?? "") || /^\p{Lu}{2,}$/u.test(tokens[0]?.value ?? "");
    const run = named ? 0 : tokens.findIndex((token) => !/^\p{Lu}/u.test(token.value));
    tokens.forEach((token, i) => {
      if (/^\p{Ll}+$/u.test(token.value)) lower.add(token.value);
      else if (i > 0 && i >= run && /^\p{Lu}\p{Ll}+$/u.test(token.value) && /^[\p{L}\d,]/u.test(tokens[i - 1]?.value ?? "")) inside.add(token.value);
    });
  }
  return { names: [...inside].filter((word) => !lower.has(word.toLowerCase())), anywhere: inside };
}

// Verbs that list what a product holds, not what it teaches.
const LISTING = new Set(["include", "contain", "come"]);

interface Activity {
  family: string;
  count: number;
  sentences: Set<number>;
  forms: Set<string>;
  /** The verb as a gerund ("running" of "run", "singing" of "sing") or an "-ing" noun ("investing"): what marks the family as something done. */
  verb: string | null;
  /** A noun of the act itself ("narration"), not of its doer ("runner"). */
  act: string | null;
  /** Uses in sentences the seller tells in the present: the course, not the seller's story. */
  now: number;
}

/** "I used to throw up before presentations", "In 2016 I had to present": a sentence whose first verb is past is the seller's story. */
const toldInThePast = (tokens: readonly Token[]) => {
  const verb = tokens.find((token) => token.pos === "VERB" || token.pos === "AUX");
  return !!verb && isPast(verb);
};

/**
 * "Finally become a runner … from brisk walking to running 5K", "I've narrated 140 titles … break
 * into long-form narration": a course whose subject is implied names it in the forms of one verb it
 * keeps coming back to. The family that is done (a verb or an "-ing" noun), said twice in two
 * sentences or two forms, and said more often than any other such family, is what the course teaches.
 */
function activityOf(read: Analysis): Activity | null {
  const families = new Map<string, Activity>();
  read.sentences.forEach(({ tokens }, index) => {
    const now = toldInThePast(tokens) ? 0 : 1;
    for (const token of tokens) {
      const lemma = token.lemma.toLowerCase();
      const verb = token.pos === "VERB" || (token.pos === "NOUN" && /\p{L}{3}ing$/u.test(token.normal));
      if (!(verb || token.pos === "NOUN") || !/^\p{L}+$/u.test(lemma) || LIGHT.has(lemma) || TEACHING.has(lemma) || MAKING.has(lemma)) continue;
      if (lemma.length < 3 || STOCK_WORDS.has(token.normal) || STOCK_WORDS.has(lemma) || LISTING.has(lemma)) continue;
      const family = wordFamily(lemma);
      const found = families.get(family) ?? { family, count: 0, sentences: new Set<number>(), forms: new Set<string>(), verb: null, act: null, now: 0 };
      found.count += 1;
      found.now += now;
      found.sentences.add(index);
      found.forms.add(`${token.pos}:${token.normal}`);
      if (verb) found.verb ??= token.pos === "VERB" ? gerund(lemma) : token.normal;
      else if (/(?:ion|ment|ance|ence)$/.test(lemma)) found.act ??= singular(lemma);
      families.set(family, found);
    }
  });
  const done = [...families.values()].filter((family) => family.verb && family.count >= 2 && (family.sentences.size >= 2 || family.forms.size >= 2));
  // Two families said as often: the one the seller uses about the course, not only in the story.
  const [first, second] = done.sort((a, b) => b.count - a.count || b.now - a.now);
  return first && (!second || first.count > second.count || first.now > second.now) ? first : null;
}

/** The activity's name: the seller's short phrase on it ("long-form narration"), its noun of the act, or its verb as a gerund ("running"). */
function activityName(activity: Activity, ranked: readonly Candidate[]): string {
  const phrase = ranked.find(
    (candidate) => candidate.words.length <= 2 && wordFamily(candidate.phrase.lemmas.at(-1) ?? "") === activity.family && !candidate.kind.length,
  );
  if (phrase) return phrase.words.map((word) => word.toLowerCase()).join(" ");
  if (activity.act) return activity.act;
  return activity.verb ?? gerund(activity.family);
}

const MODIFIER_POS = new Set(["NOUN", "PROPN", "ADJ"]);

/**
 * "curry paste" over "Fresh paste", "marathon training" over "training": a subject of one or two
 * words takes the modifier the text keeps coming back to before its head, when its own is said less.
 */
function usualModifier(best: Candidate, read: Analysis, category: Category): string[] {
  const words = best.words;
  const head = singular(words.at(-1)?.toLowerCase() ?? "");
  if (!head || words.length > 2 || words.some((word) => /^\p{Lu}/u.test(word) && !/^\p{Lu}\p{Ll}+$/u.test(word))) return words;
  const said = new Map<string, number>();
  const before = new Map<string, number>();
  for (const { tokens } of read.sentences)
    tokens.forEach((token, i) => {
      const word = singular(token.normal);
      said.set(word, (said.get(word) ?? 0) + 1);
      const prior = tokens[i - 1];
      if (word !== head || !prior || !MODIFIER_POS.has(prior.pos) || !/^\p{L}{3,}$/u.test(prior.value)) return;
      // "the Italian Renaissance": a word capitalised inside a sentence keeps its capital.
      const modifier = i > 1 && /^\p{Lu}\p{Ll}+$/u.test(prior.value) ? prior.value : prior.normal;
      // "Art Nouveau absinthe": the end of a two-word style is how it is drawn, not what.
      const styled = STYLE_WORDS.has(`${tokens[i - 2]?.lemma.toLowerCase() ?? ""} ${prior.lemma.toLowerCase()}`);
      if (styled || isStock(modifier) || isPerson(modifier) || isKind(category, modifier) || singular(modifier) === head) return;
      before.set(modifier, (before.get(modifier) ?? 0) + 1);
    });
  const count = (word: string) => said.get(singular(word.toLowerCase())) ?? 0;
  const [usual] = [...before.keys()].filter((word) => count(word) >= 2).sort((a, b) => count(b) - count(a));
  const own = words.length === 2 ? (words[0] ?? "") : null;
  if (!usual || (own !== null && count(own) >= count(usual))) return words;
  return [usual, words.at(-1) ?? head];
}

// How far below the common word its name may rank and still stand for it.
const NAME_MARGIN = 4;

/**
 * "500 signs" of "American Sign Language": when the best is a bare common noun and a capitalised
 * name of several words holds it, the name is what the text is about; the noun is its parts.
 */
function fullNameFirst(ranked: Candidate[]): Candidate[] {
  const [best] = ranked;
  if (!best || best.words.length !== 1 || !/^\p{Ll}/u.test(best.words[0] ?? "")) return ranked;
  const name = ranked.find(
    (other) =>
      other.words.length >= 2 &&
      other.score >= best.score - NAME_MARGIN &&
      other.words.every((word) => /^\p{Lu}/u.test(word)) &&
      other.phrase.lemmas.slice(0, -1).includes(singular(best.phrase.lemmas.at(-1) ?? "")),
  );
  return name ? [name, ...ranked.filter((other) => other !== name)] : ranked;
}

/** "flowers" before "prints" is "flower prints": one plural word that names a kind is said in the singular. */
function adjunct(named: string, best: Candidate): string {
  const lemma = best.phrase.lemmas.at(-1) ?? "";
  const plural = best.words.length === 1 && /^\p{Ll}+s$/u.test(named) && !named.endsWith("ics") && lemma !== named && named.startsWith(lemma);
  return plural ? lemma : named;
}

/** "Power BI", "Adobe XD": a capitalised word right before an acronym is part of its name, even opening a sentence. */
function beforeAcronyms(read: Analysis): string[] {
  return read.sentences.flatMap(({ tokens }) =>
    tokens
      .filter(
        (token, i) =>
          (token.pos === "NOUN" || token.pos === "PROPN") &&
          /^\p{Lu}\p{Ll}+$/u.test(token.value) &&
          /^\p{Lu}{2,4}$/u.test(tokens[i + 1]?.value ?? "") &&
          !isStock(token.value),
      )
      .map((token) => token.value),
  );
}

export function productOf(
  read: Analysis,
  category: Category,
  names: readonly string[],
  apps: readonly string[] = [],
  productName?: string | null,
): ProductReading {
  const capitals = capitalisedInside(read);
  const nameSet = new Set([...names.flatMap((name) => name.split(" ")), ...capitals.names, ...beforeAcronyms(read)]);
  const phrases = nounPhrases(read.sentences);
  if (productName?.trim()) return fromName(productName, phrases, category, nameSet);
  const ranked = fullNameFirst(candidates(read, phrases, category, nameSet, new Set(apps.flatMap((app) => app.toLowerCase().split(/\s+/)))));
  const [best] = ranked;
  const kind = kindOf(phrases, category, best);
  if (!best) return { product: kind.join(" "), subject: null, kind: kind.join(" "), sure: false };
  const sure = best.score >= SURE_SCORE || standsOut(ranked) || namedByKind(read, phrases, category) || oneLiner(read, ranked);
  const activity = (category === "course" || category === "planner") && !sure ? activityOf(read) : null;
  if (activity) {
    const subject = activityName(activity, ranked);
    return { product: `${subject} ${kind.map((word) => casing(word, false)).join(" ")}`, subject, kind: kind.join(" ").toLowerCase(), sure: true };
  }
  // A title joined by "and" keeps its capitals: "Pride and Prejudice".
  const title = best.words.includes("and") && best.words.length > 2;
  // "Organic chemistry i – …" opened a sentence, while the seller writes "Organic Chemistry I" inside one: a
  // name whose every word the seller capitalises inside a sentence keeps every capital, not just the first.
  const upper = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const wholeName = best.words.length > 1 && best.words.some((word) => nameSet.has(word)) && best.words.every((word) => capitals.anywhere.has(upper(word)));
  const named = usualModifier(best, read, category)
    .map((word) => (wholeName ? upper(word) : casing(word, nameSet.has(word) || title || capitals.anywhere.has(word))))
    .join(" ");
  // "Python for data analysis": a tool taught for a purpose is a Python course about data analysis.
  const purpose = phrases.find(
    (phrase) =>
      phrase.sentence === best.phrase.sentence &&
      phrase.start > best.phrase.start &&
      (phrase.prev === "for" || (!!phrase.verb && TEACHING.has(phrase.verb))) &&
      // Right after the product: "Python for data analysis", "this course teaches manual mode".
      phrase.start <= best.phrase.start + best.phrase.words.length + 1,
  );
  const aim =
    purpose && category === "course" && !purpose.lemmas.some(isPerson) ? subjectWords(purpose.words, purpose.lemmas, category, nameSet, new Set()) : null;
  const done = doing(best);
  const subject = aim && aim.words.length > 1 ? aim.words.map((word) => casing(word, nameSet.has(word))).join(" ") : (done ?? named);
  // The seller's own words for it when they named it whole: "personalised birth poster".
  const seller = best.kind.length > 0 ? sellersPhrase(best, nameSet) : null;
  // "18-week training log" of a marathon: the modifier the text keeps to joins the seller's name for it.
  const added = named.split(" ").length > best.words.length ? named.split(" ")[0] : null;
  const own = seller && added && !seller.toLowerCase().includes(added.toLowerCase()) ? `${added} ${seller}` : seller;
  // "Art Deco peacock print": the style the subject was cut from stays in the product's name.
  const styleAt = best.phrase.lemmas.findIndex(
    (lemma, i) => STYLE_WORDS.has(`${lemma} ${best.phrase.lemmas[i + 1] ?? ""}`) && best.phrase.words[i + 2] === best.words[0],
  );
  const style = styleAt >= 0 && !done ? `${best.phrase.words.slice(styleAt, styleAt + 2).join(" ")} ` : "";
  return {
    product: own ?? `${style}${done ?? adjunct(named, best)} ${kind.map((word) => casing(word, false)).join(" ")}`,
    subject,
    kind: kind.join(" ").toLowerCase(),
    sure,
  };
}

const QUOTE_CUT = new Set("during after before in on at for with of like to from by until".split(" "));
const QUOTE_WORDS = 5;

/** A quote's searchable words: all of a short one, else its first clause ("Please remain seated", "She believed she could"). */
function quoteName(quote: string): string {
  // "NOT TODAY": capitals that shout are the words all the same.
  const plain = /\p{Ll}/u.test(quote) ? quote : quote.toLowerCase();
  const words = plain.replace(/^[\s“”"'‘’]+|[\s“”"'‘’.!?]+$/gu, "").split(/\s+/);
  if (words.length <= QUOTE_WORDS) return words.join(" ");
  const clause = words.findIndex((word) => /[,;:—–]$/.test(word));
  if (clause >= 1 && clause < QUOTE_WORDS)
    return words
      .slice(0, clause + 1)
      .join(" ")
      .replace(/[,;:—–]$/, "");
  const cut = words.findIndex((word, i) => i >= 2 && QUOTE_CUT.has(word.toLowerCase()));
  return words.slice(0, cut >= 2 && cut <= QUOTE_WORDS ? cut : QUOTE_WORDS).join(" ");
}

/**
 * A quote print is about its words. When the quote is named in the opening sentence and the reader
 * found nothing sure, or only a word of the quote itself ("job" of "you're doing a great job"), the
 * subject is the quote and the product a quote print ("Please Remain Seated Sign", not "Performance Sign").
 */
export function quotePrint(reading: ProductReading, quote: string | undefined, sentences: readonly string[], category: Category): ProductReading {
  const opening = (sentences[0] ?? "").toLowerCase();
  if (category !== "wallart" || !quote || !opening.includes(quote.toLowerCase())) return reading;
  const outside = sentences.join(" ").toLowerCase().split(quote.toLowerCase()).join(" ");
  const subjectWords = (reading.subject ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const onlyQuoted = subjectWords.length > 0 && subjectWords.every((word) => !new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u").test(outside));
  // A print that opens on its words ("NOT TODAY typography print, bold red letters") is about them,
  // unless the reader found a name ("'I declare …' — the line from Pride and Prejudice").
  const opensOnQuote = opening.replace(/^[^\p{L}]+/u, "").startsWith(quote.toLowerCase().replace(/^[^\p{L}]+/u, ""));
  const named = /^\p{Lu}/u.test(reading.subject ?? "") && (reading.subject ?? "") !== (reading.subject ?? "").toUpperCase();
  // "But first, coffee ☕ kitchen print": a subject the quote itself names ("coffee") agrees with it and stays.
  const inQuote = subjectWords.length > 0 && subjectWords.every((word) => quote.toLowerCase().includes(word));
  if (reading.sure && !onlyQuoted && !(opensOnQuote && !named && !inQuote)) return reading;
  // "funny bathroom sign": the room the seller names it by stays in its name.
  const room = ROOMS.find((word) => new RegExp(`\\b${word} ${reading.kind}\\b`).test(opening));
  const kind = room ? `${room} ${reading.kind}` : reading.kind === "sign" ? "sign" : `quote ${reading.kind.replace(/^quote /, "")}`;
  return { product: kind, subject: quoteName(quote), kind: reading.kind, sure: true };
}
