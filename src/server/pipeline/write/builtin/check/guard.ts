import type { FactSheet } from "../../../../../core/listing/types";
import type { GeneratedListing } from "../../../listing";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the text claims a forbidden phrase outright; "not for beginners" does not claim "for beginners". */
export function claims(text: string, phrase: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    const before = lower.slice(Math.max(0, at - 14), at);
    if (!/\b(?:not|no|never|isn't|without|n't)\s+(?:\w+\s+)?$/.test(before)) return true;
  }
  return false;
}

export function contradicts(text: string, facts: FactSheet): boolean {
  return facts.negations.some((negation) => negation.forbidden.some((phrase) => claims(text, phrase)));
}

const sentencesOf = (text: string) => text.match(/[^.!?]+(?:[.!?]+["”')]?|$)\s*/g) ?? [text];

/** Drops any bullet or sentence that claims what the facts negate, then restores brand casing. */
export function guardListing(listing: GeneratedListing, facts: FactSheet): GeneratedListing {
  const casing = facts.names.filter((name) => /\p{Lu}/u.test(name)).map((name) => ({ name, pattern: new RegExp(`\\b${escape(name)}\\b`, "gi") }));
  const fix = (text: string) => casing.reduce((out, { name, pattern }) => out.replace(pattern, name), text);
  const prose = (text: string) => {
    const kept = sentencesOf(text)
      .filter((sentence) => !contradicts(sentence, facts))
      .join("")
      .trim();
    return fix(kept || text);
  };
  const bullets = (lines: readonly string[]) => lines.filter((line) => !contradicts(line, facts)).map(fix);
  const course = listing.course;
  return {
    ...listing,
    title: fix(listing.title),
    titleChoices: listing.titleChoices?.map((choice) => ({ ...choice, title: fix(choice.title) })),
    shortDescription: prose(listing.shortDescription),
    longDescription: listing.longDescription.split("\n\n").map(prose).join("\n\n"),
    features: bullets(listing.features),
    benefits: bullets(listing.benefits),
    keywords: listing.keywords.filter((keyword) => !contradicts(keyword, facts)),
    usp: bullets(listing.usp),
    cta: prose(listing.cta),
    whyChooseUs: prose(listing.whyChooseUs),
    useCases: bullets(listing.useCases),
    ...(course && {
      course: {
        ...course,
        subtitle: prose(course.subtitle),
        whatYouWillLearn: bullets(course.whatYouWillLearn),
        requirements: bullets(course.requirements),
        whoThisCourseIsFor: bullets(course.whoThisCourseIsFor),
        courseFeatures: bullets(course.courseFeatures),
        curriculumHighlights: bullets(course.curriculumHighlights),
        curriculumDetails: course.curriculumDetails.map((module) => ({ title: fix(module.title), details: prose(module.details) })),
        courseDescription: prose(course.courseDescription),
      },
    }),
  };
}
