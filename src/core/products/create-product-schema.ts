import { voiceSchema } from "../voice";
import { z } from "zod";
import { BIDI, BIDI_RANGES, CONTROL, TEXT_CONTROL } from "../control-characters";
import { CATEGORIES, COMPATIBLE_APPS, FILE_FORMATS } from "./catalog";
import { optionalProductName } from "./product-name";
import { MAX_SCREENSHOTS } from "./screenshots";
import { isTestimonialRating } from "./testimonial-rating";

/*
 * The rules of a new product, in one place (decision 038). The server parses the create call's
 * body with `createProductRequest`; the wizard checks each step with `wizardStepSchemas`, built
 * from the same fields. The messages here are the API's; the wizard words its own by field
 * (wizard.ts), never by these texts.
 */

/** Longest texts, in characters after trimming; the wizard's inputs stop at the same lengths. */
export const TEXT_LIMITS = { description: 5000, testimonialContent: 2000, testimonialTitle: 200 } as const;

export function needsFileFormat(category: string): boolean {
  return category === "planner" || category === "wallart";
}

export function allowsPlatforms(category: string): boolean {
  return category === "planner";
}

// Text that may run over lines keeps tabs and line breaks; a one-line field (a name) holds no control
// character at all: a line break there starts a new line wherever it is shown or quoted.
const CONTROL_RULES = {
  multiLine: { pattern: TEXT_CONTROL, message: "must not contain control characters other than tabs and line breaks" },
  oneLine: { pattern: CONTROL, message: "must not contain control characters or line breaks" },
} as const;

const requiredText = (max: number, lines: keyof typeof CONTROL_RULES = "multiLine") =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !CONTROL_RULES[lines].pattern.test(text), { message: CONTROL_RULES[lines].message, params: { rule: "control" } })
    .refine((text) => !BIDI.test(text), {
      message: `must not contain text direction overrides or isolates (${BIDI_RANGES})`,
      params: { rule: "bidi" },
    });

export const targetPlatformList = z.array(z.enum(COMPATIBLE_APPS)).max(COMPATIBLE_APPS.length);

export const testimonialRating = z.int("must be a whole number of stars").refine(isTestimonialRating);

/** The request's fields, with `image` for each image: an uploaded id on the server, "picked" in the wizard. */
function productFields<Image extends z.ZodType>(image: Image) {
  return {
    productName: optionalProductName,
    description: requiredText(TEXT_LIMITS.description),
    category: z.enum(CATEGORIES, { message: `must be one of ${CATEGORIES.join(", ")}` }),
    targetPlatform: targetPlatformList.default([]),
    fileFormats: z.enum(FILE_FORMATS).nullable().default(null),
    screenshotIds: z.array(image).min(1, "add at least one screenshot").max(MAX_SCREENSHOTS, `at most ${MAX_SCREENSHOTS} screenshots`),
    testimonial: z
      .strictObject({
        content: requiredText(TEXT_LIMITS.testimonialContent),
        title: requiredText(TEXT_LIMITS.testimonialTitle, "oneLine"),
        avatarId: image,
        rating: testimonialRating.optional(),
      })
      .nullable()
      .default(null),
    beforeAfter: z.strictObject({ beforeId: image, afterId: image }).nullable().default(null),
  };
}

function requireFileFormat(input: { category: string; fileFormats: string | null }, ctx: z.RefinementCtx) {
  if (needsFileFormat(input.category) && !input.fileFormats) {
    ctx.addIssue({ code: "custom", path: ["fileFormats"], message: "is required for planners and wall art" });
  }
}

export const createProductRequest = z
  .strictObject({
    ...productFields(z.uuid("must be an uploaded image id")),
    onDuplicate: z.enum(["replace", "unique"]).optional(),
    /** This product's own voice (issue 33), instead of the account's from Settings → Voice. */
    voice: voiceSchema.nullable().optional(),
    /** The artwork was made with AI tools (issue 32): the marketplace drafts carry Etsy's disclosure line. */
    madeWithAi: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    requireFileFormat(input, ctx);
    if (new Set(input.screenshotIds).size !== input.screenshotIds.length) {
      ctx.addIssue({ code: "custom", path: ["screenshotIds"], message: "must not repeat an image" });
    }
  })
  // Answers the category does not ask for are dropped, not refused (the wizard clears them too).
  .transform((input) => ({
    ...input,
    targetPlatform: allowsPlatforms(input.category) ? [...new Set(input.targetPlatform)] : [],
    fileFormats: needsFileFormat(input.category) ? input.fileFormats : null,
  }));

export type CreateProductInput = z.output<typeof createProductRequest>;

// Before submitting, the wizard has files, not ids: each image is there (true) or not.
const wizard = productFields(z.literal(true));

/**
 * What each wizard step checks (index 0 is step 1), in the request's shape. Step 2 reads the
 * category (step 1's answer) only to know whether a file format is needed.
 */
export const wizardStepSchemas = [
  z.object({ category: wizard.category }),
  z
    .object({ category: z.string(), productName: wizard.productName, description: wizard.description, fileFormats: wizard.fileFormats })
    .superRefine(requireFileFormat),
  z.object({ screenshotIds: wizard.screenshotIds }),
  z.object({ testimonial: wizard.testimonial, beforeAfter: wizard.beforeAfter, voice: voiceSchema.nullable() }),
] as const;
