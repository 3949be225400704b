import type { EditableCourse, EditableListing, ListingSection } from "../../../core/listing/editable";
import type { FactSheet } from "../../../core/listing/types";
import { courseInfoOf, toEditableCourse } from "../../listing/versions";
import type { RegenerationRequest } from "../generator";
import type { GenerationInput } from "../listing";
import { TITLE_MAX_LENGTH } from "../listing";
import { titleCase } from "../text/polish";
import { generateBuiltin } from "./generate";
import { parseInstruction, type Instruction } from "./instruction";
import { audienceCta, audienceList, audienceProse, audienceTag, audienceTitle, type AudienceKind } from "./rewrite/audience";
import { fewer, shorterCta, shorterLine, shorterProse, shorterTitle } from "./rewrite/shorter";
import { formalLine, formalProse, playfulLine, playfulProse, playfulTitle } from "./rewrite/tone";
import { endWith, reword, rotate, same, sentencesOf } from "./rewrite/text";

interface Rewrite {
  instruction: Instruction;
  facts: FactSheet;
  names: string[];
  variant: number;
}

const length = (value: unknown) => JSON.stringify(value).length;

/** Shorter than the stored text: the new wording shortened, or, when that is not shorter, the stored one. */
const shorterOf = <T>(fresh: T, current: T, shorten: (value: T) => T): T => {
  const cut = shorten(fresh);
  return length(cut) < length(current) ? cut : shorten(current);
};

function prose(fresh: string, current: string, r: Rewrite): string {
  // Shorter, then the audience, then the tone, so the added words take the tone too.
  let text = r.instruction.shorter ? shorterOf(fresh, current, shorterProse) : fresh;
  if (r.instruction.audience) text = audienceProse(text, r.instruction.audience, r.variant);
  if (r.instruction.tone === "playful") text = playfulProse(text, r.facts.category, r.variant);
  if (r.instruction.tone === "formal") text = formalProse(text);
  return text;
}

function list(fresh: string[], current: string[], r: Rewrite, kind: AudienceKind | null, emphasise = false): string[] {
  // Shorter keeps the writer's order, which leads with what matters most; otherwise another order.
  let items = r.instruction.shorter ? fresh : rotate(fresh, r.variant);
  if (r.instruction.shorter) items = shorterOf(items, current, (all) => all.slice(0, fewer(all.length)).map(shorterLine));
  if (r.instruction.audience && kind) items = audienceList(items, r.instruction.audience, r.variant, kind);
  if (r.instruction.tone === "playful") items = items.map((item, i) => (emphasise && i === 0 ? endWith(playfulLine(item), "!") : playfulLine(item)));
  if (r.instruction.tone === "formal") items = items.map((item) => formalLine(item).replace(/\.$/, ""));
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

function title(fresh: string, current: string, r: Rewrite): string {
  // Marketplace titles keep their order (product first); a regeneration changes how the facts are set off.
  const [lead = fresh, ...rest] = fresh.split(/\s+[–—]\s+/);
  const options =
    rest.length > 0
      ? TITLE_SEPARATORS.map((separator) => [lead, ...rest].join(separator))
      : [lead, ...titleExtras(r.facts, lead).map((extra) => (extra.startsWith("for ") ? `${lead} ${extra}` : `${lead} – ${extra}`))];
  let text = options[r.variant % options.length] ?? fresh;
  if (r.instruction.shorter) text = shorterOf(text, current, shorterTitle);
  if (r.instruction.audience) text = audienceTitle(text, r.instruction.audience, TITLE_MAX_LENGTH);
  if (r.instruction.tone === "playful") text = playfulTitle(text, r.facts.category, r.variant, TITLE_MAX_LENGTH);
  if (r.instruction.tone === "formal") text = formalLine(text);
  return text;
}

function cta(fresh: string, current: string, r: Rewrite): string {
  let text = r.instruction.shorter ? shorterOf(fresh, current, shorterCta) : fresh;
  if (r.instruction.audience) text = audienceCta(text, r.instruction.audience, r.names);
  if (r.instruction.tone === "playful") text = endWith(playfulLine(text), "!");
  if (r.instruction.tone === "formal") text = formalLine(text);
  return text;
}

/** One line in the instruction's tone (a subtitle, a module's details): no openers, no tails. */
function line(fresh: string, current: string, r: Rewrite, shorten: (text: string) => string): string {
  let text = r.instruction.shorter ? shorterOf(fresh, current, shorten) : fresh;
  if (r.instruction.tone === "playful") text = playfulLine(text);
  if (r.instruction.tone === "formal") text = formalLine(text);
  return text;
}

function course(fresh: EditableCourse | null, current: EditableCourse | null, r: Rewrite): EditableCourse | null {
  if (!fresh || !current) return current;
  const plain = { ...r, instruction: { ...r.instruction, audience: null } };
  const modules = fresh.curriculumDetails.map((module, i) => ({
    title: module.title,
    details: module.details ? line(module.details, current.curriculumDetails[i]?.details ?? "", plain, (text) => sentencesOf(text)[0] ?? text) : module.details,
  }));
  const who = list(fresh.whoThisCourseIsFor, current.whoThisCourseIsFor, plain, null);
  const audience = r.instruction.audience;
  const subtitle = line(fresh.subtitle, current.subtitle, plain, shorterTitle);
  return {
    subtitle: audience && `${subtitle} for ${audience}`.length <= 120 ? `${subtitle} for ${audience}` : subtitle,
    courseDescription: prose(fresh.courseDescription, current.courseDescription, r),
    whatYouWillLearn: list(fresh.whatYouWillLearn, current.whatYouWillLearn, plain, null),
    requirements: list(fresh.requirements, current.requirements, plain, null),
    whoThisCourseIsFor: audience ? [audience.charAt(0).toUpperCase() + audience.slice(1), ...who] : who,
    courseFeatures: list(fresh.courseFeatures, current.courseFeatures, plain, null),
    curriculumHighlights: fresh.curriculumHighlights,
    curriculumDetails: modules,
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
    const text = r.instruction.shorter ? (count > 1 ? `${what} ${i + 1}/${count}` : what) : (shape?.(what, i + 1, count) ?? what);
    return (text.charAt(0).toUpperCase() + text.slice(1)).slice(0, 250);
  });
}

