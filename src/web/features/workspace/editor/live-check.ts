import { checkListing } from "../../../../core/listing/check/check-listing";
import type { EditableListing } from "../../../../core/listing/editable";
import type { CheckFinding, CheckReport, FactSheet } from "../../../../core/listing/types";
import { LIMITS } from "./limits";

const FACT_CHECKS = new Set<CheckFinding["check"]>(["contradictions", "facts-covered", "title-subject"]);

// Stands in for a missing fact sheet: no facts, so the fact checks find nothing (and are then left out).
const NO_FACTS: FactSheet = {
  category: "others",
  product: "",
  subject: null,
  audience: [],
  level: null,
  negations: [],
  counts: [],
  sizes: [],
  durations: [],
  years: [],
  included: [],
  formats: [],
  apps: [],
  delivery: "download",
  outline: [],
  quotes: [],
  names: [],
  spelling: "us",
  corrections: [],
  keyFacts: [],
};

/**
 * The listing check on the text being edited. Nothing is repaired while the creator types, so what
 * the check would repair is something to look at, said in the present tense where we can.
 */
export function liveCheck(listing: EditableListing, facts: FactSheet | null): CheckReport {
  const { report } = checkListing({ ...listing, course: listing.course ?? undefined }, facts ?? NO_FACTS);
  const findings = report.findings
    .filter((finding) => facts || !FACT_CHECKS.has(finding.check))
    .map((finding): CheckFinding => (finding.outcome === "repaired" ? { ...finding, outcome: "review", message: pending(finding, listing) } : finding));
  return { ...report, findings, passed: findings.every((finding) => finding.outcome !== "review") };
}

function pending(finding: CheckFinding, listing: EditableListing): string {
  if (finding.check === "title-length") return `The title is ${listing.title.length} characters; Etsy allows ${LIMITS.etsyTitle.max}.`;
  if (finding.check === "subtitle-length")
    return `The course subtitle is ${listing.course?.subtitle.length ?? 0} characters; Udemy allows ${LIMITS.udemySubtitle.max}.`;
  return `The check would change this: ${finding.message}`;
}
