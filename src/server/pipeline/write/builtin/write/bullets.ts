import { capitalise, joinList, pick } from "../../../text/polish";
import { uniqueBullets } from "../check/dedupe";
import { KINDS, PERSON_HEADS, ROOMS, STYLES, isPersonHead } from "../../../read/facts/lexicon";
import { singular, wordFamily } from "../../../../../core/listing/text";
import type { Source } from "../types";
import { isTraining } from "./course";
import { topicName } from "./course-modules";
import { factLines } from "./facts-lines";
import { sellerScene } from "./prose";
import { deliveryBenefit, howToUse } from "./delivery";
import { CONTENTS_FRAMES, voicedFrame } from "./voice-frames";
import {
  a,
  isPlural,
  courseTotal,
  heldParts,
  offeredParts,
  isPrintedWords,
  withPrintedWords,
  recordedFields,
  midSentence,
  outlineUnit,
  wantFor,
  someProduct,
  isBare,
  printsSubject,
  shownParts,
  firstAction,
  onePart,
  productLine,
  purposes,
  sellerSentences,
  theNoun,
} from "./wording";

const MAX_FEATURES = 9;
const CONTENT_LINE = /\b(?:includes?|inside|you get|comes with)\b/i;

const roomsOf = (s: Source) => ROOMS.filter((room) => new RegExp(`\\b${room}s?\\b`, "i").test(s.sentences.join(" ")));

/** The seller's own list lines and verb phrases, then the fact lines: every feature is about this product. */
export function writeFeatures(s: Source): string[] {
  const f = s.facts;
  const facts = factLines(s);
  const leads = CONTENTS_FRAMES[s.voice.tone].bullet;
  // A print's listed words are said once, quoted, in the line of what it holds: not each a feature of its own.
  const phrases = offeredParts(s).some((part) => isPrintedWords(part, s));
  // What a print shows ("Bordeaux, Burgundy, the Loire") is on it, not included with it.
  const shown = phrases ? [] : shownParts(s);
  const held = offeredParts(s).filter((part) => !shown.includes(part));
  // Beside what it shows, even one extra a print comes with ("a US version with American cut names") is worth its line.
  const included =
    held.length >= (shown.length >= 2 ? 1 : 2)
      ? [`${voicedFrame(leads, s.seed % leads.length, s.voice)} ${joinList(withPrintedWords(held.slice(0, 6), s, (part) => onePart(midSentence(part, s))))}`]
      : [];
  const shows = shown.length >= 2 ? [`Shows ${joinList(shown.slice(0, 6).map((part) => midSentence(part, s)))}`] : [];
  const fields = recordedFields(s);
  const records = fields.length > 0 ? [`Space to record ${joinList(fields.slice(0, 6).map((field) => midSentence(field, s)))}`] : [];
  const own = [
    ...s.listLines.filter((line) => line.split(/\s+/).length >= 3 && !CONTENT_LINE.test(line) && !(phrases && isPrintedWords(line, s))),
    ...s.actions.map(capitalise),
  ];
  const outline =
    f.outline.length >= 2
      ? [
          `${f.outline.length} ${outlineUnit(s)} in order, from ${midSentence(topicName(f.outline[0] ?? ""), s)} to ${midSentence(topicName(f.outline.at(-1) ?? ""), s)}`,
        ]
      : [];
  const promise = s.promise ? [s.promise] : [];
  // "6 piping tips and 10 borders in the course" beside the seller's "6 piping tips, 10 borders and rosettes" says it twice.
  const earlier = [...promise, ...shows, ...included, ...records, ...outline, ...own.slice(0, 5)].join(" ").toLowerCase();
  const counted = (line: string) =>
    f.counts.some((count) => line.includes(count)) && f.counts.filter((count) => line.includes(count)).every((count) => earlier.includes(count.toLowerCase()));
  const found = uniqueBullets(
    [...promise, ...shows, ...included, ...records, ...outline, ...own.slice(0, 5), ...facts.filter((line) => !counted(line))],
    MAX_FEATURES,
  );
  // The schema needs one feature: with no facts found, the seller's own first clean sentence, else what the facts say of the product.
  return found.length > 0 ? found : uniqueBullets([...sellerSentences(s), productLine(s)], 1);
}

/** "safari nursery" is a safari theme for a nursery, not a thing to hang. */
function roomTheme(s: Source): string | null {
  const match = new RegExp(`^(.+) (${ROOMS.join("|")})$`, "i").exec(s.topic);
  return match ? `Brings ${a(`${match[1]} theme`)} to your ${match[2]}` : null;
}

