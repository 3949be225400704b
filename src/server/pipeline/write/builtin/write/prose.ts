import { avoidPattern, CTA_STYLES } from "../../../../../core/voice";
import { CONTENTS_FRAMES, CTA_FRAMES, CTA_STEPS, fill, voicedFrame } from "./voice-frames";
import { asSentence, capitalise, joinList, lowerFirst } from "../../../text/polish";
import { COLOURS } from "../../../read/facts/lexicon";
import type { Source } from "../types";
import { isTraining } from "./course";
import { topicName } from "./course-modules";
import { factLines, isDelivered } from "./facts-lines";
import { firstStep, howToUse } from "./delivery";
import {
  aboutSubject,
  countsCourseUnits,
  insideParts,
  offeredParts,
  withPrintedWords,
  isCourseTotal,
  isScheduled,
  leansOnBefore,
  recordedFields,
  shownParts,
  midSentence,
  onePart,
  outlineUnit,
  purposes,
  sellerSentences,
  someProduct,
} from "./wording";

const lowerStart = (text: string) => lowerFirst(text, (word) => /^\p{Lu}{2,}|^[a-z]+[A-Z]/u.test(word) || /^(?:I|Excel|Notion)$/.test(word));
const inSentence = (part: string, s: Source) => onePart(midSentence(part, s));
/** The course's promise as it reads after "to help you": "go from starter to your first loaf". */
const promised = (s: Source) => (s.promise ? `${s.promise.charAt(0).toLowerCase()}${s.promise.slice(1)}` : "");
/** " for <audience>", less any audience the sentence already names ("large print for seniors"). */
const forWhom = (s: Source, said = "") => {
  const who = s.facts.audience.filter((audience) => !said.toLowerCase().includes(audience.toLowerCase()));
  return who.length > 0 ? ` for ${joinList(who.slice(0, 2))}` : "";
};

/** "the yellow tram 28 climbing through Alfama" after "Lisbon tram watercolor print," in the seller's first line. */
export function sellerScene(s: Source): string | null {
  const first = s.sentences[0] ?? "";
  const rest = first.toLowerCase().startsWith(s.product.toLowerCase()) ? first.slice(s.product.length).replace(/^\s*[,–—-]?\s*/, "") : "";
  if (/^(?:the|a|an)\s/i.test(rest) && rest.split(/\s+/).length <= 16) return `showing ${rest.replace(/[.!?]+$/, "")}`;
  // "Personalised birth poster with baby's name, date, time, weight and length": what it shows, when no listed part says so.
  if (/^with\s/i.test(rest) && s.facts.included.length === 0 && rest.split(/\s+/).length <= 16)
    return `showing ${rest.replace(/^with\s+/i, "").replace(/[.!?]+$/, "")}`;
  // "Vintage travel poster of Kyoto, Japan - Fushimi Inari gates at sunset": the place, then the scene.
  const after = /^of\s[^–—-]+?\s[–—-]\s+(.+?)[.!?]*$/.exec(rest)?.[1];
  if (after && /^\p{L}/u.test(after) && !/\d/.test(after) && after.split(/\s+/).length <= 12) return `showing ${after}`;
  // "Abstract shapes wall art - terracotta and sage": the colours the seller named.
  const colours = rest.replace(/[.!?]+$/, "");
  return colours && colours.split(/\s*(?:,|\band\b|&)\s*/).every((word) => COLOURS.has(word.toLowerCase())) ? `in ${colours}` : null;
}

/**
 * " of Kyoto": the place or work wall art shows, when its product name leaves it out ("A vintage
 * travel poster."), and so does the scene, if any ("showing Fushimi Inari gates at sunset").
 */
function ofPlace(s: Source, scene: string | null = null): string {
  const [place] = s.places;
  const named = (text: string) => text.toLowerCase().includes(place?.toLowerCase() ?? "");
  return s.facts.category === "wallart" && place && !named(s.product) && !(scene && named(scene)) ? ` of ${place}` : "";
}

