import { checkListing } from "../../../core/listing/check/check-listing";
import type { EditableListing } from "../../../core/listing/editable";
import type { CheckReport } from "../../../core/listing/types";
import type { products } from "../../db/schema";
import { generationInput } from "../read/generation-input";
import { readFacts } from "../read/facts/read-facts";

/**
 * The listing check on text the creator wrote: a report only. The check's repairs are for
 * generated text; here the creator's words are stored as sent, so what it would have repaired
 * becomes something to review.
 */
export function checkSaved(listing: EditableListing, row: typeof products.$inferSelect): CheckReport {
  const facts = row.facts ?? readFacts(generationInput(row));
  const { report } = checkListing({ ...listing, course: listing.course ?? undefined }, facts);
  const findings = report.findings.map((finding) =>
    finding.outcome === "repaired" ? { ...finding, outcome: "review" as const, message: `Suggested, not applied: ${finding.message}` } : finding,
  );
  return { ...report, findings, passed: findings.every((finding) => finding.outcome !== "review") };
}
