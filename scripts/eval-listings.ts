// npm run eval:listings: readFacts + the builtin generator over eval/listing-cases.ts, through the
// listing check, scored against issue 12's targets, its tuning and held-out halves reported apart;
// then issue 29's property metrics over both halves and over the development corpus. Exits
// non-zero when one of issue 12's targets fails.
import { EVAL_CASES, HELD_OUT_CASES, TUNING_CASES } from "../eval/listing-cases";
import { checkListing } from "../src/core/listing/check/check-listing";
import { scoreListing, sharedBullets, type ListingScore } from "../src/core/listing/eval-score";
import { GENERIC_TAG_LIMIT } from "../src/core/listing/generic-tags";
import type { MeasuredListing } from "../src/core/listing/property-summary";
import type { CheckId, EvalCase } from "../src/core/listing/types";
import { builtinGenerator } from "../src/server/pipeline/write/builtin/builtin-generator";
import { readFacts } from "../src/server/pipeline/read/facts/read-facts";
import type { GenerationInput } from "../src/server/pipeline/listing";
import { measureListing } from "../src/server/pipeline/check/measure-listing";
import { CORPUS_HALVES } from "../eval/corpus";
import { printProperties, readCorpus, type CorpusCase } from "./eval-properties";

const MAX_SHARED = 2;
const CHECKS: CheckId[] = [
  "markup",
  "names",
  "title-length",
  "title-characters",
  "subtitle-length",
  "tag-characters",
  "tags",
  "fragments",
  "repeats",
  "title-subject",
  "contradictions",
  "facts-covered",
];

/** One description through the reader, the builtin writer and the check; the metrics read the writer's own output. */
async function write(source: CorpusCase) {
  const input: GenerationInput = {
    description: source.description,
    category: source.category,
    targetPlatform: source.targetPlatform,
    fileFormats: source.fileFormats,
    testimonial: null,
    imageCount: 0,
  };
  const facts = readFacts(input);
  const context = { productId: source.id, facts, signal: new AbortController().signal, report: async () => {} };
  const generated = await builtinGenerator.generate(input, context);
  if (generated === "deferred") throw new Error("the builtin generator never defers");
  const measured: MeasuredListing = { id: source.id, category: source.category, results: measureListing(generated, facts, source.description) };
  return { ...checkListing(generated, facts), measured };
}

async function run(evalCase: EvalCase) {
  const { listing, report, measured } = await write(evalCase);
  return { evalCase, listing, report, measured, score: scoreListing(evalCase, listing, report) };
}

const results = [];
for (const evalCase of EVAL_CASES) results.push(await run(evalCase));
const scores: ListingScore[] = results.map((r) => r.score);
const pct = (n: number, of: number) => `${n}/${of} (${of ? Math.round((100 * n) / of) : 100}%)`;
const halves = [
  { name: "tuning", ids: new Set(TUNING_CASES.map((c) => c.id)) },
  { name: "held-out", ids: new Set(HELD_OUT_CASES.map((c) => c.id)) },
];
const halfOf = (id: string) => (halves[0]?.ids.has(id) ? "T" : "H");
const inHalf = <T extends { id: string }>(items: T[], ids: Set<string>) => items.filter((item) => ids.has(item.id));

console.log(`Listing evaluation: ${EVAL_CASES.length} cases, ${TUNING_CASES.length} tuning (T) and ${HELD_OUT_CASES.length} held out (H)`);
console.log(
  `\nPer check (listings with nothing to review; repairs made):\n  ${"".padEnd(18)} ${"all".padEnd(14)} ${"tuning".padEnd(14)} ${"held-out".padEnd(14)}`,
);
for (const check of CHECKS) {
  const clean = (some: ListingScore[]) => pct(some.filter((s) => !s.failedChecks.includes(check)).length, some.length).padEnd(14);
  const repairs = results.reduce((n, r) => n + r.report.findings.filter((f) => f.check === check && f.outcome === "repaired").length, 0);
  console.log(`  ${check.padEnd(18)} ${clean(scores)} ${halves.map((h) => clean(inHalf(scores, h.ids))).join(" ")} repairs ${repairs}`);
}

