// Prints builtin regenerations of evaluation cases for reading:
// `tsx scripts/show-regenerate.ts <id> <section|all> [instruction…]`, three variants each.
import { EVAL_CASES } from "../eval/listing-cases";
import { LISTING_SECTIONS, type EditableListing, type ListingSection } from "../src/core/listing/editable";
import { generateBuiltin } from "../src/server/pipeline/write/builtin/generate";
import { regenerateBuiltin } from "../src/server/pipeline/write/builtin/regenerate";
import { readFacts } from "../src/server/pipeline/read/facts/read-facts";
import { toEditableCourse } from "../src/server/pipeline/store/versions";

const [id, which = "all", ...words] = process.argv.slice(2);
const found = EVAL_CASES.find((item) => item.id === id);
if (!found) throw new Error(`no evaluation case ${id}`);
const input = {
  description: found.description,
  category: found.category,
  targetPlatform: found.targetPlatform,
  fileFormats: found.fileFormats,
  testimonial: null,
  imageCount: 2,
};
const facts = readFacts(input);
const { titleChoices: _offered, ...first } = generateBuiltin(input, facts);
let current: EditableListing = { ...first, course: toEditableCourse(first.course), altTexts: [facts.product, facts.product] };
const sections = which === "all" ? LISTING_SECTIONS.filter((s) => s !== "altTexts" && (s !== "course" || current.course)) : [which as ListingSection];
const instruction = words.join(" ") || null;
for (let variant = 0; variant < 3; variant++) {
  const started = performance.now();
  const { sections: out, notes, problem } = regenerateBuiltin(input, facts, { sections, instruction, current, variant });
  console.log(
    `\n=== variant ${variant} (${(performance.now() - started).toFixed(1)} ms)${problem ? `\nproblem: ${problem}` : ""}${notes.length ? `\nnotes: ${notes.join(" ")}` : ""}`,
  );
  for (const section of sections)
    console.log(`--- ${section}\nbefore: ${JSON.stringify(current[section], null, 1)}\nafter:  ${JSON.stringify(out[section], null, 1)}`);
  current = { ...current, ...out };
}
