import { COURSE_INFO_KEYS } from "../products/course";
import type { EditableCourse, EditableListing } from "./editable";
import { EDIT_LIMITS as L } from "./sections";

const fill = (max: number, letter: string) => letter.repeat(max);
const items = (count: number, max: number, letter: string) => Array.from({ length: count }, () => fill(max, letter));

/**
 * The largest listing a save can carry: every text at its limit and every list at its count, a
 * course with every module and every piece of course information, and an alt text for as many
 * images as a product can have. `letter` is what every text is made of.
 */
export function largestListing(letter = "x"): EditableListing {
  const list = () => items(L.listItems, L.item, letter);
  const course: EditableCourse = {
    subtitle: fill(L.subtitle, letter),
    courseDescription: fill(L.courseDescription, letter),
    whatYouWillLearn: list(),
    requirements: list(),
    whoThisCourseIsFor: list(),
    courseFeatures: list(),
    curriculumHighlights: list(),
    curriculumDetails: Array.from({ length: L.modules }, () => ({ title: fill(L.moduleTitle, letter), details: fill(L.moduleDetails, letter) })),
    ...Object.fromEntries(COURSE_INFO_KEYS.map((key) => [key, fill(L.courseInfo, letter)])),
  };
  return {
    title: fill(L.title, letter),
    shortDescription: fill(L.shortDescription, letter),
    longDescription: fill(L.longDescription, letter),
    features: list(),
    benefits: list(),
    usp: list(),
    useCases: list(),
    keywords: items(L.listItems, L.keyword, letter),
    cta: fill(L.cta, letter),
    whyChooseUs: fill(L.whyChooseUs, letter),
    course,
    altTexts: items(L.altTexts, L.altText, letter),
  };
}

/** The largest save body, `{ baseVersion, listing }` as JSON.stringify writes it, in ASCII: one byte a character. */
export const LARGEST_SAVE_BYTES = JSON.stringify({ baseVersion: 1_000_000, listing: largestListing() }).length;

/**
 * The most a request carrying a listing may hold (decision 053): the largest save with a quarter
 * more for characters that take more than one byte (’ “ — é: 2–3 bytes in UTF-8) or an escape in
 * JSON (" \ and line breaks: 2), rounded up to whole KiB. A listing at every limit at once still
 * fits with one character in eight taking three bytes; anything larger is no listing.
 */
export const LISTING_BODY_MAX_BYTES = Math.ceil((LARGEST_SAVE_BYTES * 1.25) / 1024) * 1024;
