/**
 * The listing as the check sees it: the fields every generator fills (builtin, openai, a
 * workflow's callback). Structural, so core does not import the server's zod schema; the server's
 * GeneratedListing is assignable to it.
 */
export interface CheckedCourse {
  subtitle?: string;
  whatYouWillLearn?: string[];
  requirements?: string[];
  whoThisCourseIsFor?: string[];
  courseFeatures?: string[];
  curriculumHighlights?: string[];
  curriculumDetails?: Array<{ title: string; details?: string }>;
  courseDescription?: string;
}

export interface CheckedListing {
  title: string;
  shortDescription: string;
  longDescription: string;
  features: string[];
  benefits: string[];
  keywords: string[];
  usp: string[];
  useCases: string[];
  cta: string | null;
  whyChooseUs: string | null;
  course?: CheckedCourse;
}

export const COURSE_LIST_FIELDS = ["whatYouWillLearn", "requirements", "whoThisCourseIsFor", "courseFeatures", "curriculumHighlights"] as const;
export type CourseListField = (typeof COURSE_LIST_FIELDS)[number];

export function listingTexts(listing: CheckedListing): string[] {
  const course = listing.course;
  const courseTexts = course
    ? [
        course.subtitle ?? "",
        course.courseDescription ?? "",
        ...COURSE_LIST_FIELDS.flatMap((field) => course[field] ?? []),
        ...(course.curriculumDetails ?? []).flatMap((m) => [m.title, m.details ?? ""]),
      ]
    : [];
  return [
    listing.title,
    listing.shortDescription,
    listing.longDescription,
    ...listing.features,
    ...listing.benefits,
    ...listing.keywords,
    ...listing.usp,
    ...listing.useCases,
    listing.cta ?? "",
    listing.whyChooseUs ?? "",
    ...courseTexts,
  ].filter((text) => text !== "");
}
