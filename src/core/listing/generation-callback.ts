import { z } from "zod";
import { normaliseCourse } from "../products/course-addon";
import { cleanList } from "../products/text-cleaning";
import { listingSectionSchema } from "./editable";
import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH } from "./sections";

const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const camelKeys = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeToCamel(k), v])) : value;
/** The most items one list of a result may hold (nested arrays counted), and a course in all: far above any listing's. */
export const CALLBACK_LIST_MAX = 100;
export const CALLBACK_COURSE_MAX = 1000;

/**
 * Whether `value` holds more than `max` array items and object fields at any depth. It stops
 * counting past `max`, so an over-long list is refused before cleanList reads a single item of it.
 */
function holdsMoreThan(value: unknown, max: number): boolean {
  let left = max;
  const over = (node: unknown): boolean => {
    if (node === null || typeof node !== "object") return false;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) if (--left < 0 || over(node[i])) return true;
      return false;
    }
    for (const key in node) if (--left < 0 || over((node as Record<string, unknown>)[key])) return true;
    return false;
  };
  return over(value);
}

const bounded = (max: number) => z.unknown().refine((value) => !holdsMoreThan(value, max), `must have at most ${max} items`);
// A regeneration's result carries only the sections it rewrote: a missing list reads as empty.
const list = bounded(CALLBACK_LIST_MAX)
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
    course: bounded(CALLBACK_COURSE_MAX)
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
