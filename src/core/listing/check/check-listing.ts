import { checkAvoidWords } from "./check-avoid-words";
import { checkRepeats, checkFragments } from "./check-bullets";
import { checkContradictions, checkFactsCovered } from "./check-facts";
import { checkMarkup } from "./check-markup";
import { checkNames } from "./check-names";
import { checkTitleSubject } from "./check-subject";
import { checkTagCharacters } from "./check-tag-characters";
import { checkTags } from "./check-tags";
import { checkSubtitleLength, checkTitleCharacters, checkTitleLength } from "./check-title";
import type { CheckedListing } from "../listing-shape";
import { RULES_VERSION } from "../marketplace-rules";
import type { CheckStep } from "../step";
import type { CheckFinding, CheckId, CheckReport, FactSheet } from "../types";

/** In order: clean text first, so every later check reads what will be stored. */
const STEPS: Array<[CheckId, CheckStep, string]> = [
  ["markup", checkMarkup, "No leftover HTML or entities."],
  ["names", checkNames, "Brand and proper names keep their casing."],
  ["avoid-words", checkAvoidWords, "No word your voice avoids is in the listing."],
  ["title-length", checkTitleLength, "The title is within Etsy's 140 characters."],
  ["title-characters", checkTitleCharacters, "The title uses % : & + at most once each and none of $ ^ \\ `."],
  ["subtitle-length", checkSubtitleLength, "The course subtitle is within Udemy's 120 characters."],
  ["tag-characters", checkTagCharacters, "The tags use only letters, digits, spaces and - ' ™ © ®, as Etsy requires."],
  ["tags", checkTags, "The tags meet Etsy's rules: at most 13, up to 20 characters each, no repeats."],
  ["fragments", checkFragments, "Every bullet is a complete phrase."],
  ["repeats", checkRepeats, "No bullet repeats another."],
  ["title-subject", checkTitleSubject, "The title names what the product is."],
  ["contradictions", checkContradictions, "Nothing contradicts the facts."],
  ["facts-covered", checkFactsCovered, "Every key fact from the description is in the listing, the subject in the title."],
];

/**
 * The one check every generator's listing passes through before it is stored (issue 12): repairs
 * what it safely can and reports the rest. Pure and deterministic.
 */
export function checkListing<L extends CheckedListing>(listing: L, facts: FactSheet): { listing: L; report: CheckReport } {
  let current: CheckedListing = listing;
  const findings: CheckFinding[] = [];
  for (const [check, step, passed] of STEPS) {
    if (check === "subtitle-length" && !current.course) continue;
    if (check === "avoid-words" && !facts.avoid?.length) continue;
    const result = step(current, facts);
    current = result.listing;
    findings.push(...(result.findings.length ? result.findings : [{ check, outcome: "passed" as const, message: passed }]));
  }
  return { listing: current as L, report: { passed: findings.every((f) => f.outcome !== "review"), findings, rulesVersion: RULES_VERSION } };
}
