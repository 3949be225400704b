import { KEYWORD_LIMIT, TITLE_MAX_LENGTH, type GeneratedListing } from "../../../listing";
import { asSentence, clip } from "../../../text/polish";

// The schema's limits, kept with room to spare; templates stay well inside them, this is the backstop.
const LINE_MAX = 380;
const SHORT_MAX = 300;
const CTA_MAX = 300;
const WHY_MAX = 2000;
const LONG_MAX = 7900;

/**
 * A seller's aside cut off by a sentence break ("… dress with pockets (yes, pockets") leaves an open
 * bracket: the aside goes, the rest stays, when the rest is still a phrase.
 */
export function closeAside(text: string): string {
  const open = text.lastIndexOf("(");
  if (open < 0 || text.indexOf(")", open) >= 0) return text;
  const kept = text
    .slice(0, open)
    .replace(/[\s,;:–—-]+$/u, "")
    .trim();
  return kept.split(/\s+/).length >= 3 ? kept : text;
}

const line = (text: string) => clip(closeAside(text), LINE_MAX);
const prose = (text: string, max: number) => (text.length <= max ? text : asSentence(clip(text, max - 1)));

/** Clamps every field to what `generatedListingSchema` accepts, whatever the input did to the copy. */
export function withinLimits(listing: GeneratedListing): GeneratedListing {
  const course = listing.course;
  return {
    ...listing,
    title: clip(listing.title, TITLE_MAX_LENGTH),
    titleChoices: listing.titleChoices?.map((choice) => ({ ...choice, title: clip(choice.title, TITLE_MAX_LENGTH) })),
    shortDescription: prose(listing.shortDescription, SHORT_MAX),
    longDescription: prose(listing.longDescription, LONG_MAX),
    features: listing.features.slice(0, 12).map(line),
    benefits: listing.benefits.slice(0, 12).map(line),
    keywords: listing.keywords.slice(0, KEYWORD_LIMIT),
    usp: listing.usp.slice(0, 8).map(line),
    cta: prose(listing.cta, CTA_MAX),
    whyChooseUs: prose(listing.whyChooseUs, WHY_MAX),
    useCases: listing.useCases.slice(0, 5).map(line),
    ...(course && {
      course: {
        ...course,
        subtitle: clip(course.subtitle, 200),
        whatYouWillLearn: course.whatYouWillLearn.slice(0, 12).map(line),
        requirements: course.requirements.slice(0, 8).map(line),
        whoThisCourseIsFor: course.whoThisCourseIsFor.slice(0, 8).map(line),
        courseFeatures: course.courseFeatures.slice(0, 10).map(line),
        curriculumHighlights: course.curriculumHighlights.slice(0, 10).map(line),
        curriculumDetails: course.curriculumDetails.slice(0, 20).map((module) => ({ title: clip(module.title, 200), details: prose(module.details, 1000) })),
        courseDescription: prose(course.courseDescription, 5000),
      },
    }),
  };
}
