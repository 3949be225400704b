import { z } from "../../lib/zod";
import { CATEGORIES, FILE_FORMATS } from "../../../core/products/catalog";
import { targetPlatformList, testimonialRating, TEXT_LIMITS } from "../../../core/products/create-product-schema";
import { PRODUCT_NAME_MAX } from "../../../core/products/product-name";
import { isImageType, MAX_SCREENSHOTS } from "../../../core/products/screenshots";
import { TOTAL_STEPS } from "../../../core/products/wizard";
import { CTA_STYLES, VOICE_TEXT_MAX, VOICE_TONES } from "../../../core/voice";
import type { RestorableWizard, WizardFiles, WizardState } from "./use-wizard";

/** The wizard's answers and place, without the images (kept apart: they are large and change rarely). */
export interface DraftFields {
  savedAt: string;
  step: number;
  furthestStep: number;
  data: RestorableWizard["data"];
}

export type WizardDraft = RestorableWizard & { savedAt: string };

/** Where drafts live; one per user, in this browser only. */
export interface DraftStore {
  load(userId: string): Promise<WizardDraft | null>;
  save(userId: string, fields: DraftFields, files?: WizardFiles): Promise<void>;
  remove(userId: string): Promise<void>;
}

export const EMPTY_FILES: WizardFiles = { screenshots: [], avatar: null, before: null, after: null };

/** The answers to keep; the image counts and flags are rebuilt from the images on restore. */
export function draftFields({ step, furthestStep, data }: WizardState, now: Date): DraftFields {
  const { description, category, targetPlatform, fileFormats, useTestimonial, testimonialContent, testimonialTitle, testimonialRating, useBeforeAfter } = data;
  const answers = {
    productName: data.productName,
    description,
    category,
    targetPlatform,
    fileFormats,
    useTestimonial,
    testimonialContent,
    testimonialTitle,
    testimonialRating,
    useBeforeAfter,
    madeWithAi: data.madeWithAi,
    ownVoice: data.ownVoice,
  };
  return { savedAt: now.toISOString(), step, furthestStep, data: answers };
}

const step = z.int().min(1).max(TOTAL_STEPS);

/** Text as typed: a draft may be unfinished (blank), but is never longer than the inputs allow. */
const text = (max: number) => z.string().max(max);

// Drafts come back from browser storage, possibly written by an older version of the app: check them.
// Lengths, apps and stars are the create rules' own (create-product-schema.ts).
const fieldsSchema = z.object({
  savedAt: z.iso.datetime(),
  step,
  furthestStep: step,
  data: z.object({
    // Drafts saved before the field (issue 29) have no name.
    productName: text(PRODUCT_NAME_MAX).default(""),
    description: text(TEXT_LIMITS.description),
    category: z.enum([...CATEGORIES, ""]),
    targetPlatform: targetPlatformList,
    fileFormats: z.enum([...FILE_FORMATS, ""]),
    useTestimonial: z.boolean(),
    testimonialContent: text(TEXT_LIMITS.testimonialContent),
    testimonialTitle: text(TEXT_LIMITS.testimonialTitle),
    testimonialRating,
    useBeforeAfter: z.boolean(),
    // Drafts saved before these (issues 32, 33) have neither.
    madeWithAi: z.boolean().default(false),
    ownVoice: z
      .object({
        tone: z.enum(VOICE_TONES),
        spelling: z.enum(["auto", "us", "uk"]),
        avoid: text(VOICE_TEXT_MAX),
        prefer: text(VOICE_TEXT_MAX),
        cta: z.enum(CTA_STYLES),
      })
      .nullable()
      .default(null),
  }),
});

const image = (value: unknown): File | null => (value instanceof File && isImageType(value.type) ? value : null);

function parseFiles(value: unknown): WizardFiles {
  if (typeof value !== "object" || value === null) return EMPTY_FILES;
  const files = value as Partial<Record<keyof WizardFiles, unknown>>;
  const screenshots = Array.isArray(files.screenshots) ? files.screenshots.flatMap((file) => image(file) ?? []) : [];
  return {
    screenshots: screenshots.slice(0, MAX_SCREENSHOTS),
    avatar: image(files.avatar),
    before: image(files.before),
    after: image(files.after),
  };
}

/** A stored draft, or null when there is none or it is not one this version can read. */
export function parseDraft(fields: unknown, files: unknown): WizardDraft | null {
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) return null;
  return { ...parsed.data, files: parseFiles(files) };
}
