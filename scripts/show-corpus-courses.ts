// Prints the builtin writer's course information and curriculum for corpus courses, for reading:
// `tsx scripts/show-corpus-courses.ts [id-part …]` (the corpus beside the repository, as eval:listings reads it).
import { generateBuiltin } from "../src/server/pipeline/write/builtin/generate";
import { readFacts } from "../src/server/pipeline/read/facts/read-facts";
import type { GenerationInput } from "../src/server/pipeline/listing";
import { readCorpus } from "./eval-properties";

const corpus = readCorpus();
if ("missing" in corpus) throw new Error(corpus.missing);
const wanted = process.argv.slice(2);
for (const c of corpus.cases) {
  if (c.category !== "course" || (wanted.length > 0 && !wanted.some((part) => c.id.includes(part)))) continue;
  const input: GenerationInput = { ...c, testimonial: null, imageCount: 1 };
  const course = generateBuiltin(input, readFacts(input)).course;
  const { instructor, duration, level, language, certificate } = course ?? {};
  console.log(`\n=== ${c.id}\n${JSON.stringify({ instructor, duration, level, language, certificate })}`);
  for (const module of course?.curriculumDetails ?? []) console.log(`- ${module.title} :: ${module.details}`);
}
