import { readingOf, type DescriptionReading } from "../../../core/listing/description-reading";
import { measureProperties, type PropertyResults } from "../../../core/listing/listing-properties";
import type { CheckedListing } from "../../../core/listing/listing-shape";
import type { FactSheet } from "../../../core/listing/types";
import { analyse } from "../read/facts/analyse";

/** The description's nouns as the tagger reads them (the reader's own analysis, cached per description). */
export function readDescription(description: string, category: FactSheet["category"]): DescriptionReading {
  return readingOf(
    analyse(description).sentences.map((sentence) => sentence.tokens),
    category,
  );
}

/**
 * Issue 29's property metrics on one listing, with the description read: what `npm run
 * eval:listings` reports over the corpus, and what property tests over the corpus assert.
 */
export function measureListing(listing: CheckedListing, facts: FactSheet, description: string, productName?: string | null): PropertyResults {
  return measureProperties(listing, facts, { reading: readDescription(description, facts.category), productName });
}
