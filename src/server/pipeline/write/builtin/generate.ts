import type { FactSheet } from "../../../../core/listing/types";
import type { GeneratedListing, GenerationInput } from "../../listing";
import { guardListing } from "./check/guard";
import { withinLimits } from "./check/limits";
import { applySpelling } from "./check/spelling";
import { readSource } from "../../read/builtin/read";
import { writeBenefits, writeFeatures, writeUseCases, writeUsps } from "./write/bullets";
import { writeCourse } from "./write/course";
import { coverFacts, withSellerDetails } from "./write/coverage";
import { writeKeywords } from "./write/keywords";
import { sellerScene, writeCta, writeLongDescription, writeShortDescription } from "./write/prose";
import { writeTitleChoices } from "./write/title";
import { writeWhyChooseUs } from "./write/why-choose";

/**
 * Writes a complete listing from the fact sheet, offline and deterministically: read (the seller's
 * sentences beside the facts) → write (each field from the facts) → check (no claim the facts
 * negate, brand casing, UK spelling, schema limits). The facts are read once by the pipeline.
 * `variant` shifts every wording choice: a regeneration asks for other phrasings of the same facts.
 */
export function generateBuiltin(input: GenerationInput, facts: FactSheet, variant = 0): GeneratedListing {
  const read = readSource(input, facts);
  const source = variant === 0 ? read : { ...read, seed: read.seed + variant, variant };
  const features = writeFeatures(source);
  const benefits = writeBenefits(source, features);
  const titleChoices = writeTitleChoices(source);
  const listing: GeneratedListing = {
    title: titleChoices[0]?.title ?? "",
    titleChoices,
    shortDescription: writeShortDescription(source),
    longDescription: writeLongDescription(source),
    features,
    benefits,
    keywords: writeKeywords(source),
    usp: writeUsps(source, [...features, ...benefits]),
    cta: writeCta(source),
    whyChooseUs: writeWhyChooseUs(source, facts.category === "wallart" ? (sellerScene(source)?.replace(/^showing /, "") ?? null) : null),
    useCases: writeUseCases(source),
  };
  if (facts.category === "course") listing.course = writeCourse(source, features);
  return withinLimits(applySpelling(guardListing(coverFacts(withSellerDetails(listing, source), source), facts), facts.spelling));
}
