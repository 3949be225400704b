import { SECTION_LABELS, type EditableListing, type ListingSection } from "../../../../core/listing/editable";
import type { FactSheet } from "../../../../core/listing/types";
import type { RegenerationRequest } from "../generator";
import type { GenerationInput } from "../../listing";
import { productNameLine, SYSTEM_PROMPT, voiceLine } from "./openai-prompt";

export const REGENERATE_SYSTEM_PROMPT = `${SYSTEM_PROMPT}
You are now rewriting part of a listing the creator already has. Answer with the requested sections only, as JSON.
Write each requested section anew: different wording from the current text, the same facts. Follow the creator's instruction when there is one (for example shorter, more playful, more formal, or focused on an audience); keep every other rule above.
Locked sections are the creator's own text: do not repeat them word for word and do not contradict them.`;

/** The current listing, what to rewrite and how, and the facts it must keep to. */
export function regenerateMessage(
  input: GenerationInput,
  facts: FactSheet,
  request: Pick<RegenerationRequest, "sections" | "instruction" | "locked" | "current">,
): string {
  const current: Partial<EditableListing> = { ...request.current };
  if (!current.course) delete current.course;
  return [
    `Category: ${input.category}`,
    productNameLine(input),
    voiceLine(input),
    `Sections to rewrite: ${request.sections.map((section: ListingSection) => `${section} (${SECTION_LABELS[section]})`).join(", ")}`,
    `Instruction from the creator: ${request.instruction ?? "none; write it fresh"}`,
    `Locked sections (keep as they are; not in your answer): ${request.locked.length ? request.locked.join(", ") : "none"}`,
    `Current listing:\n${JSON.stringify(current)}`,
    `Fact sheet (write from it):\n${JSON.stringify(facts)}`,
    `Description:\n${input.description}`,
  ]
    .filter(Boolean)
    .join("\n");
}
