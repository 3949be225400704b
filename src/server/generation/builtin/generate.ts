import type { GeneratedListing, GenerationInput } from "../listing";
import { benefits, features, useCases, usps } from "./bullets";
import { buildCourse } from "./course";
import { callToAction, longDescription, shortDescription, whyChooseUs } from "./descriptions";
import { buildKeywords } from "./keywords";
import { buildProfile, type Profile } from "./profile";
import { findTopic } from "./templates/shared";
import { copyFor } from "./templates";
import { buildTitle } from "./title";
import { withinLimits } from "./limits";
import { applySpelling } from "./spelling";

/** How copy refers to the subject when no known topic matched: "your garden plans", "Python". */
function focusOf(p: Profile, fallback: string): string {
  if (!p.topic) return fallback;
  if (p.category === "planner") return `your ${p.topic} plans`;
  return p.category === "course" ? p.topic : fallback;
}

/**
 * Writes a complete listing from the creator's description and choices, offline and
 * deterministically: the same input always gives the same listing.
 */
export function generateBuiltin(input: GenerationInput): GeneratedListing {
  const p = buildProfile(input);
  const copy = copyFor(p.category);
  const topic = findTopic(p, copy.topics);
  const focus = topic?.focus ?? focusOf(p, copy.defaultFocus);
  const featureList = features(p, copy, focus);
  const benefitList = benefits(p, copy, topic?.benefits ?? [], focus, featureList);
  const listing: GeneratedListing = {
    title: buildTitle(p),
    shortDescription: shortDescription(p, copy, focus, copy.facts(p).find((fact) => !fact.startsWith("Designed for")) ?? benefitList[0]),
    longDescription: longDescription(p, copy, focus, benefitList),
    features: featureList,
    benefits: benefitList,
    keywords: buildKeywords(p, copy),
    usp: usps(p, copy, focus, [...featureList, ...benefitList]),
    cta: callToAction(p, copy, focus),
    whyChooseUs: whyChooseUs(p, copy, focus),
    useCases: useCases(p, copy, topic?.useCases ?? [], focus),
  };
  if (p.category === "course") listing.course = buildCourse(p);
  return withinLimits(applySpelling(listing, p.words));
}
