import { isGenericTag } from "./generic-tags";
import { listingTexts, type CheckedListing } from "./listing-shape";
import { keyWords, occurrences } from "./text";
import type { CheckId, CheckReport, EvalCase } from "./types";

export interface ListingScore {
  id: string;
  passed: boolean;
  /** Checks with a "review" finding. */
  failedChecks: CheckId[];
  repairs: number;
  missingFacts: string[];
  tagsFound: number;
  genericTags: string[];
  /** Seller's module topics missing from the curriculum, or out of order. */
  missingModules: string[];
  modulesInOrder: boolean;
}

const has = (texts: string[][], phrase: string) => texts.some((t) => occurrences(t, keyWords(phrase)).length > 0);

/** How one evaluation case's listing meets the targets (npm run eval:listings). */
export function scoreListing(evalCase: EvalCase, listing: CheckedListing, report: CheckReport): ListingScore {
  const texts = listingTexts(listing).map(keyWords);
  const tags = new Set(listing.keywords.map((t) => keyWords(t).join(" ")));
  const modules = (listing.course?.curriculumDetails ?? []).map((m) => [keyWords(`${m.title} ${m.details ?? ""}`)]);
  const positions = (evalCase.modules ?? []).map((topic) => modules.findIndex((m) => has(m, topic)));
  const found = positions.filter((p) => p >= 0);
  return {
    id: evalCase.id,
    passed: report.passed,
    failedChecks: [...new Set(report.findings.filter((f) => f.outcome === "review").map((f) => f.check))],
    repairs: report.findings.filter((f) => f.outcome === "repaired").length,
    missingFacts: evalCase.facts.filter((phrase) => !has(texts, phrase)),
    tagsFound: evalCase.tags.filter((tag) => tags.has(keyWords(tag).join(" "))).length,
    genericTags: listing.keywords.filter(isGenericTag),
    missingModules: (evalCase.modules ?? []).filter((_, i) => (positions[i] ?? -1) < 0),
    modulesInOrder: found.every((p, i) => i === 0 || p >= (found[i - 1] ?? 0)),
  };
}

/** Bullets (features, benefits, selling points) written word for word in more than `max` listings. */
export function sharedBullets(listings: CheckedListing[], max: number): Array<{ bullet: string; listings: number }> {
  const counts = new Map<string, number>();
  for (const listing of listings) {
    const bullets = new Set([...listing.features, ...listing.benefits, ...listing.usp].map((b) => b.trim().toLowerCase()));
    for (const bullet of bullets) counts.set(bullet, (counts.get(bullet) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n > max)
    .map(([bullet, n]) => ({ bullet, listings: n }))
    .sort((a, b) => b.listings - a.listings);
}
