import { SECTION_LABELS, type EditableListing, type ListingSection } from "../../../../core/listing/editable";
import { instructionProblem } from "../../../../core/listing/instruction-problem";
import { parseInstruction, type ReadInstruction } from "../../../../core/listing/parse-instruction";
import type { TitleChoice } from "../../../../core/listing/title-choices";
import type { FactSheet } from "../../../../core/listing/types";
import { toEditableCourse } from "../../store/versions";
import type { RegenerationRequest } from "../generator";
import type { GenerationInput } from "../../listing";
import { generateBuiltin } from "./generate";
import { factGuard, textsOf } from "./rewrite/keep-facts";
import { mentionsOf, type Mention } from "./rewrite/mention";
import { rewriteSection, size, type Rewrite } from "./rewrite/sections";
import { sellerSentences } from "./rewrite/seller";
import { reword, same } from "./rewrite/text";
import { formalLine, friendlyLine } from "./rewrite/tone";

/** Tries this many wordings for a section before keeping the last. */
const ATTEMPTS = 4;
/** Other wordings a "longer" section may borrow sentences and items from. */
const OTHER_WORDINGS = 2;

// Shortened first, the section that should keep a fact first: the long description keeps the
// sentence with "4 hours of video", so the title and the short description are free to drop it.
const ORDER: ListingSection[] = [
  "longDescription",
  "course",
  "features",
  "shortDescription",
  "whyChooseUs",
  "benefits",
  "usp",
  "useCases",
  "cta",
  "keywords",
  "title",
  "altTexts",
];
// Where a phrase to mention goes when the whole listing is written: the first of these asked for.
const MENTION_TARGETS: ListingSection[] = [
  "longDescription",
  "shortDescription",
  "course",
  "whyChooseUs",
  "features",
  "benefits",
  "usp",
  "useCases",
  "cta",
  "title",
  "keywords",
];

/** Which section each mention goes into: the one asked for, or the first fitting one of a whole listing. */
function mentionTarget(sections: readonly ListingSection[]): ListingSection | null {
  if (sections.length === 1) return sections[0] ?? null;
  return MENTION_TARGETS.find((section) => sections.includes(section)) ?? null;
}

const toneOf = (instruction: ReadInstruction) =>
  instruction.tone === "formal"
    ? (text: string) => formalLine(text)
    : instruction.tone === "friendlier"
      ? (text: string) => friendlyLine(text)
      : (text: string) => text;

/**
 * New builtin text for the requested sections: the listing written again with other wording
 * choices (the variant), then the creator's instruction applied (mention a phrase, shorter or
 * longer, friendlier or more formal, an audience; core/listing/instruction-set.ts). A section
 * that comes out as it is stored is written again with the next variant. `notes` say what could
 * not be done; `problem` what of the instruction the writer cannot follow (the route refuses it
 * before a regeneration starts, so this only happens when the generator changed meanwhile).
 */
export function regenerateBuiltin(
  input: GenerationInput,
  facts: FactSheet,
  request: Pick<RegenerationRequest, "sections" | "instruction" | "current" | "variant">,
) {
  const instruction = parseInstruction(request.instruction, input.description);
  const names = [...facts.names, ...facts.apps];
  const seller = sellerSentences(input.description, facts);
  const notes: string[] = [];
  const drafts: EditableListing[] = [];
  let titleChoices: TitleChoice[] = [];
  const draft = (attempt: number): EditableListing => {
    const cached = drafts[attempt];
    if (cached) return cached;
    const { titleChoices: choices = [], ...written } = generateBuiltin(input, facts, request.variant + 1 + attempt);
    if (attempt === 0) titleChoices = choices;
    const editable: EditableListing = { ...written, course: toEditableCourse(written.course), altTexts: request.current.altTexts };
    drafts[attempt] = editable;
    return editable;
  };
  const others = instruction.length === "longer" ? Array.from({ length: OTHER_WORDINGS }, (_, i) => draft(ATTEMPTS + i)) : [];
  const mentions = mentionsOf(instruction.mentions, seller, toneOf(instruction));
  for (const phrase of instruction.mentions.filter((phrase) => !mentions.some((mention) => mention.phrase === phrase)))
    notes.push(`No sentence of the description carries “${phrase}”, so it was not added.`);
  const target = mentionTarget(request.sections);
  if (mentions.length > 0 && target === "altTexts") notes.push("Alt texts describe the images, so the phrase to mention was not added to them.");
  if (instruction.tone && request.sections.length === 1 && request.sections[0] === "title")
    notes.push("A title keeps a marketplace's plain wording, so the tone was not applied to it.");

  const sections: Partial<EditableListing> = {};
  const ordered = ORDER.filter((section) => request.sections.includes(section));
  for (const section of ordered) {
    // What the rest of the listing will say: the stored text of sections not rewritten, the new text of those done.
    const elsewhere = Object.entries({ ...request.current, ...sections })
      .filter(([key]) => key !== section && key !== "altTexts" && (!request.sections.includes(key as ListingSection) || key in sections))
      .flatMap(([, value]) => textsOf(value));
    const guard = factGuard(facts, elsewhere);
    const rewrite = (attempt: number, read: ReadInstruction, keep = guard): Rewrite => ({
      instruction: read,
      facts,
      names,
      variant: request.variant + 1 + attempt,
      guard: keep,
      seller,
      others,
      mentions: section === target ? mentions : ([] as Mention[]),
      notes: attempt === 0 ? notes : [],
    });
    const stored = request.current[section];
    let value: unknown = stored;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      value = rewriteSection(section, draft(attempt), request.current, rewrite(attempt, instruction));
      if (!same(value, stored)) break;
    }
    // A thin description leaves one way to say it: then a reworded opening, else the short form
    // (and next time the full one again).
    if (same(value, stored) && Array.isArray(value)) value = value.map((item) => (typeof item === "string" ? reword(item) : item));
    if (same(value, stored) && instruction.length === null) {
      // Nobody asked for shorter: the facts need only be where the stored listing has them.
      const where = factGuard(facts, textsOf({ ...request.current, [section]: null, altTexts: null }));
      value = rewriteSection(section, draft(0), request.current, rewrite(0, { ...instruction, length: "shorter" }, where));
    }
    Object.assign(sections, { [section]: value });
  }
  // Measured over what was asked for: a whole listing may keep a section's length where its facts are.
  const asked = request.sections.length === 1 ? SECTION_LABELS[request.sections[0] ?? "title"] : "The listing";
  const before = size(request.sections.map((section) => request.current[section]));
  const after = size(request.sections.map((section) => sections[section]));
  if (instruction.length && !(instruction.length === "shorter" ? after < before : after > before))
    notes.push(`${asked} could not be made ${instruction.length} without dropping a fact or repeating itself.`);
  // A new title comes with new openings to choose from (this wording's), beside the title as rewritten.
  const offered = "title" in sections && !request.instruction?.trim() ? titleChoices.filter((choice) => choice.angle !== "subject") : [];
  return { sections, titleChoices: offered, notes: [...new Set(notes)], problem: instructionProblem(instruction) };
}
