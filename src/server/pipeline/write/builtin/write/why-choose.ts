import { asSentence, capitalise, joinList, pick } from "../../../text/polish";
import { PERSON_HEADS } from "../../../read/facts/lexicon";
import type { Source } from "../types";
import { topicName } from "./course-modules";
import { isDelivered } from "./facts-lines";
import {
  a,
  courseTotal,
  isPlural,
  offeredParts,
  onePart,
  outlineUnit,
  printsSubject,
  productLine,
  sellerSentences,
  shownParts,
  spoken,
  theNoun,
} from "./wording";

const NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const STYLES = ["watercolor", "watercolour", "minimalist", "boho", "vintage", "abstract", "line art", "retro", "mid-century", "scandinavian", "neutral"];
const lower = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** The seller's module list as a route: first and last topic. */
function route(s: Source): string | null {
  const f = s.facts;
  // Module names only: "recording", not "recording: mic placement, gain staging and …".
  const [first, last] = [f.outline[0], f.outline.at(-1)].map((topic) => (topic ? topicName(topic) : undefined));
  if (!first || !last || f.outline.length < 2) return null;
  const n = NUMBERS[f.outline.length] ?? String(f.outline.length);
  return pick(
    [
      `It goes from ${lower(first)} to ${lower(last)} ${outlineUnit(s) === "modules" ? "in" : "across"} ${n} ${outlineUnit(s)}`,
      `${capitalise(n)} ${outlineUnit(s)}, ${lower(first)} through ${lower(last)}`,
      `It starts with ${lower(first)} and ends with ${lower(last)}`,
      // "It opens with …" never has to agree with a list ("travel, the clocks changing & starting nursery closes it").
      `It opens with ${lower(first)} and closes with ${lower(last)}`,
      outlineUnit(s) === "modules"
        ? `From ${lower(first)} to ${lower(last)}, one module at a time`
        : `From ${lower(first)} to ${lower(last)}, one topic at a time`,
    ],
    s.seed,
  );
}

/** "retro mid-century" from the seller's "Retro mid-century style.": only words that name a style. */
function sellerStyle(s: Source): string | null {
  for (const sentence of s.sentences) {
    const words = /^((?:[\p{L}-]+\s){0,2}[\p{L}-]+)\s+style\b/iu.exec(sentence)?.[1]?.toLowerCase().split(/\s+/);
    if (words?.every((word) => STYLES.includes(word))) return words.join(" ");
  }
  return null;
}

