import type { EditableCourse, EditableListing, ListingSection } from "../../../../../core/listing/editable";
import { EDIT_LIMITS } from "../../../../../core/listing/editable";
import type { ReadInstruction } from "../../../../../core/listing/parse-instruction";
import type { FactSheet } from "../../../../../core/listing/types";
import { courseInfoOf } from "../../../store/versions";
import { TITLE_MAX_LENGTH } from "../../../listing";
import { titleCase } from "../../../text/polish";
import { audienceCta, audienceList, audienceProse, audienceTag, audienceTitle, type AudienceKind } from "./audience";
import { textsOf, type FactGuard } from "./keep-facts";
import { longerList, longerProse } from "./longer";
import { mentionInCta, mentionInList, mentionInProse, mentionInTags, mentionInTitle, type Mention } from "./mention";
import type { SellerSentence } from "./seller";
import { fewer, keepFirst, shorterCta, shorterLine, shorterProse, shorterTitle } from "./shorter";
import { endWith, rotate, sentencesOf } from "./text";
import { formalLine, formalProse, friendlyLine, friendlyProse } from "./tone";

/** Everything a section's rewrite needs: the instruction read, the facts to keep, the words to reuse. */
export interface Rewrite {
  instruction: ReadInstruction;
  facts: FactSheet;
  names: string[];
  variant: number;
  /** Facts only this section carries: shorter and the tones keep them. */
  guard: FactGuard;
  seller: readonly SellerSentence[];
  /** The writer's other wordings of the listing, for "longer". */
  others: readonly EditableListing[];
  mentions: readonly Mention[];
  /** Told to the creator: what could not be done here. */
  notes: string[];
}

/** "Shorter" and "longer" are measured in words, over every string of a section. */
export const size = (value: unknown): number => textsOf(value).join(" ").split(/\s+/).filter(Boolean).length;

/** The new text shortened, or when that is not clearly shorter than the stored text (a fifth), the shorter of it and the stored text shortened. */
const shorterOf = <T>(fresh: T, current: T, shorten: (value: T) => T): T => {
  const cut = shorten(fresh);
  if (size(cut) <= size(current) * 0.8) return cut;
  const stored = shorten(current);
  return size(stored) < size(cut) ? stored : cut;
};

/** The new text made longer, or when that is not longer than the stored text, the stored text made longer. */
const longerOf = <T>(fresh: T, current: T, lengthen: (value: T) => T): T => {
  const long = lengthen(fresh);
  if (size(long) > size(current)) return long;
  const stored = lengthen(current);
  return size(stored) > size(current) ? stored : long;
};

const sellerItems = (r: Rewrite) => r.seller.filter((sentence) => !sentence.aside && sentence.text.length <= 160).map((sentence) => sentence.text);

function prose(fresh: string, current: string, r: Rewrite, max: number, others: string[]): string {
  const { instruction } = r;
  let text = fresh;
  if (instruction.length === "shorter") text = shorterOf(fresh, current, (value) => shorterProse(value, r.guard));
  if (instruction.length === "longer") text = longerOf(fresh, current, (value) => longerProse(value, current, { seller: r.seller, drafts: others }, max));
  // The audience, then the tone, so the added words take the tone too; the mention last, already in tone.
  if (instruction.audience) text = audienceProse(text, instruction.audience, r.variant);
  if (instruction.tone === "friendlier") text = friendlyProse(text, r.facts.category, r.variant, r.guard);
  if (instruction.tone === "formal") text = formalProse(text, r.guard);
  for (const mention of r.mentions) text = mentionInProse(text, mention, max);
  return text;
}

function list(fresh: string[], current: string[], r: Rewrite, kind: AudienceKind | null, others: string[], emphasise = false): string[] {
  const { instruction } = r;
  // Shorter keeps the writer's order, which leads with what matters most; otherwise another order.
  let items = instruction.length === "shorter" ? fresh : rotate(fresh, r.variant);
  if (instruction.length === "shorter")
    items = shorterOf(items, current, (all) => keepFirst(all, fewer(all.length), r.guard).map((item) => shorterLine(item, r.guard)));
  if (instruction.length === "longer")
    items = longerOf(items, current, (all) => longerList(all, current, [...others, ...sellerItems(r)], EDIT_LIMITS.listItems));
  if (instruction.audience && kind) items = audienceList(items, instruction.audience, r.variant, kind);
  if (instruction.tone === "friendlier")
    items = items.map((item, i) => (emphasise && i === 0 ? endWith(friendlyLine(item, r.guard), "!") : friendlyLine(item, r.guard)));
  if (instruction.tone === "formal") items = items.map((item) => formalLine(item, r.guard).replace(/\.$/, ""));
  for (const mention of r.mentions) items = mentionInList(items, mention, EDIT_LIMITS.listItems);
  return items;
}