type Line = (s: Source) => string | null | false | undefined;
const subject = (s: Source) => s.facts.subject;
/**
 * What a print's buyer could love: the place it shows ("Prague", not "Marrakech travel") or the things
 * it shows, a plain countable word in the plural ("frogs", not "the frog"). Never the print itself
 * ("the mushroom identification chart"), a style ("vintage circus"), a person ("the butcher") or a
 * subject the reader was unsure of: null, and the line is not written.
 */
const lovedThing = (s: Source): string | null => {
  const [place] = s.places;
  // "Victorian", "Italian": a name of a people or an age describes; it is not a place to love.
  if (place && s.topic.toLowerCase().startsWith(place.toLowerCase())) return /(?:ian|ean|ese|ish)$/.test(place) ? null : theNoun(place, s);
  const words = s.topic.split(/\s+/);
  const [last = ""] = words.slice(-1);
  const styled = STYLES.some((style) => ` ${s.topic.toLowerCase()} `.includes(` ${style} `));
  // "Victorian", "grey heron": a name that is no place, or a thing with its modifier, reads oddly as what someone loves.
  const plain = words.every((word) => /^\p{Ll}/u.test(word)) && (words.length === 1 || isPlural(last));
  const person = words.some((word) => isPersonHead(word.toLowerCase()) || /(?:er|or|ist|man)$/.test(word));
  if (s.facts.subjectSure === false || styled || !plain || person || words.some((word) => PRINT_KINDS.has(singular(word.toLowerCase())))) return null;
  return isPlural(last) || isBare(last) ? s.topic : pluralNoun(last);
};
const PRINT_KINDS = new Set<string>(KINDS.wallart);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\d\s']/gu, "")
    .trim();
/**
 * Words someone could need to hear: the words the print is about ("NOT TODAY", not the label
 * "Octopus vulgaris" of an octopus), or a saying of three words or more
 * in running text ("She believed she could, so she did"). A poster's heading ("The Velvet Owl — Hot
 * Jazz Every Friday") or a label ("Octopus vulgaris") is not said to anyone.
 */
const isSaying = (quote: string, s: Source) =>
  (printsSubject(s) && wordsOf(quote) === wordsOf(s.facts.subject ?? "")) ||
  (quote.split(/\s+/).length >= 3 && !/\s[—–-]\s/.test(quote) && quote.split(/\s+/).some((word) => /^\p{Ll}/u.test(word)));
