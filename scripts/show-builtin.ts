// Prints builtin listings of the evaluation set for reading: `tsx scripts/show-builtin.ts <id> …`.
import { EVAL_CASES } from "../eval/listing-cases";
import { generateBuiltin } from "../src/server/pipeline/write/builtin/generate";
import { readFacts } from "../src/server/pipeline/read/facts/read-facts";

for (const c of EVAL_CASES.filter((item) => process.argv.slice(2).includes(item.id))) {
  const input = {
    description: c.description,
    category: c.category,
    targetPlatform: c.targetPlatform,
    fileFormats: c.fileFormats,
    testimonial: null,
    imageCount: 1,
  };
  const facts = readFacts(input);
  const { keyFacts: _omitted, ...sheet } = facts;
  console.log(`\n=== ${c.id}\n${JSON.stringify(sheet)}\n${JSON.stringify(generateBuiltin(input, facts), null, 1)}`);
}
