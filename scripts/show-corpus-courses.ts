// Prints the builtin writer's course fields for corpus courses, for reading: `tsx scripts/show-corpus-courses.ts [id-part …]`.
import corpus from "../eval/corpus.json" with { type: "json" };
import type { ListingCategory } from "../src/core/listing/types";
import { generateBuiltin } from "../src/server/generation/builtin/generate";
import { readFacts } from "../src/server/generation/facts/read-facts";
import type { GenerationInput } from "../src/server/generation/listing";

const wanted = process.argv.slice(2);
for (const c of corpus.cases) {
  if (c.category !== "course" || (wanted.length > 0 && !wanted.some((part) => c.id.includes(part)))) continue;
  const input: GenerationInput = { ...c, category: c.category as ListingCategory, testimonial: null, imageCount: 1 };
  const facts = readFacts(input);
  const course = generateBuiltin(input, facts).course;
  const { instructor, duration, level, language, certificate } = course ?? {};
  console.log(`\n=== ${c.id}\n${JSON.stringify({ instructor, duration, level, language, certificate })}`);
  for (const module of course?.curriculumDetails ?? []) console.log(`- ${module.title} :: ${module.details}`);
}