/** What makes this product itself: its quote, scene, promise, outline, parts or subject, in that order. */
function core(s: Source, scene: string | null): string | null {
  const f = s.facts;
  const text = s.sentences.join(" ");
  const parts = offeredParts(s).slice(0, 3).map(lower);
  if (f.quotes[0]) return pick([`The ${s.product} carries “${f.quotes[0]}”`, `The words “${f.quotes[0]}” are the heart of the ${s.head}`], s.seed);
  if (scene) {
    const style = sellerStyle(s);
    // "This Kyoto poster shows Fushimi Inari gates at sunset": the place, when the scene leaves it out.
    const [place] = s.places;
    const which = place && !scene.toLowerCase().includes(place.toLowerCase()) ? `This ${place} ${s.head}` : `The ${s.head}`;
    return `${scene.startsWith("in ") ? `${which} comes ${scene}` : `${which} ${s.plural ? "show" : "shows"} ${scene}`}${style ? `, in a ${style} style` : ""}`;
  }
  // What the buyer comes away with sells the course better than the order of its modules.
  if (f.category === "course")
    return s.promise
      ? pick(
          [
            `It is built to help you ${lower(s.promise)}`,
            `Every lesson is there to help you ${lower(s.promise)}`,
            `One goal runs through it: to ${lower(s.promise)}`,
            `All of it works toward one thing: to ${lower(s.promise)}`,
          ],
          s.seed,
        )
      : (route(s) ??
          (f.subject
            ? pick(
                [
                  `It keeps to one subject: ${f.subject}`,
                  `All of it is about ${f.subject}`,
                  `Every lesson stays on ${f.subject}`,
                  `${capitalise(f.subject)} ${isPlural(f.subject) ? "are" : "is"} the whole of it`,
                ],
                s.seed,
              )
            : null));
  // A printing guide or a video comes with a print; it is not what the print shows.
  const shown = shownParts(s).slice(0, 3).map(lower);
  if (f.category === "wallart" && shown.length >= 2) return `${s.plural ? "The set shows" : "It shows"} ${joinList(shown)}`;
  if (parts.length >= 2 && f.category !== "wallart") {
    // "A brain dump page, top 3 priorities and time blocking", as the parts read in a sentence.
    const list = joinList(parts.map(onePart));
    return pick(
      [
        // "one stickers" is no English: several things come together in one set.
        `${capitalise(list)}, together in one ${s.plural ? "set" : s.head}`,
        `${s.plural ? "One set holds" : `One ${s.head} holds`} ${list}`,
        `It puts ${list} side by side`,
        `${capitalise(list)} share ${s.plural ? "the same" : "one"} ${s.head}`,
        `Inside: ${list}`,
      ],
      s.seed,
    );
  }
  if (!f.subject || PERSON_HEADS.has(f.subject.toLowerCase()) || printsSubject(s)) return null;
  if (f.category === "wallart") {
    const subject = theNoun(s.topic, s);
    // "A watercolour take on watercolour cactus" says the style twice.
    const style = STYLES.find((word) => new RegExp(`\\b${word}\\b`, "i").test(text) && !new RegExp(`\\b${word}\\b`, "i").test(subject));
    return style
      ? `${capitalise(a(style))} take on ${subject}`
      : pick(
          s.plural
            ? [`These ${s.head} are all about ${subject}`, `${capitalise(subject)} ${isPlural(subject) ? "fill" : "fills"} every one of these ${s.head}`]
            : [`This ${s.head} is all about ${subject}`, `${capitalise(subject)} ${isPlural(subject) ? "fill" : "fills"} the whole ${s.head}`],
          s.seed,
        );
  }
  // Not the subject again ("Every page is there for your blood sugar", "… your billable"): what one
  // product instead of loose notes gives, said of the product, which reads right whatever the subject.
  const one = s.plural ? "set" : s.head;
  return pick([`Everything sits in one ${one}`, `One ${one} instead of loose notes`], s.seed);
}