function rewriteSection(section: ListingSection, fresh: EditableListing, current: EditableListing, r: Rewrite): unknown {
  switch (section) {
    case "title":
      return title(fresh.title, current.title, r);
    case "shortDescription":
    case "longDescription":
    case "whyChooseUs":
      return prose(fresh[section], current[section], r);
    case "cta":
      return cta(fresh.cta, current.cta, r);
    case "features":
    case "useCases":
      return list(fresh[section], current[section], r, section);
    case "benefits":
    case "usp":
      return list(fresh[section], current[section], r, section, true);
    case "keywords": {
      const tags = rotate(fresh.keywords, r.variant);
      const kept = r.instruction.shorter ? tags.slice(0, fewer(tags.length)) : tags;
      return r.instruction.audience ? audienceTag(kept, r.instruction.audience, r.facts.product.split(/\s+/).slice(-1)[0] ?? "") : kept;
    }
    case "course":
      return course(fresh.course, current.course, r);
    case "altTexts":
      return altTexts(current.altTexts.length, r);
  }
}

/** Tries this many wordings for a section before keeping the last. */
const ATTEMPTS = 4;

/**
 * New builtin text for the requested sections: the listing written again with other wording
 * choices (the variant), then the creator's instruction applied (shorter, playful, formal, an
 * audience). A section that comes out as it is stored is written again with the next variant.
 */
export function regenerateBuiltin(
  input: GenerationInput,
  facts: FactSheet,
  request: Pick<RegenerationRequest, "sections" | "instruction" | "current" | "variant">,
) {
  const instruction = parseInstruction(request.instruction);
  const names = [...facts.names, ...facts.apps];
  const drafts: EditableListing[] = [];
  const draft = (attempt: number): EditableListing => {
    const cached = drafts[attempt];
    if (cached) return cached;
    const written = generateBuiltin(input, facts, request.variant + 1 + attempt);
    const editable: EditableListing = {
      ...written,
      cta: written.cta,
      whyChooseUs: written.whyChooseUs,
      course: toEditableCourse(written.course),
      altTexts: request.current.altTexts,
    };
    drafts[attempt] = editable;
    return editable;
  };
  const sections: Partial<EditableListing> = {};
  for (const section of request.sections) {
    let value: unknown = request.current[section];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      value = rewriteSection(section, draft(attempt), request.current, { instruction, facts, names, variant: request.variant + 1 + attempt });
      if (!same(value, request.current[section])) break;
    }
    // A thin description leaves one way to say it: then a reworded opening, else the short form
    // (and next time the full one again).
    if (same(value, request.current[section]) && Array.isArray(value)) value = value.map((item) => (typeof item === "string" ? reword(item) : item));
    if (same(value, request.current[section]))
      value = rewriteSection(section, draft(0), request.current, {
        instruction: { ...instruction, shorter: true },
        facts,
        names,
        variant: request.variant + 1,
      });
    Object.assign(sections, { [section]: value });
  }
  return { sections, understood: instruction.understood };
}
