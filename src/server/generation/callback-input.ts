import { z } from "zod";
import { listingSectionSchema } from "../../core/listing/editable";
import { normaliseCourse } from "../../core/products/course-addon";
import { cleanList } from "../../core/products/text-cleaning";
import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH } from "./listing";

const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const camelKeys = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeToCamel(k), v])) : value;
// A regeneration's result carries only the sections it rewrote: a missing list reads as empty.
const list = z
  .unknown()
  .optional()
  .transform((value) => cleanList(value));
const text = z.string().trim().max(8000).optional();

/** A workflow's result, in camelCase or snake_case (docs/generation-webhook.md), lists as arrays or text. */
export const callbackResult = z.preprocess(
  camelKeys,
  z.object({
    title: z.string().trim().min(1).max(140).optional(),
    shortDescription: text,
    longDescription: text,
    features: list,
    benefits: list,
    keywords: list.transform((items) => [...new Set(items.map((k) => k.toLowerCase()).filter((k) => k.length <= KEYWORD_MAX_LENGTH))].slice(0, KEYWORD_LIMIT)),
    usp: list.optional(),
    useCases: list.optional(),
    cta: text,
    callToAction: text,
    whyChooseUs: text,
    course: z
      .unknown()
      .transform((value) => normaliseCourse(value))
      .optional(),
    /** Regenerations of alt text only: one per image, in order. */
    altTexts: list.optional(),
  }),
);

export const callbackBody = z.strictObject({
  /** A regeneration's result names the section it rewrote (null: the whole listing); it must match the request. */
  section: listingSectionSchema.nullable().optional(),
  progress: z.number().min(0).max(100).optional(),
  step: z.number().int().min(0).max(3).optional(),
  message: z.string().trim().max(200).optional(),
  result: callbackResult.optional(),
  error: z.string().trim().min(1).max(2000).optional(),
});