/** The figures a buyer compares: sizes, counts, hours, apps. Only what the seller wrote. */
function figures(s: Source): string | null {
  const f = s.facts;
  const apps = f.apps.filter((app) => !["iPad", "Apple Pencil"].includes(app) && !s.product.toLowerCase().includes(app.toLowerCase())).slice(0, 2);
  const sizes = f.sizes.filter((size) => !size.includes(":"));
  // A count already inside a listed part ("reading challenge (52 books)") or the module count says nothing new.
  // Outside a course, only what the download holds is "included" ("14 rooms" is what it covers).
  const counts = f.counts
    .filter((count) => !f.included.some((item) => item.includes(count)) && !(f.outline.length > 0 && /module/.test(count)))
    .filter((count) => f.category === "course" || isDelivered(count))
    .slice(0, 1);
  // A course's figures come from its whole length only, never from one lesson's.
  const lengths = f.category === "course" ? [courseTotal(s)?.replace(/^about /, "") ?? ""] : f.durations;
  const span = lengths.map((d) => /^(\d+)[ -](week|month|day)/.exec(d)).find(Boolean);
  const hours = lengths.map((d) => /^(\d+)[ -]hours?( of video)?/.exec(d)).find(Boolean);
  if (f.category === "course") {
    const lessons = counts.find((count) => /lesson|video|session|class/.test(count));
    const amount = lessons ?? (hours ? `${spoken(`${hours[1]}-hour`)}${hours[2] ?? ""}` : null);
    const over = span ? `${span[1]} ${span[2]}${span[1] === "1" ? "" : "s"}` : null;
    if (amount && over) return pick([`You get ${amount} over ${over}`, `That is ${amount}, spread over ${over}`], s.seed, 1);
    if (amount) return pick([`In all: ${amount}`, `It runs to ${amount}`], s.seed, 1);
    if (over) return pick([`It runs over ${over}`, `Plan on ${over} from start to finish`, `Give it ${over}`, `Set aside ${over} for it`], s.seed, 1);
    return null;
  }
  const isSet = (count: string) => /^(?:set|pack|bundle) of/.test(count);
  // A bare span ("12 weeks"), not a length with its own noun ("18-week training of planning").
  const planned = f.durations.find((d) => /^\d+[ -](?:week|month|day)s?$/.test(d));
  const parts = [
    ...counts.map((count) => (isSet(count) ? `a ${count}${sizes.length > 0 ? `, in ${joinList(sizes)}` : ""}` : count)),
    // "Included: 12 months" says nothing of what fills them.
    f.category === "planner" && planned ? `${spoken(planned)} of planning` : null,
    f.category === "planner" && f.years[0] ? `pages dated for ${f.years[0]}` : null,
  ].filter((part): part is string => Boolean(part));
  // Two apps get a sentence of their own: in the list, "12 months and GoodNotes and Notability support" ran together.
  // An app alone is where the product opens, not a part of it ("It comes as a file for Notion").
  const appsLine = (apps.length > 1 && parts.length > 0) || (apps.length > 0 && parts.length === 0) ? `It opens in ${joinList(apps)}` : null;
  if (apps.length > 0 && !appsLine)
    parts.push(pick([`a file for ${joinList(apps)}`, `${joinList(apps)} support`, `${a(joinList(apps, "or"))} version`], s.seed, 3));
  // A size is not something the buyer gets ("Included: 8.5x11 page size"): it gets its own clause.
  const size = sizes.length > 0 && !counts.some(isSet) ? sizeClause(s, sizes) : null;
  if (parts.length === 0) return [appsLine, size].filter(Boolean).join(". ") || null;
  const list = joinList(parts.slice(0, 3));
  const got = list.startsWith("a ")
    ? pick([`Each order is ${list}`, `You get ${list}`, `It comes as ${list}`], s.seed, 2)
    : pick([`You get ${list}`, `In one purchase: ${list}`, `Included: ${list}`, `It comes with ${list}`], s.seed, 2);
  return [got, appsLine, size].filter(Boolean).join(". ");
}

/** Where the size goes: on the wall for art, on the page for planners. */
function sizeClause(s: Source, sizes: string[]): string {
  // A print is made at one of the sizes: "at A3 or A4", not "at A3 and A4".
  if (s.facts.category === "wallart") {
    const either = joinList(sizes, "or");
    return pick([`It prints at ${either}`, `Sized to print at ${either}`, `Print it at ${either}`], s.seed, 5);
  }
  const list = joinList(sizes);
  return sizes.length > 1
    ? pick([`The pages come in ${list}`, `Pages in ${list}`], s.seed, 5)
    : pick([`Every page is ${list}`, `The pages are ${list}`], s.seed, 5);
}

/** Why this one: written from the product's own facts, in a frame picked by the description's hash. */
export function writeWhyChooseUs(s: Source, scene: string | null): string {
  const f = s.facts;
  // "It has anxious minds in mind" says "mind" twice.
  const inMind = f.audience[0] && !/\bminds?\b/i.test(f.audience[0]) ? `It has ${f.audience[0]} in mind` : `Made for ${f.audience[0] ?? ""}`;
  const who = f.audience[0] ? pick([`Set up for ${f.audience[0]}`, inMind, `Aimed at ${f.audience[0]}`], s.seed, 1) : null;
  const lines = [core(s, scene), figures(s), who].filter((line): line is string => Boolean(line));
  if (lines.length > 0) return lines.map(asSentence).join(" ");
  // With no fact to build on, the seller's own clean sentences say why, else what the facts say of the product.
  const own = sellerSentences(s).slice(0, 2);
  return own.length > 0 ? own.join(" ") : asSentence(productLine(s));
}