const pluralNoun = (word: string) => (/(?:s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);

/** The subject as it stands before another noun: "plant notes", not "plants notes". */
// "teacher" as a planner's subject is who uses it, not what it keeps: no "everything for your teacher".
const thingSubject = (s: Source) => (s.facts.subject && !PERSON_HEADS.has(s.facts.subject.toLowerCase()) ? asModifier(s.facts.subject) : null);
const asModifier = (subject: string) => (/^\p{Ll}+[^su]s$/u.test(subject) && !subject.endsWith("ics") ? singular(subject) : subject);

// Each line needs a fact of this product (subject, parts, audience, names, sizes) to be written at
// all, so no stock sentence is shared by unrelated products.
const BENEFITS: Record<Source["facts"]["category"], readonly Line[]> = {
  course: [
    (s) =>
      s.facts.level === "beginner" &&
      subject(s) &&
      pick(
        [`Starts from the very first step of ${subject(s)}`, `Assumes no earlier ${subject(s)} experience`, `Begins with the basics of ${subject(s)}`],
        s.seed,
        7,
      ),
    (s) => (s.facts.level === "intermediate" || s.facts.level === "advanced") && `Builds on what you already know about ${subject(s) ?? s.topic}`,
    (s) => s.facts.audience[0] && `Made with ${s.facts.audience[0]} in mind`,
    (s) => s.facts.apps.find((app) => app !== "iPad") && `Hands-on in ${s.facts.apps.find((app) => app !== "iPad")}, the tool you will keep using afterwards`,
    (s) =>
      courseTotal(s) &&
      pick(
        [
          `${capitalise(courseTotal(s) ?? "")} in total, so you know the commitment before you start`,
          `A known length: ${courseTotal(s)}`,
          `${capitalise(courseTotal(s) ?? "")} from the first lesson to the last, easy to plan around`,
        ],
        s.seed,
        8,
      ),
    (s) =>
      subject(s) &&
      !isTraining(s) &&
      pick(
        [
          `A clear path through ${subject(s)} instead of piecing it together from scattered videos`,
          `One route through ${subject(s)}, not a pile of bookmarked videos`,
          `${capitalise(subject(s) ?? "")} taught in one place, in one order`,
        ],
        s.seed,
        9,
      ),
  ],
  planner: [
    (s) =>
      thingSubject(s) &&
      pick(
        [
          `Keeps everything for your ${thingSubject(s)} in one place you come back to every day`,
          `One home for all your ${thingSubject(s)} notes`,
          // "Your quarterly OKR planning plans": a subject that is already planning needs no "plans".
          wordFamily(thingSubject(s)?.split(" ").at(-1) ?? "") === "plan"
            ? `Your ${thingSubject(s)}, kept together instead of scattered`
            : `Your ${thingSubject(s)} plans, kept together instead of scattered`,
        ],
        s.seed,
        10,
      ),
    (s) =>
      heldParts(s).length >= 2 &&
      pick(
        [
          `${capitalise(onePart(midSentence(heldParts(s)[0] ?? "", s)))} next to ${onePart(midSentence(heldParts(s)[1] ?? "", s))}, so nothing slips`,
          `${capitalise(heldParts(s)[0] ?? "")} and ${midSentence(heldParts(s)[1] ?? "", s)} in the same ${s.head}`,
          `No more separate sheets for ${onePart(midSentence(heldParts(s)[0] ?? "", s))} and ${onePart(midSentence(heldParts(s)[1] ?? "", s))}`,
        ],
        s.seed,
        11,
      ),
    (s) =>
      s.facts.audience[0] &&
      pick(
        [
          `Set up for ${s.facts.audience[0]}, not a one-size-fits-all layout`,
          `Laid out with ${s.facts.audience[0]} in mind`,
          `Planned around the records ${s.facts.audience[0]} keep every week`,
        ],
        s.seed,
        12,
      ),
    (s) => s.facts.years[0] && `Ready for ${s.facts.years[0]} from the first page`,
    (s) => deliveryBenefit(s),
    (s) => firstAction(s) && `Makes it easy to ${firstAction(s)}`,
  ],
  wallart: [
    (s) =>
      s.facts.quotes[0] &&
      pick(
        [
          `“${s.facts.quotes[0]}” where you will see it every morning`,
          `Puts “${s.facts.quotes[0]}” in plain sight`,
          `A daily “${s.facts.quotes[0]}” on your wall`,
        ],
        s.seed,
        14,
      ),
    (s) =>
      s.places[0] &&
      pick(
        [
          `A thoughtful gift for anyone who loves ${theNoun(s.places[0] ?? "", s)}`,
          `For anyone with a soft spot for ${theNoun(s.places[0] ?? "", s)}`,
          `A gift for anyone who can't get enough of ${theNoun(s.places[0] ?? "", s)}`,
        ],
        s.seed,
        13,
      ),
    (s) => !s.facts.quotes[0] && subject(s) && roomTheme(s),
    (s) => !s.facts.quotes[0] && subject(s) && !roomTheme(s) && onYourWall(s),
    (s) => {
      const sizes = s.facts.sizes.filter((size) => !size.includes(":"));
      // The buyer prints at one of them ("or"); the last line lists what the download holds ("and").
      return (
        sizes.length > 1 &&
        pick(
          [
            `Choose the size that fits your wall: ${joinList(sizes, "or")}`,
            `Print it small or large: ${joinList(sizes, "or")}`,
            `Sizes for a shelf, a frame or a gallery wall: ${joinList(sizes)}`,
          ],
          s.seed,
          15,
        )
      );
    },
    (s) => s.facts.counts.some((count) => /set of|prints/.test(count)) && `${capitalise(s.facts.counts[0] ?? "")} made to hang together`,
    (s) => roomsOf(s)[0] && `Made for the ${roomsOf(s)[0]}, where ${someProduct(s)} ${s.plural ? "get" : "gets"} noticed`,
    (s) => deliveryBenefit(s),
  ],
  others: [
    (s) => subject(s) && `Saves you starting ${subject(s)} from a blank page`,
    (s) => s.facts.audience[0] && `Made for ${s.facts.audience[0]}, with the parts they use most`,
    (s) => deliveryBenefit(s),
  ],
};

export function writeBenefits(s: Source, taken: readonly string[]): string[] {
  const lines = BENEFITS[s.facts.category].map((line) => line(s) || null);
  const found = uniqueBullets(lines, 4, taken);
  if (found.length > 0) return found;
  // The schema needs one benefit: a seller's sentence the features left, how it is used, or at last the product line again.
  const spare = uniqueBullets([...sellerSentences(s), howToUse(s), productLine(s)], 1, taken);
  return spare.length > 0 ? spare : uniqueBullets([productLine(s)], 1);
}

/** The planner's parts as a use, in one of a few frames so no two planners read alike. */
function planAhead(s: Source): string {
  const parts = joinList(s.facts.included.slice(0, 3).map((part) => onePart(midSentence(part, s))));
  return pick(
    [`Keeping ${parts} together instead of on loose notes`, `Having ${parts} in one ${s.head}`, `Swapping scattered notes for one ${s.head} with ${parts}`],
    s.seed,
    4,
  );
}

export function writeUseCases(s: Source): string[] {
  const f = s.facts;
  // A goal is a verb phrase, up to a dash ("learn 12 card tricks — just an ordinary deck"); a heading the reader took for one
  // ("fly tying for beginners - 15 trout flies") opens on a noun and its gerund, not a verb.
  const action =
    [
      firstAction(s)
        ?.replace(/\byour\b/g, "their")
        .split(/\s[-–—]\s/)[0]
        ?.trim(),
    ].find((text) => !!text && text.split(/\s+/).length <= 16 && !/^\S+\s+\p{Ll}+ing\b/u.test(text)) ?? null;
  const goal = action ?? (f.category === "course" ? `get better at ${s.topic}` : null);
  const loved = f.category === "wallart" ? lovedThing(s) : null;
  // Without a goal, what they would keep in it: "Freelancers who want client CRM and project tracker in one place".
  const parts = f.included
    .filter((item) => item.split(/\s+/).length <= 4)
    .slice(0, 2)
    .map((part) => midSentence(part, s));
  const keep = (who: string) => (parts.length > 0 ? ` who ${wantFor([who])} ${joinList(parts)} in one place` : null);
  const goals = joinList(
    purposes(s)
      .slice(0, 2)
      .filter((action) => action.split(/\s+/).length <= 6)
      .map((action) => action.charAt(0).toLowerCase() + action.slice(1).replace(/\byour\b/g, "their")),
  );
  // Two audiences with the same goal make one line, not two that differ in a word.
  const audience = goal
    ? [`${capitalise(joinList(f.audience.slice(0, 2)))} who ${wantFor(f.audience.slice(0, 2))} to ${goals || goal}`].filter(() => f.audience.length > 0)
    : f.audience.map((who) => (keep(who) ? `${capitalise(who)}${keep(who)}` : null));
  const rooms = f.category === "wallart" ? roomsOf(s).map((room) => `Decorating ${a(room)} with ${someProduct(s)}`) : [];
  const byCategory: Record<Source["facts"]["category"], string[]> = {
    course: [
      isTraining(s)
        ? `Preparing to teach ${s.topic}${f.names.find((name) => name.startsWith("RYT")) ? ` and working toward ${f.names.find((name) => name.startsWith("RYT"))}` : ""}`
        : pick(
            // Said of the course, which reads right whatever its subject is ("Evenings and weekends spent on lawnmower" did not).
            [
              `Learning from one ${s.product} instead of scattered tutorials`,
              `Working through the ${s.product} a module at a time`,
              `Evenings and weekends with the ${s.product}`,
              `Learning at home with the ${s.product}`,
            ],
            s.seed,
            16,
          ),
    ],
    planner: [
      f.years[0] ? `Planning ${f.years[0]} before the year starts` : null,
      f.included.length >= 3 ? planAhead(s) : `Replacing loose notes with one ${s.product}`,
    ].filter((line): line is string => Boolean(line)),
    wallart: [
      f.quotes[0] && isSaying(f.quotes[0], s)
        ? `A gift for someone who needs to hear “${f.quotes[0]}”`
        : pick(
            [
              loved ? `A housewarming gift for someone who loves ${loved}` : null,
              `Refreshing a bare wall with ${someProduct(s)}`,
              `Framing ${someProduct(s)} for a gallery wall`,
              `Hanging ${someProduct(s)} where you will see ${s.plural ? "them" : "it"} every day`,
            ].filter((line) => line !== null),
            s.seed,
          ),
    ],
    others: [`Getting ${someProduct(s)} ready without starting from scratch`],
  };
  return uniqueBullets(
    [
      ...audience,
      ...rooms,
      ...(parts.length > 0 && audience.length > 0 && f.category === "planner"
        ? byCategory.planner.filter((line) => line.startsWith("Planning"))
        : byCategory[f.category]),
    ],
    4,
  );
}

/**
 * What the wall gets: the seller's scene ("Brings Fushimi Inari gates at sunset onto your wall"),
 * what the print lists ("Puts baby's name, date, time, weight and length on your wall"), or its topic.
 */
function onYourWall(s: Source): string {
  const scene = sellerScene(s)?.match(/^showing (.+)$/)?.[1];
  if (scene) return scene.includes(",") ? `Puts ${scene} on your wall` : `Brings ${scene} onto your wall`;
  return `Brings ${/^\p{L}+(?:al|ic|ive|ful|ous|ish)$/u.test(s.topic) ? `${s.topic} ${s.head}` : theNoun(s.topic, s)} onto your wall`;
}

/**
 * What the seller says is their own original work ("an original design in the spirit of …"), or null:
 * a public-domain map, a telescope's image or a scan is no original design of the seller's.
 */
function originalWork(text: string): string | null {
  const said = /(?<!\bnot\s+(?:an?\s+)?)\boriginal\s+(design|illustration|artwork|painting|drawing|photograph|piece)\b/i.exec(text);
  return said ? (said[1] ?? "design").toLowerCase() : null;
}

/**
 * Who made it, as the seller says ("Made by a night-shift RN for 4–6 patient assignments", "Created
 * with input from a menopause nurse"): the clause alone, without the story that follows it.
 */
function madeBy(text: string): string | null {
  const said =
    /\b(?:Created|Designed|Made|Written|Built|Developed|Drawn|Painted|Illustrated|Photographed|Taught)\s+(?:by|with input from)\s+[^.!?\n]{3,90}/.exec(
      text,
    )?.[0];
  const clause = said?.split(/,\s|\s(?:but|who|which|because|so)\s/)[0]?.trim();
  return clause && clause.split(/\s+/).length <= 14 && !/\b(?:I|me|my|we|us|our)\b/.test(clause) ? clause : null;
}

export function writeUsps(s: Source, taken: readonly string[]): string[] {
  const f = s.facts;
  const [place] = s.places;
  const apps = f.apps.filter((app) => !s.product.toLowerCase().includes(app.toLowerCase()));
  const text = s.sentences.join(" ");
  const lines = [
    madeBy(text),
    place && f.category === "wallart" && originalWork(text) ? `An original ${place} ${originalWork(text)}` : null,
    f.category === "course" && /\blifetime access\b/i.test(text) ? "Lifetime access: come back to any lesson whenever you need it" : null,
    f.category === "planner" && f.negations.some((negation) => negation.label === "undated")
      ? pick(
          [
            `Undated pages: start the ${s.product} on any day, and a skipped day wastes no page`,
            `No dates printed, so the ${s.head} starts the day you do`,
            `Undated, so a week off never leaves blank pages in the ${s.head}`,
          ],
          s.seed,
          19,
        )
      : null,
    f.outline.length > 0
      ? pick(
          [
            `Follows the course's own ${outlineUnit(s) === "modules" ? "module" : "topic"} list, starting with ${midSentence(topicName(f.outline[0] ?? ""), s)}`,
            `Starts at ${midSentence(topicName(f.outline[0] ?? ""), s)} and keeps to the listed order`,
            // "from X on" trailed off; the count says the same without repeating the features' "from X to Y".
            f.outline.length > 1
              ? outlineUnit(s) === "modules"
                ? `Each of the ${f.outline.length} listed topics gets a module of its own`
                : `Covers the ${f.outline.length} listed topics in order`
              : `The whole course is about ${midSentence(topicName(f.outline[0] ?? ""), s)}`,
          ],
          s.seed,
          17,
        )
      : null,
    apps.length > 0 ? `${capitalise(s.product)} made for ${joinList(apps.slice(0, 3))}` : null,
    f.counts[0] && !f.included.some((item) => item.includes(f.counts[0] ?? "")) ? `${capitalise(f.counts[0])}, all in one purchase` : null,
    f.audience[0] ? `Written for ${f.audience[0]}` : null,
    f.sizes.filter((size) => !size.includes(":")).length > 1
      ? pick(
          [
            `The ${s.product} in ${f.sizes.length} sizes, all in one download`,
            `${joinList(f.sizes)} come in the same download`,
            `One purchase, ${f.sizes.length} sizes: ${joinList(f.sizes)}`,
          ],
          s.seed,
          18,
        )
      : null,
  ];
  return uniqueBullets(lines, 3, taken);
}
