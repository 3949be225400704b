import { z } from "zod";
import { CATEGORIES, COMPATIBLE_APPS, FILE_FORMATS } from "../../core/products/catalog";
import { MAX_SCREENSHOTS } from "../../core/products/wizard";

const id = z.uuid("must be an uploaded image id");
const text = (max: number) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

export const createProductInput = z
  .strictObject({
    description: text(5000),
    category: z.enum(CATEGORIES, { message: `must be one of ${CATEGORIES.join(", ")}` }),
    targetPlatform: z.array(z.enum(COMPATIBLE_APPS)).max(COMPATIBLE_APPS.length).default([]),
    fileFormats: z.enum(FILE_FORMATS).nullable().default(null),
    screenshotIds: z.array(id).min(1, "add at least one screenshot").max(MAX_SCREENSHOTS, `at most ${MAX_SCREENSHOTS} screenshots`),
    testimonial: z.strictObject({ content: text(2000), title: text(200), avatarId: id }).nullable().default(null),
    beforeAfter: z.strictObject({ beforeId: id, afterId: id }).nullable().default(null),
    onDuplicate: z.enum(["replace", "unique"]).optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.category === "planner" || input.category === "wallart") && !input.fileFormats) {
      ctx.addIssue({ code: "custom", path: ["fileFormats"], message: "is required for planners and wall art" });
    }
    if (new Set(input.screenshotIds).size !== input.screenshotIds.length) {
      ctx.addIssue({ code: "custom", path: ["screenshotIds"], message: "must not repeat an image" });
    }
  })
  // The wizard's category rules, applied on the server too: only planners name apps, only
  // planners and wall art name a file format.
  .transform((input) => ({
    ...input,
    targetPlatform: input.category === "planner" ? [...new Set(input.targetPlatform)] : [],
    fileFormats: input.category === "course" ? null : input.fileFormats,
  }));

export type CreateProductInput = z.infer<typeof createProductInput>;
