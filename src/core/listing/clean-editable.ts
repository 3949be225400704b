import { COURSE_INFO_KEYS } from "../products/course";
import type { EditableCourse, EditableListing } from "./editable";
import { LISTING_SECTIONS, type ListingSection } from "./sections";
import { stripHidden } from "./text-rules";

const multiline = (text: string) => stripHidden(text).trim();
/** A one-line field: a generator's line breaks become spaces rather than a refusal. */
const oneLine = (text: string) =>
  stripHidden(text)
    .replace(/\s*\n\s*/g, " ")
    .trim();
const items = (list: string[]) => list.map(oneLine).filter((item) => item !== "");

function cleanCourse(course: EditableCourse): EditableCourse {
  const info = Object.fromEntries(COURSE_INFO_KEYS.flatMap((key) => (course[key] === undefined ? [] : [[key, oneLine(course[key])]])));
  return {
    ...course,
    ...info,
    subtitle: oneLine(course.subtitle),
    courseDescription: multiline(course.courseDescription),
    whatYouWillLearn: items(course.whatYouWillLearn),
    requirements: items(course.requirements),
    whoThisCourseIsFor: items(course.whoThisCourseIsFor),
    courseFeatures: items(course.courseFeatures),
    curriculumHighlights: items(course.curriculumHighlights),
    curriculumDetails: course.curriculumDetails
      .map((module) => ({ title: oneLine(module.title), details: multiline(module.details) }))
      .filter((module) => module.title !== "" || module.details !== ""),
  };
}

const CLEAN: { [S in ListingSection]: (value: EditableListing[S]) => EditableListing[S] } = {
  title: oneLine,
  shortDescription: multiline,
  longDescription: multiline,
  features: items,
  benefits: items,
  usp: items,
  useCases: items,
  keywords: items,
  cta: oneLine,
  whyChooseUs: multiline,
  course: (course) => course && cleanCourse(course),
  // One per image, in order: an empty one keeps its place.
  altTexts: (texts) => texts.map(oneLine),
};

/**
 * A generator's section as the editor's rules (text-rules.ts) would take it: control and
 * invisible characters removed, line breaks joined in one-line fields, blank list items dropped.
 * What this cannot mend (an over-long or empty field, markup) the save schema still refuses.
 */
export const cleanSection = <S extends ListingSection>(section: S, value: EditableListing[S]): EditableListing[S] => CLEAN[section](value);

export const cleanEditable = (listing: EditableListing): EditableListing =>
  Object.fromEntries(LISTING_SECTIONS.map((section) => [section, cleanSection(section, listing[section])])) as unknown as EditableListing;