function opening(s: Source): string {
  const f = s.facts;
  const about = aboutSubject(s);
  const quote = f.quotes[0] ? ` with the words “${f.quotes[0]}”` : "";
  const scene = f.category === "wallart" ? sellerScene(s) : null;
  const level = isTraining(s)
    ? `, for ${f.subject ?? s.topic} practitioners who want to teach`
    : f.level === "intermediate" || f.level === "advanced"
      ? `, for people who already know the basics of ${f.subject ?? s.topic}`
      : "";
  const promise = f.category === "course" && s.promise ? `, built to help you ${promised(s)}` : "";
  const of = !about ? ofPlace(s, scene) : "";
  return asSentence(`${capitalise(someProduct(s))}${of}${about}${quote}${scene ? `${of ? "," : ""} ${scene}` : ""}${forWhom(s)}${level}${promise}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Or a notice or a denial ("Please note …", "not a beginner course"), which the listing words its own way.
const LEANING = /^(?:please|note|no|not)\b|\bguaranteed\b|\b(?:not|never)\b|n't\b/i;
// How it is delivered, sized or bought: the lines below say that in the listing's own words.
const DELIVERY_WORDS =
  /\b(?:download|instant|files?|pdf|jpe?g|png|svg|zip|print(?:ed|ing)?\s+(?:at|it|them)|sizes?|frames?|ship|shipping|posted|refunds?|licen[cs]e|etsy|\d+\s*x\s*\d+|[A-B]\d)\b/i;
const MAX_DESCRIBING_WORDS = 28;

/**
 * The seller's own sentence that says what the product is or does, to follow the opening: a
 * statement that names the subject or the product's head, with a verb, not the story and not the
 * delivery ("Each lesson groups similar-sounding species and teaches memorable patterns so they stick").
 */
function describing(s: Source, written: string, quoted?: string): string | null {
  const named = new Set(
    `${s.facts.subject ?? ""} ${s.head}`
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .filter((word) => word.length > 2),
  );
  const opening = s.sentences[0] ?? "";
  const said = new Set(written.toLowerCase().split(/[^\p{L}\d]+/u));
  return (
    sellerSentences(s).find((sentence) => {
      const words = sentence
        .toLowerCase()
        .split(/[^\p{L}\d'-]+/u)
        .filter(Boolean);
      return (
        words.length <= MAX_DESCRIBING_WORDS &&
        !(quoted && sentence.toLowerCase().includes(quoted.toLowerCase())) &&
        // A sentence that leans on the one before ("That turned into…", "Most of them…") or is a notice.
        /^\p{L}/u.test(sentence) &&
        !leansOnBefore(sentence) &&
        !LEANING.test(sentence) &&
        // "Drum rudiments bootcamp: 40 rudiments, 30 days" is the seller's heading, said by the title and facts.
        !sentence.toLowerCase().startsWith(s.product.toLowerCase()) &&
        // "Fly tying for beginners - 15 essential trout flies": the subject as a heading, which the title says.
        !(s.facts.subject && new RegExp(`^${escapeRegExp(s.facts.subject)}\\s+(?:for\\b|[-–—:])`, "i").test(sentence)) &&
        // A line of the seller's list is a part ("Introduction: what is shadow work …"), said with the parts.
        !s.listLines.some((line) =>
          sentence
            .toLowerCase()
            .replace(/[^\p{L}\d]+/gu, " ")
            .startsWith(
              line
                .toLowerCase()
                .replace(/[^\p{L}\d]+/gu, " ")
                .trim(),
            ),
        ) &&
        // Not a sentence the listing already says (the course's promise, what it lets you do).
        words.filter((word) => said.has(word)).length < words.length * 0.6 &&
        words.some((word) => named.has(word) || named.has(word.replace(/s$/, ""))) &&
        words.some((word) => s.verbs.has(word) || /^(?:is|are|has|have|covers|includes|shows|teaches)$/.test(word)) &&
        !DELIVERY_WORDS.test(sentence) &&
        // The opening sentence of a wall-art listing is often its title line, already the title.
        !(sentence === capitalise(opening) && /^[^.!]*$/.test(opening.replace(/[.!]$/, "")) && words.length < 8)
      );
    }) ?? null
  );
}

/** One sentence per group of facts, in the writer's own words, and the seller's own line on what it is. */
export function writeLongDescription(s: Source): string {
  const f = s.facts;
  const open = opening(s);
  // "Use it to …" and the promise are written below and above; the seller's line must add to them.
  // The opening names the quote; the seller's line must not say it again.
  const quote = f.quotes[0];
  const own = describing(s, `${open} ${s.promise ?? ""} ${purposes(s).join(" ")}`, quote && open.includes(quote) ? quote : undefined);
  const first = [open, ...(own ? [asSentence(own)] : [])];
  // "show employers" is too thin to stand as what the product is for.
  const actions = purposes(s).filter(
    (action) =>
      action.toLowerCase() !== s.promise?.toLowerCase() &&
      action.split(/\s+/).length >= 3 &&
      !/^(?:change|edit)\b/i.test(action) &&
      // The seller's own line already says it: "Track every school: deadlines, …".
      !own?.toLowerCase().includes(action.toLowerCase()),
  );
  if (actions.length > 0) first.push(asSentence(`Use it to ${joinList(actions.slice(0, 2).map(lowerStart))}`));
  const inside: string[] = [];
  // "There are vocabulary pages, grammar pattern notes, …": the seller's own line already lists what is inside.
  const listedByOwn = (part: string) => !!own && own.toLowerCase().includes(part.toLowerCase());
  if (insideParts(s).length > 0 && insideParts(s).filter(listedByOwn).length * 2 < insideParts(s).length)
    inside.push(
      asSentence(
        `Inside you will find ${joinList(
          insideParts(s)
            .slice(0, 8)
            .map((part) => inSentence(part, s)),
        )}`,
      ),
    );
  // "digger, dump truck and crane": what a print shows is on it, not inside it.
  const shown = shownParts(s);
  if (shown.length > 0)
    inside.unshift(asSentence(`${s.plural ? "The set shows" : "It shows"} ${joinList(withPrintedWords(shown.slice(0, 8), s, (part) => inSentence(part, s)))}`));
  // "start and end time, pain level, location, aura": what each page records, not what is inside.
  const fields = recordedFields(s);
  if (fields.length > 0) inside.push(asSentence(`Each entry records ${joinList(fields.slice(0, 8).map((field) => midSentence(field, s)))}`));
  if (f.outline.length > 0)
    inside.push(
      asSentence(
        `The course ${outlineUnit(s) === "modules" ? "follows" : "covers"} ${f.outline.length} ${outlineUnit(s)} in this order: ${joinList(f.outline.map((topic) => lowerStart(topicName(topic))))}`,
      ),
    );
  // "Features the words …" is for the features; the opening already quoted them.
  const details = factLines(s)
    .filter((line) => !(quote && open.includes(quote) && line.includes(quote)))
    .map(asSentence);
  const use = howToUse(s);
  // The opening already names the first two audiences; a third gets its own closing line.
  const closing = f.audience.length > 2 ? asSentence(`It also suits ${f.audience[2]}`) : null;
  const facts = details.filter((line) => !use || !line.startsWith(use.slice(0, 20))).join(" ");
  // A regeneration puts the same paragraphs in another order and opens the contents another way.
  const shape = s.variant % 3;
  const contents = inside.join(" ").replace(/^Inside you will find /, `${voicedFrame(CONTENTS_FRAMES[s.voice.tone].prose, shape, s.voice)} `);
  const middle = shape === 2 ? [facts, contents] : [contents, facts];
  return [first.join(" "), ...middle, use ? asSentence(use) : "", closing ?? ""].filter(Boolean).join("\n\n");
}

/** "8 week program" → "8 weeks", "21-day" → "21 days", "4.5 hours" as it is. */
export function plainLength(duration: string): string {
  const match = /^(\d+(?:\.\d+)?)[ -](minute|hour|day|week|month)s?\b/.exec(duration);
  if (!match) return duration;
  const [, n = "", unit = ""] = match;
  return `${n} ${unit}${n === "1" ? "" : "s"}`;
}

const SHORT_COUNTS = 2;

/**
 * What a product with no listed parts holds, in one clause: a log's fields ("to record catches, bait
 * and tide"), else the seller's counts of what it comes with ("with 4 chords and 12 well-loved songs",
 * "with 300 deep prompts"), so a short description says more than "A ukulele class.".
 */
function holds(s: Source): string {
  // "systems assessment (neuron, cardiac, …)": a field with its own list is too long for one line.
  const fields = recordedFields(s).filter((field) => !/[()]/.test(field) && field.split(/\s+/).length <= SHORT_PART_WORDS);
  if (fields.length >= 2) return ` to record ${joinList(fields.slice(0, 3).map((field) => midSentence(field, s)))}`;
  // A print's counts are said by its name and sizes ("set of 3"); a quote print holds its words.
  const [quote] = s.facts.quotes;
  if (s.facts.category === "wallart")
    return quote && !s.product.toLowerCase().includes(quote.toLowerCase()) && quote.split(/\s+/).length <= SHORT_QUOTE_WORDS
      ? ` with the words “${quote}”`
      : "";
  const counts = s.facts.counts.filter(
    (count) => !s.facts.included.some((item) => item.includes(count)) && (s.facts.category === "course" || isDelivered(count)),
  );
  // A course holds its lessons, videos and songs; "2 angles" or "100 swings" it films or aims at, so
  // without a unit only its first count is said.
  const units = counts.filter(countsCourseUnits);
  const said = s.facts.category !== "course" ? counts.slice(0, SHORT_COUNTS) : units.length > 0 ? units.slice(0, SHORT_COUNTS) : counts.slice(0, 1);
  return said.length > 0 ? ` with ${joinList(said)}` : "";
}
const SHORT_PART_WORDS = 4;
const SHORT_QUOTE_WORDS = 12;

export function writeShortDescription(s: Source): string {
  const f = s.facts;
  const parts = withPrintedWords(
    offeredParts(s)
      .filter((item) => item.split(/\s+/).length <= SHORT_PART_WORDS)
      .slice(0, 3),
    s,
    (part) => inSentence(part, s),
  );
  // A course lasts its whole length. Lengths are said plainly: "(8 weeks)", never "(8 week program)" or
  // "(18-week training)". A planner's minutes stay: the listing check wants every length the reader found.
  const lengths = (f.category === "course" ? f.durations.filter((duration) => isCourseTotal(duration, s)) : f.durations).map(plainLength);
  // A course's sizes are its files' ("an A0 copyshop file", "a 4x8 coop"), not the product's.
  // A ratio ("4:5 ratio") is a proportion, not a size to print at.
  const sizes = f.category === "course" ? [] : f.sizes.filter((size) => !size.includes(":")).slice(0, 3);
  const facts = [...sizes, ...new Set(lengths.slice(0, 2)), ...f.years.slice(0, 1)];
  // A course with no listed parts says what it is for: "A sourdough baking class to help you go from starter to …".
  const withParts = parts.length > 0 ? ` with ${joinList(parts)}` : f.category === "course" && s.promise ? ` to help you ${promised(s)}` : holds(s);
  const tail = facts.length > 0 ? ` (${facts.join(", ")})` : "";
  const shape = s.variant % 3;
  const of = ofPlace(s);
  const product = `${someProduct(s)}${of}`;
  const who = forWhom(s, `${product} ${withParts}`);
  if (shape === 1 && parts.length > 1) return asSentence(`${capitalise(joinList(parts))} in one ${s.product}${of}${who}${tail}`);
  if (shape === 2 && f.sizes.length > 0)
    return asSentence(`${capitalise(product)} in ${joinList(f.sizes.slice(0, 3))}${withParts ? `,${withParts}` : ""}${who}`);
  if (shape !== 0) return asSentence(`Here is ${product}${withParts}${who}${tail}`);
  return asSentence(`${capitalise(product)}${withParts}${who}${tail}`);
}

const CTA_TOPIC_WORDS = 6;

export function writeCta(s: Source): string {
  const f = s.facts;
  const step = firstStep(s);
  const next: Record<Source["facts"]["category"], string> = {
    // Without an outline, the first lesson: "start with statistics" only repeats the product.
    // A long first topic ("what an index fund actually is and why it beats …") buries the action: the first lesson instead.
    course: `Enrol in the ${s.product} and start ${f.outline[0] && topicName(f.outline[0]).split(/\s+/).length <= CTA_TOPIC_WORDS ? `with ${lowerStart(topicName(f.outline[0]))}` : "the first lesson"} today`,
    planner: step ? `Get the ${s.product} and ${step} today` : `Download the ${s.product} and fill in your first page today`,
    wallart:
      f.delivery === "edit-then-print"
        ? `Download the ${s.product}, make it yours and print it`
        : `Download the ${s.product} and print ${s.plural ? "them" : "it"} at the size that fits your wall`,
    others: step ? `Get the ${s.product} and ${step} today` : `Download the ${s.product} and put it to work today`,
  };
  // The voice's style and tone first; a step or frame with a word the voice avoids gives way to the next.
  const avoided = avoidPattern(s.voice.avoid);
  const free = (text: string) => !avoided || !(text.match(avoided) ?? []).length;
  const steps = [s.voice.cta, ...CTA_STYLES].map((style) =>
    style === "writer" ? next[f.category] : fill(CTA_STEPS[style][f.category], { product: s.product, topic: s.topic }),
  );
  const action = steps.find(free) ?? steps[0] ?? next[f.category];
  // A course with live sessions is not taken "at your own pace".
  const frames = CTA_FRAMES[s.voice.tone].filter((frame) => !(isScheduled(s) && /own pace/i.test(frame)));
  const rest = lowerStart(action.replace(/ today$/, ""));
  const lines = frames.map((_, i) => fill(frames[(s.variant + i) % frames.length] ?? "{action}", { action, rest }));
  return asSentence(voicedFrame(lines, 0, s.voice) || action);
}
