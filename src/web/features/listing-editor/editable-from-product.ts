import type { ApiProduct } from "../../../core/api-types";
import type { EditableCourse, EditableListing } from "../../../core/listing/editable";
import { EDIT_LIMITS } from "../../../core/listing/sections";
import { parseAddons, type CourseAddon } from "../../../core/products/addons";
import { isCourse } from "../../../core/products/course";

function courseOf(course: CourseAddon): EditableCourse {
  return {
    subtitle: course.subtitle ?? "",
    courseDescription: course.courseDescription ?? "",
    whatYouWillLearn: course.whatYouWillLearn ?? [],
    requirements: course.requirements ?? [],
    whoThisCourseIsFor: course.whoThisCourseIsFor ?? [],
    courseFeatures: course.courseFeatures ?? [],
    curriculumHighlights: course.curriculumHighlights ?? [],
    curriculumDetails: (course.curriculumDetails ?? []).map((module) => ({ title: module.title, details: module.details ?? "" })),
  };
}

/** The product's stored listing as the editor holds it; plan-hidden sections (null) become empty lists. */
export function editableFromProduct(product: ApiProduct): EditableListing {
  const course = isCourse(product.category) ? courseOf(parseAddons(product.addons).course ?? {}) : null;
  return {
    title: product.title,
    shortDescription: product.shortDescription ?? "",
    longDescription: product.longDescription ?? "",
    features: product.features,
    benefits: product.benefits,
    usp: product.usp,
    useCases: product.useCases ?? [],
    keywords: product.keywords ?? [],
    cta: product.cta ?? "",
    whyChooseUs: product.whyChooseUs ?? "",
    course,
    altTexts: product.images.slice(0, EDIT_LIMITS.altTexts).map((_, index) => product.altTexts[index] ?? ""),
  };
}

/** Whether the viewer's plan includes keywords and use cases (the API sends null when it does not). */
export const hasPaidSections = (product: ApiProduct) => ({ keywords: product.keywords !== null, useCases: product.useCases !== null });

export type SaveListing = Omit<EditableListing, "keywords" | "useCases"> & { keywords?: string[]; useCases?: string[] };

/** What a save sends: the plan's hidden sections are left out, so the server keeps them as stored. */
export function listingToSave(product: ApiProduct, listing: EditableListing): SaveListing {
  const { keywords, useCases, ...rest } = listing;
  const paid = hasPaidSections(product);
  return { ...rest, ...(paid.keywords ? { keywords } : {}), ...(paid.useCases ? { useCases } : {}) };
}
