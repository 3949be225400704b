import { z } from "zod";
import { COURSE_INFO_KEYS, type CourseInfoKey } from "../products/course";
import { EDIT_LIMITS, LISTING_SECTIONS } from "./sections";
import { CONTROL, invisibleProblem, MARKUP } from "./text-rules";

export { EDIT_LIMITS, LISTING_SECTIONS, PAID_SECTIONS, SECTION_LABELS, changedSections, type ListingSection } from "./sections";

/**
 * The listing as the creator edits it (issue 13): every section the product page shows, in one
 * plain object. A version stores exactly this; a save sends exactly this. The limits below are the
 * hard ones (400 on save); the marketplace limits (Etsy 140, Udemy 60/120, 13 × 20 tags) are the
 * listing check's business and may be exceeded while the creator works.
 */

export interface EditableModule {
  title: string;
  details: string;
}

/** The course information ("4.5 hours", "Maria Lopez"): only what the seller stated or the creator wrote. */
export type EditableCourseInfo = Partial<Record<CourseInfoKey, string>>;

export interface EditableCourse extends EditableCourseInfo {
  subtitle: string;
  courseDescription: string;
  whatYouWillLearn: string[];
  requirements: string[];
  whoThisCourseIsFor: string[];
  courseFeatures: string[];
  curriculumHighlights: string[];
  curriculumDetails: EditableModule[];
}

export interface EditableListing {
  title: string;
  shortDescription: string;
  longDescription: string;
  features: string[];
  benefits: string[];
  usp: string[];
  useCases: string[];
  keywords: string[];
  cta: string;
  whyChooseUs: string;
  /** Courses only; null for every other category. */
  course: EditableCourse | null;
  /** One per product image, in the images' order ("" where none is written yet). */
  altTexts: string[];
}

function text(max: number, options: { multiline?: boolean; allowEmpty?: boolean } = {}) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => options.allowEmpty || value.length > 0, "must not be empty")
    .refine((value) => !MARKUP.test(value), "must be plain text (no HTML tags or entities)")
    .refine((value) => !CONTROL.test(value), "must not contain control characters")
    .superRefine((value, ctx) => {
      const problem = invisibleProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .refine((value) => options.multiline || !value.includes("\n"), "must be one line");
}

const list = (itemMax: number, maxItems = EDIT_LIMITS.listItems) => z.array(text(itemMax)).max(maxItems, `must have at most ${maxItems} items`);

export const editableCourseSchema = z.strictObject({
  subtitle: text(EDIT_LIMITS.subtitle),
  courseDescription: text(EDIT_LIMITS.courseDescription, { multiline: true }),
  whatYouWillLearn: list(EDIT_LIMITS.item).min(1, "must have at least one item"),
  requirements: list(EDIT_LIMITS.item),
  whoThisCourseIsFor: list(EDIT_LIMITS.item).min(1, "must have at least one item"),
  courseFeatures: list(EDIT_LIMITS.item),
  curriculumHighlights: list(EDIT_LIMITS.item),
  curriculumDetails: z
    .array(z.strictObject({ title: text(EDIT_LIMITS.moduleTitle), details: text(EDIT_LIMITS.moduleDetails, { multiline: true, allowEmpty: true }) }))
    .min(1, "must have at least one module")
    .max(EDIT_LIMITS.modules, `must have at most ${EDIT_LIMITS.modules} modules`),
  ...(Object.fromEntries(COURSE_INFO_KEYS.map((key) => [key, text(EDIT_LIMITS.courseInfo, { allowEmpty: true }).optional()])) as Record<
    CourseInfoKey,
    z.ZodOptional<ReturnType<typeof text>>
  >),
});

export const editableListingSchema = z.strictObject({
  title: text(EDIT_LIMITS.title),
  shortDescription: text(EDIT_LIMITS.shortDescription, { multiline: true }),
  longDescription: text(EDIT_LIMITS.longDescription, { multiline: true }),
  features: list(EDIT_LIMITS.item).min(1, "must have at least one item"),
  benefits: list(EDIT_LIMITS.item).min(1, "must have at least one item"),
  usp: list(EDIT_LIMITS.item),
  useCases: list(EDIT_LIMITS.item),
  keywords: list(EDIT_LIMITS.keyword),
  cta: text(EDIT_LIMITS.cta, { allowEmpty: true }),
  whyChooseUs: text(EDIT_LIMITS.whyChooseUs, { multiline: true, allowEmpty: true }),
  course: editableCourseSchema.nullable(),
  altTexts: z.array(text(EDIT_LIMITS.altText, { allowEmpty: true })).max(EDIT_LIMITS.altTexts, `must have at most ${EDIT_LIMITS.altTexts} items`),
});

export const listingSectionSchema = z.enum(LISTING_SECTIONS);

/** PUT /api/products/:id/listing. `keywords`/`useCases` may be left out (plans without them). */
export const saveListingSchema = z.strictObject({
  baseVersion: z.number().int().min(0).max(1_000_000),
  listing: editableListingSchema.extend({
    keywords: editableListingSchema.shape.keywords.optional(),
    useCases: editableListingSchema.shape.useCases.optional(),
  }),
});

export const REGENERATE_INSTRUCTION_MAX = 200;

export const regenerateSchema = z.strictObject({
  /** null: the whole listing (every section not locked). */
  section: listingSectionSchema.nullable(),
  instruction: text(REGENERATE_INSTRUCTION_MAX, { allowEmpty: true }).nullable().default(null),
  locked: z.array(listingSectionSchema).max(LISTING_SECTIONS.length).default([]),
  /** The version the creator was looking at; the result is still applied to whatever is current then. */
  baseVersion: z.number().int().min(0).max(1_000_000),
});

export const restoreSchema = z.strictObject({ baseVersion: z.number().int().min(0).max(1_000_000) });