const TITLE_SEPARATORS = [" – ", " | ", ", "];

/** Facts a title without a tail may carry after its lead: "– 4 Hours of Video", "– 5 Modules". */
function titleExtras(facts: FactSheet, title: string): string[] {
  const level = { beginner: "for Beginners", intermediate: "Intermediate Level", advanced: "Advanced Level", "all-levels": "for All Levels" } as const;
  const extras = [
    ...facts.durations.slice(0, 1).map(titleCase),
    ...facts.counts.slice(0, 1).map(titleCase),
    facts.level && !/beginner/i.test(title) ? level[facts.level] : null,
    facts.formats.length > 0 ? facts.formats.slice(0, 2).join(" and ").toUpperCase() : null,
    facts.outline.length >= 2 ? `${facts.outline.length} Modules` : null,
    ...facts.audience.slice(0, 1).map((who) => `for ${titleCase(who)}`),
    facts.sizes.length > 0 ? facts.sizes.slice(0, 3).join(", ") : null,
    facts.apps.length > 0 ? `for ${facts.apps.slice(0, 2).join(" and ")}` : null,
  ];
  return extras.filter((extra): extra is string => !!extra && !title.toLowerCase().includes(extra.replace(/^for /, "").toLowerCase()));
}

// "… – 4 Hours of Video" then "… – 4 Hours of Video, 4 Modules": one dash in a title.
const withExtra = (title: string, extra: string) =>
  extra.startsWith("for ") ? `${title} ${extra}` : /\s[–—]\s/.test(title) ? `${title}, ${extra}` : `${title} – ${extra}`;

function title(fresh: string, current: string, r: Rewrite): string {
  // Marketplace titles keep their order (product first) and plain wording: no tone, other separators.
  const [lead = fresh, ...rest] = fresh.split(/\s+[–—]\s+/);
  const options =
    rest.length > 0
      ? TITLE_SEPARATORS.map((separator) => [lead, ...rest].join(separator))
      : [lead, ...titleExtras(r.facts, lead).map((extra) => withExtra(lead, extra))];
  let text = options[r.variant % options.length] ?? fresh;
  if (r.instruction.length === "shorter") text = shorterOf(text, current, (value) => shorterTitle(value, r.guard));
  if (r.instruction.length === "longer")
    text = longerOf(
      text,
      current,
      (value) =>
        titleExtras(r.facts, value)
          .map((extra) => withExtra(value, extra))
          .find((long) => long.length <= TITLE_MAX_LENGTH) ?? value,
    );
  if (r.instruction.audience) text = audienceTitle(text, r.instruction.audience, TITLE_MAX_LENGTH);
  for (const mention of r.mentions) {
    const mentioned = mentionInTitle(text, mention, TITLE_MAX_LENGTH);
    if (mentioned) text = mentioned;
    else r.notes.push(`“${mention.phrase}” does not fit in the title within Etsy's ${TITLE_MAX_LENGTH} characters.`);
  }
  return text;
}

function cta(fresh: string, current: string, r: Rewrite): string {
  let text = r.instruction.length === "shorter" ? shorterOf(fresh, current, (value) => shorterCta(value, r.guard)) : fresh;
  if (r.instruction.audience) text = audienceCta(text, r.instruction.audience, r.names);
  if (r.instruction.tone === "friendlier") text = endWith(friendlyLine(text, r.guard), "!");
  if (r.instruction.tone === "formal") text = formalLine(text, r.guard);
  for (const mention of r.mentions) text = mentionInCta(text, mention, EDIT_LIMITS.cta);
  return text;
}

function keywords(fresh: string[], current: string[], r: Rewrite): string[] {
  let tags = rotate(fresh, r.variant);
  if (r.instruction.length === "shorter") tags = keepFirst(tags, fewer(tags.length), r.guard);
  // Etsy takes 13 tags: a full set can only be worded again.
  if (r.instruction.length === "longer" && current.length < 13)
    tags = [...new Set([...tags, ...current, ...r.others.flatMap((other) => other.keywords)])].slice(0, 13);
  if (r.instruction.audience) tags = audienceTag(tags, r.instruction.audience, r.facts.product.split(/\s+/).slice(-1)[0] ?? "");
  for (const mention of r.mentions) {
    const mentioned = mentionInTags(tags, mention);
    if (mentioned) tags = mentioned;
    else r.notes.push(`“${mention.phrase}” cannot be a tag: Etsy takes up to 20 letters, digits, spaces, hyphens and apostrophes.`);
  }
  return tags;
}

