import { parseAddons } from "../products/addons";
import { formatForCopy } from "../products/copy";
import { COURSE_INFO_KEYS, isCourse } from "../products/course";
import type { EditableCourse, EditableCourseInfo, EditableListing } from "./editable";
import { EDIT_LIMITS } from "./sections";

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** The course information a stored course states ("6 weeks", a workflow's 1200 students as "1200"); empty entries are left out. */
export function courseInfoOf(course: object): EditableCourseInfo {
  const info: EditableCourseInfo = {};
  for (const key of COURSE_INFO_KEYS) {
    const value: unknown = (course as Record<string, unknown>)[key];
    const text = typeof value === "object" ? null : formatForCopy(value);
    if (text) info[key] = text;
  }
  return info;
}

/** A stored course (addons.course, any generator's shape) as the editor's full course, or null. */
export function toEditableCourse(value: unknown): EditableCourse | null {
  if (!value || typeof value !== "object") return null;
  const course = value as Record<string, unknown>;
  const modules = Array.isArray(course.curriculumDetails) ? course.curriculumDetails : [];
  return {
    subtitle: str(course.subtitle),
    courseDescription: str(course.courseDescription),
    whatYouWillLearn: texts(course.whatYouWillLearn),
    requirements: texts(course.requirements),
    whoThisCourseIsFor: texts(course.whoThisCourseIsFor),
    courseFeatures: texts(course.courseFeatures),
    curriculumHighlights: texts(course.curriculumHighlights),
    curriculumDetails: modules
      .filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
      .map((item) => ({ title: str(item.title), details: str(item.details) })),
    ...courseInfoOf(course),
  };
}

/** What a listing is read from: a products row, or the API product (where plan-hidden lists are null). */
export interface EditableSource {
  title: string;
  shortDescription: string | null;
  longDescription: string | null;
  features: string[];
  benefits: string[];
  usp: string[];
  useCases: string[] | null;
  keywords: string[] | null;
  cta: string | null;
  whyChooseUs: string | null;
  addons: unknown;
  images: string[];
  altTexts: string[];
  category: string;
}

/** The product's current listing, as a version stores it and the editor holds it (null lists become empty). */
export function toEditable(source: EditableSource): EditableListing {
  const course = isCourse(source.category) ? toEditableCourse(parseAddons(source.addons).course) : null;
  return {
    title: source.title,
    shortDescription: source.shortDescription ?? "",
    longDescription: source.longDescription ?? "",
    features: source.features,
    benefits: source.benefits,
    usp: source.usp,
    useCases: source.useCases ?? [],
    keywords: source.keywords ?? [],
    cta: source.cta ?? "",
    whyChooseUs: source.whyChooseUs ?? "",
    course,
    altTexts: source.images.slice(0, EDIT_LIMITS.altTexts).map((_, index) => source.altTexts[index] ?? ""),
  };
}
