// Local measure of the builtin over the evaluation set (issue 12): facts covered, bullet repeats
// across listings, generic tags, module order. `npm run eval:listings` is the full check.
import { EVAL_CASES } from "../eval/listing-cases";
import { checkListing } from "../src/core/listing/check-listing";
import { generateBuiltin } from "../src/server/generation/builtin/generate";
import { GENERIC_TAGS } from "../src/server/generation/builtin/write/wording";
import { readFacts } from "../src/server/generation/facts/read-facts";

const bulletUse = new Map<string, Set<string>>();
let missingFacts = 0;
let tooGeneric = 0;
let moduleMisses = 0;
const reviews = new Map<string, number>();
for (const c of EVAL_CASES) {
  const input = { description: c.description, category: c.category, targetPlatform: c.targetPlatform, fileFormats: c.fileFormats, testimonial: null, imageCount: 1 };
  const facts = readFacts(input);
  const generated = generateBuiltin(input, facts);
  const { listing, report } = checkListing(generated, facts);
  const findings = report.findings.filter((f) => f.outcome !== "passed");
  for (const f of findings) reviews.set(`${f.check}:${f.outcome}`, (reviews.get(`${f.check}:${f.outcome}`) ?? 0) + 1);
  const text = JSON.stringify(listing).toLowerCase();
  const missing = c.facts.filter((fact) => !text.includes(fact));
  const generic = listing.keywords.filter((k) => (GENERIC_TAGS[c.category] as readonly string[]).includes(k)).length;
  const titles = (listing.course?.curriculumDetails ?? []).map((m) => m.title.toLowerCase()).join(" | ");
  const modules = (c.modules ?? []).filter((m) => !titles.includes(m.toLowerCase()));
  const tagHits = c.tags.filter((t) => listing.keywords.includes(t)).length;
  missingFacts += missing.length;
  if (generic > 3) tooGeneric += 1;
  moduleMisses += modules.length;
  for (const line of [...listing.features, ...listing.benefits, ...listing.usp, ...listing.useCases]) {
    const set = bulletUse.get(line) ?? new Set<string>();
    set.add(c.id);
    bulletUse.set(line, set);
  }
  console.log(`${c.id.padEnd(24)} ${listing.title}\n    missing facts: ${missing.join(", ") || "-"} | tags ${tagHits}/${c.tags.length} (${listing.keywords.length}) | modules missing: ${modules.join(", ") || "-"}`);
  if (process.argv.includes("--tags")) console.log(`    ${listing.keywords.join(" · ")}`);
  if (process.argv.includes("--findings")) for (const f of findings) console.log(`    [${f.check} ${f.outcome}] ${f.message}`);
}
const repeated = [...bulletUse].filter(([, ids]) => ids.size > 2);
console.log(`\nfacts missing: ${missingFacts}; listings with > 3 generic tags: ${tooGeneric}; module topics missing: ${moduleMisses}; bullets in > 2 listings: ${repeated.length}`);
console.log(`check findings: ${[...reviews].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}`);
for (const [line, ids] of repeated) console.log(`  ${ids.size}× ${line}`);
