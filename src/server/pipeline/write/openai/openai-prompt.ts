import { MARKETPLACE_RULES } from "../../../../core/listing/marketplace-rules";
import type { CheckFinding, FactSheet } from "../../../../core/listing/types";
import type { GenerationInput } from "../../listing";

const rules = Object.values(MARKETPLACE_RULES)
  .map((r) => `- ${r.marketplace} ${r.field}: ${r.rule}`)
  .join("\n");

export const SYSTEM_PROMPT = `You write marketplace listings for digital products (online courses, digital planners or dashboards, wall art).
Write from the creator's description and the fact sheet only: invent no facts, sizes, page counts, prices, licences or platforms.
Every key fact in the fact sheet (keyFacts) appears in the listing; nothing contradicts its negations (for example no "for beginners" when the sheet says "not for beginners", no frame when none is included); a product delivered by "duplicate" (a Notion template) is never printed.
Keep the seller's spelling (spelling: "uk" or "us") and the casing of names (GoodNotes, iPad).
Bullets are complete, distinct phrases of at least three words; none repeats another across features, benefits and selling points. No HTML, no entities.
titleChoices offers the creator three titles, one per angle (subject first: the title itself; benefit first; audience first), each within the title's rules, naming the subject and repeating no word.
Courses: the curriculum follows the seller's outline when the fact sheet has one (one module per topic, in order). Other products: course is null.
Marketplace rules the listing must meet:
${rules}`;

/** The creator's name for the product (issue 29), when given: the subject the title and tags start from. */
export const productNameLine = (input: GenerationInput) =>
  input.productName ? `Product name (the creator's; start the title and tags from it): ${input.productName}` : "";

const CTA_STYLE_WORDS = {
  writer: "",
  download: 'opens like "Download today"',
  start: 'opens like "Start learning" (a verb of what the buyer starts)',
} as const;

/** The seller's voice (issue 33), when they set one: the tone, spelling, words and the call to action's style. */
export function voiceLine(input: GenerationInput): string {
  const voice = input.voice;
  if (!voice) return "";
  return [
    `Seller's voice: write in a ${voice.tone} tone`,
    voice.spelling === "auto" ? "" : `use ${voice.spelling.toUpperCase()} spelling`,
    voice.avoid.length ? `never use these words: ${voice.avoid.join(", ")}` : "",
    voice.prefer.length ? `prefer these words where they fit the facts: ${voice.prefer.join(", ")}` : "",
    CTA_STYLE_WORDS[voice.cta] ? `the call to action ${CTA_STYLE_WORDS[voice.cta]}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function userMessage(input: GenerationInput, facts: FactSheet): string {
  return [
    `Category: ${input.category}`,
    productNameLine(input),
    voiceLine(input),
    input.targetPlatform.length ? `Compatible apps: ${input.targetPlatform.join(", ")}` : "",
    input.fileFormats ? `File format: ${input.fileFormats}` : "",
    input.testimonial ? `Customer testimonial: "${input.testimonial.content}" (${input.testimonial.title})` : "",
    `Fact sheet (read from the description; write from it):\n${JSON.stringify(facts)}`,
    `Description:\n${input.description}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The one repair request: what the listing check could not repair, in its own words. */
export function repairMessage(findings: CheckFinding[]): string {
  return ["The listing check found problems it could not repair. Answer again with the whole listing, fixed:", ...findings.map((f) => `- ${f.message}`)].join(
    "\n",
  );
}
