import { PROPERTY_IDS, PROPERTY_METRICS, type PropertyId, type PropertyResults } from "./listing-properties";
import type { ListingCategory } from "./types";

export interface MeasuredListing {
  id: string;
  category: ListingCategory;
  results: PropertyResults;
}

export interface PropertyFigure {
  id: PropertyId;
  label: string;
  listings: number;
  /** Listings with at least one offence. */
  failing: number;
  /** Offences in all, a listing counting each of its own. */
  offences: number;
  /** "≥ 97 %" for a share target, "0" for a zero target. */
  target: string;
  /** The figure as the target reads it: the share of listings that pass, or the offences (and in how many listings). */
  figure: string;
  met: boolean;
  examples: Array<{ id: string; text: string; why: string }>;
}

const percent = (n: number, of: number) => (of ? Math.round((1000 * n) / of) / 10 : 100);

/** Each property metric over a set of listings, against its target (issue 29), with the first offences as examples. */
export function summariseProperties(rows: readonly MeasuredListing[], examples = 3): PropertyFigure[] {
  return PROPERTY_IDS.map((id) => {
    const { label, target } = PROPERTY_METRICS[id];
    const failing = rows.filter((row) => row.results[id].length > 0);
    const offences = rows.reduce((n, row) => n + row.results[id].length, 0);
    const passing = percent(rows.length - failing.length, rows.length);
    const share = target.kind === "share";
    return {
      id,
      label,
      listings: rows.length,
      failing: failing.length,
      offences,
      target: share ? `≥ ${target.percent} %` : "0",
      figure: share ? `${passing} %` : offences ? `${offences} (${failing.length})` : "0",
      met: share ? passing >= target.percent : offences === 0,
      examples: failing.slice(0, examples).flatMap((row) => row.results[id].slice(0, 1).map((o) => ({ id: row.id, ...o }))),
    };
  });
}