/** One line in the instruction's tone (a subtitle, a module's details): no openers, no tails. */
function line(fresh: string, current: string, r: Rewrite, shorten: (text: string) => string): string {
  let text = r.instruction.length === "shorter" ? shorterOf(fresh, current, shorten) : fresh;
  if (r.instruction.tone === "friendlier") text = friendlyLine(text, r.guard);
  if (r.instruction.tone === "formal") text = formalLine(text, r.guard);
  return text;
}

function course(fresh: EditableCourse | null, current: EditableCourse | null, r: Rewrite): EditableCourse | null {
  if (!fresh || !current) return current;
  // The audience and the mentions go into the course description only.
  const plain = { ...r, instruction: { ...r.instruction, audience: null }, mentions: [] };
  const others = r.others.map((other) => other.course).filter((other): other is EditableCourse => other !== null);
  // A course's lists borrow only the writer's other wordings: a seller's sentence is no learning goal.
  const listOf = (field: "whatYouWillLearn" | "requirements" | "whoThisCourseIsFor" | "courseFeatures") =>
    list(
      fresh[field],
      current[field],
      { ...plain, seller: [] },
      null,
      others.flatMap((other) => other[field]),
    );
  const modules = fresh.curriculumDetails.map((module, i) => ({
    title: module.title,
    details: module.details
      ? line(module.details, current.curriculumDetails[i]?.details ?? "", plain, (text) => {
          const first = sentencesOf(text)[0] ?? text;
          return r.guard.loses(text, first) ? text : first;
        })
      : module.details,
  }));
  const audience = r.instruction.audience;
  const who = listOf("whoThisCourseIsFor");
  const subtitle = line(fresh.subtitle, current.subtitle, plain, (text) => shorterTitle(text, r.guard));
  return {
    subtitle: audience && `${subtitle} for ${audience}`.length <= 120 ? `${subtitle} for ${audience}` : subtitle,
    courseDescription: prose(
      fresh.courseDescription,
      current.courseDescription,
      r,
      EDIT_LIMITS.courseDescription,
      others.map((other) => other.courseDescription),
    ),
    whatYouWillLearn: listOf("whatYouWillLearn"),
    requirements: listOf("requirements"),
    whoThisCourseIsFor: audience ? [audience.charAt(0).toUpperCase() + audience.slice(1), ...who] : who,
    courseFeatures: listOf("courseFeatures"),
    curriculumHighlights: fresh.curriculumHighlights,
    curriculumDetails: modules,
    // What the seller stated (instructor, duration, level…) stays with any rewording.
    ...courseInfoOf(fresh),
  };
}

const ALT_SHAPES = [
  (what: string, i: number, n: number) => (n > 1 ? `${what}, image ${i} of ${n}` : what),
  (what: string, i: number, n: number) => (n > 1 ? `Preview ${i} of ${n}: ${what}` : `Preview of the ${what}`),
  (what: string, i: number, n: number) => (n > 1 ? `${what} – view ${i} of ${n}` : `${what}, shown in full`),
];

function altTexts(count: number, r: Rewrite): string[] {
  const what = r.facts.product;
  const shape = ALT_SHAPES[r.variant % ALT_SHAPES.length] ?? ALT_SHAPES[0];
  return Array.from({ length: count }, (_, i) => {
    const text = r.instruction.length === "shorter" ? (count > 1 ? `${what} ${i + 1}/${count}` : what) : (shape?.(what, i + 1, count) ?? what);
    return (text.charAt(0).toUpperCase() + text.slice(1)).slice(0, 250);
  });
}

const PROSE_LIMITS = { shortDescription: EDIT_LIMITS.shortDescription, longDescription: EDIT_LIMITS.longDescription, whyChooseUs: EDIT_LIMITS.whyChooseUs };

/** A section written again from `fresh` (the writer's new wording) with the instruction applied. */
export function rewriteSection(section: ListingSection, fresh: EditableListing, current: EditableListing, r: Rewrite): unknown {
  switch (section) {
    case "title":
      return title(fresh.title, current.title, r);
    case "shortDescription":
    case "longDescription":
    case "whyChooseUs":
      return prose(
        fresh[section],
        current[section],
        r,
        PROSE_LIMITS[section],
        r.others.map((other) => other[section]),
      );
    case "cta":
      return cta(fresh.cta, current.cta, r);
    case "features":
    case "useCases":
    case "benefits":
    case "usp": {
      // Benefits and selling points lead with their first item: the friendly tone ends it on "!".
      const emphasise = section === "benefits" || section === "usp";
      return list(
        fresh[section],
        current[section],
        r,
        section,
        r.others.flatMap((other) => other[section]),
        emphasise,
      );
    }
    case "keywords":
      return keywords(fresh.keywords, current.keywords, r);
    case "course":
      return course(fresh.course, current.course, r);
    case "altTexts":
      return altTexts(current.altTexts.length, r);
  }
}