console.log("\nPer listing:");
for (const { evalCase, score, listing, report } of results) {
  const modules = evalCase.modules
    ? `  modules ${evalCase.modules.length - score.missingModules.length}/${evalCase.modules.length}${score.modulesInOrder ? "" : " (out of order)"}`
    : "";
  console.log(
    `  ${score.passed ? "pass" : "FAIL"} ${halfOf(score.id)} ${score.id.padEnd(32)} facts ${evalCase.facts.length - score.missingFacts.length}/${evalCase.facts.length}  tags ${score.tagsFound}/${evalCase.tags.length}  generic ${score.genericTags.length}/${listing.keywords.length}  repairs ${score.repairs}${modules}`,
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
const failingScores = (name: string, failing: ListingScore[], line: (s: ListingScore) => string) => ({
  name,
  failingIds: failing.map((s) => s.id),
  failing: failing.map(line),
});
const targets = [
  failingScores(
    "every listing passes every check",
    scores.filter((s) => !s.passed),
    (s) => `${s.id} (${s.failedChecks.join(", ")})`,
  ),
  { name: `no bullet verbatim in more than ${MAX_SHARED} listings`, failingIds: [], failing: shared.map((s) => `"${s.bullet}" in ${s.listings}`) },
  failingScores(
    `generic tags ≤ ${GENERIC_TAG_LIMIT} of 13`,
    scores.filter((s) => s.genericTags.length > GENERIC_TAG_LIMIT),
    (s) => `${s.id}: ${s.genericTags.join(", ")}`,
  ),
  failingScores(
    "every listed module topic appears in the curriculum, in order",
    scores.filter((s) => s.missingModules.length || !s.modulesInOrder),
    (s) => `${s.id}: ${s.missingModules.join(", ") || "out of order"}`,
  ),
  failingScores(
    "each case's facts are in its listing",
    scores.filter((s) => s.missingFacts.length),
    (s) => `${s.id}: ${s.missingFacts.join(", ")}`,
  ),
];
const tagsFound = scores.reduce((n, s) => n + s.tagsFound, 0);
const tagsExpected = EVAL_CASES.reduce((n, c) => n + c.tags.length, 0);
console.log(`\nExpected tags among the keywords: ${pct(tagsFound, tagsExpected)} (reported, not a target)`);
console.log("\nTargets (failing listings: tuning / held-out):");
for (const target of targets) {
  const perHalf = halves.map((h) => target.failingIds.filter((id) => h.ids.has(id)).length).join(" / ");
  console.log(
    `  ${target.failing.length ? "TARGET FAILED" : "pass         "} ${target.name}${target.failing.length ? ` — ${target.failing.length} failing` : ""}${target.failingIds.length ? ` (${perHalf})` : ""}`,
  );
  for (const line of target.failing.slice(0, 10)) console.log(`      ${line}`);
}

const measured = results.map((r) => r.measured);
for (const half of halves) printProperties(`${half.name} half of eval/`, inHalf(measured, half.ids), 2);

// The corpus figures are reported, not enforced: the builtin writer is being rewritten against them
// (issue 29), so for now only issue 12's targets above decide the exit code.
const corpus = readCorpus();
if ("missing" in corpus) {
  console.error(`\n${corpus.missing}`);
  process.exitCode = 1;
} else {
  const written = [];
  for (const source of corpus.cases) written.push(await write(source));
  printProperties(
    "development corpus (eval/corpus.json)",
    written.map((w) => w.measured),
    Number(process.env.EVAL_EXAMPLES ?? 3),
  );
  // The same figures per half: a change made for the development half must hold on the other.
  for (const [name, cases] of Object.entries(CORPUS_HALVES)) {
    const ids = new Set(cases.map((c) => c.id));
    printProperties(
      `corpus, ${name} half`,
      inHalf(
        written.map((w) => w.measured),
        ids,
      ),
      0,
    );
  }
  console.log(`\nCorpus listings that pass every check: ${pct(written.filter((w) => w.report.passed).length, written.length)} (reported, not a target)`);
  process.exitCode = targets.some((t) => t.failing.length) ? 1 : 0;
}
