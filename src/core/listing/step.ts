import type { CheckedListing } from "./listing-shape";
import type { CheckFinding, FactSheet } from "./types";

/** One check: the listing with what it could repair, and a finding per repair or doubt. */
export type CheckStep = (listing: CheckedListing, facts: FactSheet) => { listing: CheckedListing; findings: CheckFinding[] };
