import { z } from "zod";
import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH } from "../../core/listing/sections";
import { TITLE_ANGLES } from "../../core/listing/title-choices";
import type { Voice } from "../../core/voice";

export { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH };
export const TITLE_MAX_LENGTH = 140;

/** What a generator is given: the creator's own words and choices, nothing else. */
export interface GenerationInput {
  description: string;
  category: "course" | "planner" | "wallart" | "others";
  targetPlatform: string[];
  fileFormats: string | null;
  testimonial: { content: string; title: string } | null;
  imageCount: number;
  /**
   * The product's name as the creator typed it in the wizard (optional, issue 29). When given it is
   * the subject: the title and tags start from it. Absent on products created before the field.
   */
  productName?: string | null;
  /** The seller's voice when the product was created (issue 33); absent: the writer's own. */
  voice?: Voice | null;
}

const line = z.string().trim().min(1).max(400);
/** A course-information entry the seller stated ("4.5 hours", "Maria Lopez"); absent when not stated. */
const info = (max: number) => z.string().trim().min(1).max(max).optional();
const list = (max: number) => z.array(line).max(max);

export const courseListingSchema = z.object({
  subtitle: z.string().trim().min(1).max(200),
  whatYouWillLearn: list(12).min(1),
  requirements: list(8),
  whoThisCourseIsFor: list(8).min(1),
  courseFeatures: list(10),
  curriculumHighlights: list(10),
  curriculumDetails: z
    .array(z.object({ title: z.string().trim().min(1).max(200), details: z.string().trim().max(1000) }))
    .min(1)
    .max(20),
  courseDescription: z.string().trim().min(1).max(5000),
  instructor: info(120),
  duration: info(80),
  level: info(40),
  language: info(80),
  certificate: info(120),
});

/**
 * What every generator must produce (builtin, an OpenAI-compatible model, or a workflow's
 * callback); anything that does not parse is a failed attempt.
 */
export const generatedListingSchema = z.object({
  title: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
  /**
   * The titles offered beside it, one per angle (issue 33); optional, as a workflow's callback may
   * send none. Each is checked like the title before it is offered (checkTitleChoices).
   */
  titleChoices: z
    .array(z.object({ angle: z.enum(TITLE_ANGLES), title: z.string().trim().min(1).max(TITLE_MAX_LENGTH) }))
    .max(TITLE_ANGLES.length)
    .optional(),
  shortDescription: z.string().trim().min(1).max(300),
  longDescription: z.string().trim().min(1).max(8000),
  features: list(12).min(1),
  benefits: list(12).min(1),
  keywords: z
    .array(z.string().trim().toLowerCase().min(1).max(KEYWORD_MAX_LENGTH))
    .min(1)
    .max(KEYWORD_LIMIT)
    .transform((keywords) => [...new Set(keywords)]),
  usp: list(8),
  cta: z.string().trim().min(1).max(300),
  whyChooseUs: z.string().trim().min(1).max(2000),
  useCases: list(5),
  course: courseListingSchema.optional(),
});

export type GeneratedListing = z.infer<typeof generatedListingSchema>;
export type CourseListing = z.infer<typeof courseListingSchema>;
