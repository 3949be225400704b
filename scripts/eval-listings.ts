// npm run eval:listings: readFacts + the builtin generator over eval/listing-cases.ts, through the
// listing check, scored against issue 12's targets. Exits non-zero when a target fails.
import { EVAL_CASES } from "../eval/listing-cases";
import { checkListing } from "../src/core/listing/check-listing";
import { scoreListing, sharedBullets, type ListingScore } from "../src/core/listing/eval-score";
import { GENERIC_TAG_LIMIT } from "../src/core/listing/generic-tags";
import type { CheckId, EvalCase } from "../src/core/listing/types";
import { builtinGenerator } from "../src/server/generation/builtin-generator";
import { readFacts } from "../src/server/generation/facts/read-facts";
import type { GenerationInput } from "../src/server/generation/listing";

const MAX_SHARED = 2;
const CHECKS: CheckId[] = [
  "markup",
  "names",
  "title-length",
  "title-characters",
  "subtitle-length",
  "tags",
  "fragments",
  "repeats",
  "contradictions",
  "facts-covered",
];

async function run(evalCase: EvalCase) {
  const input: GenerationInput = {
    description: evalCase.description,
    category: evalCase.category,
    targetPlatform: evalCase.targetPlatform,
    fileFormats: evalCase.fileFormats,
    testimonial: null,
    imageCount: 0,
  };
  const facts = readFacts(input);
  const context = { productId: evalCase.id, facts, signal: new AbortController().signal, report: async () => {} };
  const generated = await builtinGenerator.generate(input, context);
  if (generated === "deferred") throw new Error("the builtin generator never defers");
  const { listing, report } = checkListing(generated, facts);
  return { listing, report, score: scoreListing(evalCase, listing, report) };
}

const results = [];
for (const evalCase of EVAL_CASES) results.push({ evalCase, ...(await run(evalCase)) });
const scores: ListingScore[] = results.map((r) => r.score);
const pct = (n: number, of: number) => `${n}/${of} (${of ? Math.round((100 * n) / of) : 100}%)`;

console.log(`Listing evaluation: ${EVAL_CASES.length} cases\n\nPer check (listings with nothing to review; repairs made):`);
for (const check of CHECKS) {
  const clean = scores.filter((s) => !s.failedChecks.includes(check)).length;
  const repairs = results.reduce((n, r) => n + r.report.findings.filter((f) => f.check === check && f.outcome === "repaired").length, 0);
  console.log(`  ${check.padEnd(18)} ${pct(clean, scores.length).padEnd(14)} repairs ${repairs}`);
}

console.log("\nPer listing:");
for (const { evalCase, score, listing, report } of results) {
  const modules = evalCase.modules
    ? `  modules ${evalCase.modules.length - score.missingModules.length}/${evalCase.modules.length}${score.modulesInOrder ? "" : " (out of order)"}`
    : "";
  console.log(
    `  ${score.passed ? "pass" : "FAIL"} ${score.id.padEnd(34)} facts ${evalCase.facts.length - score.missingFacts.length}/${evalCase.facts.length}  tags ${score.tagsFound}/${evalCase.tags.length}  generic ${score.genericTags.length}/${listing.keywords.length}  repairs ${score.repairs}${modules}`,
  );
  console.log(`       title: ${listing.title}`);
  for (const finding of report.findings.filter((f) => f.outcome === "review")) console.log(`       review: ${finding.message}`);
  if (score.missingFacts.length) console.log(`       missing facts: ${score.missingFacts.join(", ")}`);
  if (score.missingModules.length) console.log(`       missing modules: ${score.missingModules.join(", ")}`);
}

const shared = sharedBullets(
  results.map((r) => r.listing),
  MAX_SHARED,
);
const targets = [
  { name: "every listing passes every check", failing: scores.filter((s) => !s.passed).map((s) => `${s.id} (${s.failedChecks.join(", ")})`) },
  { name: `no bullet verbatim in more than ${MAX_SHARED} listings`, failing: shared.map((s) => `"${s.bullet}" in ${s.listings}`) },
  {
    name: `generic tags ≤ ${GENERIC_TAG_LIMIT} of 13`,
    failing: scores.filter((s) => s.genericTags.length > GENERIC_TAG_LIMIT).map((s) => `${s.id}: ${s.genericTags.join(", ")}`),
  },
  {
    name: "every listed module topic appears in the curriculum, in order",
    failing: scores.filter((s) => s.missingModules.length || !s.modulesInOrder).map((s) => `${s.id}: ${s.missingModules.join(", ") || "out of order"}`),
  },
  { name: "each case's facts are in its listing", failing: scores.filter((s) => s.missingFacts.length).map((s) => `${s.id}: ${s.missingFacts.join(", ")}`) },
];
const tagsFound = scores.reduce((n, s) => n + s.tagsFound, 0);
const tagsExpected = EVAL_CASES.reduce((n, c) => n + c.tags.length, 0);
console.log(`\nExpected tags among the keywords: ${pct(tagsFound, tagsExpected)} (reported, not a target)`);
console.log("\nTargets:");
for (const target of targets) {
  console.log(
    `  ${target.failing.length ? "TARGET FAILED" : "pass         "} ${target.name}${target.failing.length ? ` — ${target.failing.length} failing` : ""}`,
  );
  for (const line of target.failing.slice(0, 10)) console.log(`      ${line}`);
}
process.exitCode = targets.some((t) => t.failing.length) ? 1 : 0;
