import { BIDI_RANGES } from "../control-characters";
import { readVoiceDraft, voiceRequestOf, type VoiceDraft } from "../voice";
import type { Category } from "./catalog";
import { allowsPlatforms, needsFileFormat, TEXT_LIMITS, wizardStepSchemas } from "./create-product-schema";
import { PRODUCT_NAME_TEXTS, productNameRule } from "./product-name";
import { SCREENSHOT_ERRORS } from "./screenshots";
import { DEFAULT_TESTIMONIAL_RATING } from "./testimonial-rating";

export const TOTAL_STEPS = 4;
export const STEP_LABELS = ["Category", "Description", "Screenshots", "Addons"] as const;
export { MAX_SCREENSHOTS, acceptScreenshots } from "./screenshots";

export const SUBMIT_VALIDATION_ERROR = {
  title: "Validation Error",
  description: "Please complete all required fields and upload at least one product screenshot.",
} as const;

export const SUBMIT_AUTH_ERROR = {
  title: "Authentication Error",
  description: "You must be logged in to create a product.",
} as const;

export interface WizardData {
  /** Optional; blank is no name (issue 29). */
  productName: string;
  description: string;
  category: Category | "";
  targetPlatform: string[];
  fileFormats: string;
  /** Files stay in the browser; the rules only need how many there are. */
  screenshots: number;
  useTestimonial: boolean;
  testimonialContent: string;
  testimonialTitle: string;
  /** Whole stars, 1-5 (decision 031: testimonials carry a rating). */
  testimonialRating: number;
  hasTestimonialAvatar: boolean;
  useBeforeAfter: boolean;
  hasBeforeImage: boolean;
  hasAfterImage: boolean;
  /** The artwork was made with AI tools (issue 32): the product's sale details start with it. */
  madeWithAi: boolean;
  /** This product's own voice as typed (issue 33); null: the account's voice. */
  ownVoice: VoiceDraft | null;
}

export function initialWizardData(): WizardData {
  return {
    productName: "",
    description: "",
    category: "",
    targetPlatform: [],
    fileFormats: "",
    screenshots: 0,
    useTestimonial: false,
    testimonialContent: "",
    testimonialTitle: "",
    testimonialRating: DEFAULT_TESTIMONIAL_RATING,
    hasTestimonialAvatar: false,
    useBeforeAfter: false,
    hasBeforeImage: false,
    hasAfterImage: false,
    madeWithAi: false,
    ownVoice: null,
  };
}

/** Answers for fields the new category does not have must not leak into the product. */
export function changeCategory(data: WizardData, category: Category | ""): WizardData {
  return {
    ...data,
    category,
    targetPlatform: allowsPlatforms(category) ? data.targetPlatform : [],
    fileFormats: needsFileFormat(category) ? data.fileFormats : "",
  };
}

/** The control a rule is about; screens place messages by this code, never by their wording. */
export type WizardField =
  | "category"
  | "productName"
  | "description"
  | "fileFormats"
  | "screenshots"
  | "testimonialContent"
  | "testimonialTitle"
  | "avatar"
  | "before"
  | "after"
  | "voiceAvoid"
  | "voicePrefer";

export interface StepIssue {
  field: WizardField;
  message: string;
}

/**
 * The answers in the create request's shape, for the shared rules (create-product-schema.ts). The
 * rating and apps are picked from fixed options (the reducer takes only whole stars), so they are
 * left out; an empty file format is no file format.
 */
function asRequest(data: WizardData) {
  return {
    category: data.category,
    productName: data.productName,
    description: data.description,
    fileFormats: data.fileFormats.trim() === "" ? null : data.fileFormats,
    screenshotIds: Array.from({ length: data.screenshots }, () => true),
    testimonial: data.useTestimonial ? { content: data.testimonialContent, title: data.testimonialTitle, avatarId: data.hasTestimonialAvatar } : null,
    beforeAfter: data.useBeforeAfter ? { beforeId: data.hasBeforeImage, afterId: data.hasAfterImage } : null,
    voice: data.ownVoice ? voiceRequestOf(data.ownVoice) : null,
  };
}

const FIELD_AT: Record<string, WizardField> = {
  category: "category",
  productName: "productName",
  description: "description",
  fileFormats: "fileFormats",
  screenshotIds: "screenshots",
  "testimonial.content": "testimonialContent",
  "testimonial.title": "testimonialTitle",
  "testimonial.avatarId": "avatar",
  "beforeAfter.beforeId": "before",
  "beforeAfter.afterId": "after",
  "voice.avoid": "voiceAvoid",
  "voice.prefer": "voicePrefer",
};

// Steps 1-3 are worded like the addon messages of step 4.
const MISSING: Record<WizardField, string> = {
  category: "Category is required",
  productName: PRODUCT_NAME_TEXTS.missing,
  description: "Product description is required",
  fileFormats: "File format is required",
  screenshots: "At least one screenshot is required",
  testimonialContent: "Testimonial content is required",
  testimonialTitle: "Testimonial title is required",
  avatar: "Avatar image is required",
  before: "Before image is required",
  after: "After image is required",
  voiceAvoid: "Check the words to avoid",
  voicePrefer: "Check the words to prefer",
};

// The inputs stop at these lengths, so only text from elsewhere (an old draft) can get here.
const TOO_LONG: Partial<Record<WizardField, string>> = {
  description: `Product description must be at most ${TEXT_LIMITS.description} characters`,
  testimonialContent: `Testimonial content must be at most ${TEXT_LIMITS.testimonialContent} characters`,
  testimonialTitle: `Testimonial title must be at most ${TEXT_LIMITS.testimonialTitle} characters`,
  screenshots: SCREENSHOT_ERRORS.tooMany,
};

// A pasted text can carry them (a PDF's form feed, a NEL); the typed ones never do.
const CONTROL: Partial<Record<WizardField, string>> = {
  description: "Product description must not contain control characters (tabs and line breaks are fine)",
  testimonialContent: "Testimonial content must not contain control characters (tabs and line breaks are fine)",
  testimonialTitle: "Testimonial title must be one line of text, without control characters",
};

// Invisible, yet they reorder what a buyer reads; only pasted text carries them.
const DIRECTION: Partial<Record<WizardField, string>> = {
  description: `Product description must not contain text direction overrides or isolates (${BIDI_RANGES})`,
  testimonialContent: `Testimonial content must not contain text direction overrides or isolates (${BIDI_RANGES})`,
  testimonialTitle: `Testimonial title must not contain text direction overrides or isolates (${BIDI_RANGES})`,
};

function issueMessage(field: WizardField, issue: Parameters<typeof productNameRule>[0], data: WizardData): string {
  if (field === "productName") return PRODUCT_NAME_TEXTS[productNameRule(issue)];
  if ((field === "voiceAvoid" || field === "voicePrefer") && data.ownVoice) {
    const problem = readVoiceDraft(data.ownVoice).problems[field === "voiceAvoid" ? "avoid" : "prefer"];
    if (problem) return `${field === "voiceAvoid" ? "Words to avoid" : "Words to prefer"}: ${problem}`;
  }
  if (issue.code === "too_big") return TOO_LONG[field] ?? MISSING[field];
  const rule = issue.code === "custom" ? issue.params?.rule : undefined;
  return (rule === "control" ? CONTROL[field] : rule === "bidi" ? DIRECTION[field] : undefined) ?? MISSING[field];
}

/** What is wrong on this step, one message per field, in the order of the form. */
export function stepIssues(step: number, data: WizardData): StepIssue[] {
  const schema = Number.isInteger(step) ? wizardStepSchemas[step - 1] : undefined;
  const result = schema?.safeParse(asRequest(data));
  if (!result || result.success) return [];
  const issues: StepIssue[] = [];
  for (const issue of result.error.issues) {
    // A voice's word is refused at voice.avoid.<n>: its list is the field.
    const field = FIELD_AT[(issue.path[0] === "voice" ? issue.path.slice(0, 2) : issue.path).join(".")];
    if (!field || issues.some((known) => known.field === field)) continue;
    issues.push({ field, message: issueMessage(field, issue, data) });
  }
  return issues;
}

export function stepFieldErrors(step: number, data: WizardData): Partial<Record<WizardField, string>> {
  return Object.fromEntries(stepIssues(step, data).map(({ field, message }) => [field, message]));
}

export function stepErrors(step: number, data: WizardData): string[] {
  return stepIssues(step, data).map((issue) => issue.message);
}

export function isStepValid(step: number, data: WizardData): boolean {
  return stepIssues(step, data).length === 0;
}

// What the creator still has to do, said as an action ("Choose a file format to continue").
const TODO: Partial<Record<WizardField, string>> = {
  category: "choose a category",
  productName: "correct the product name",
  description: "describe your product",
  fileFormats: "choose a file format",
  screenshots: "add at least one screenshot",
};

/** Why Continue is disabled on this step, or null when it is not. */
export function continueBlocker(step: number, data: WizardData): string | null {
  const todo = stepIssues(step, data).flatMap((issue) => TODO[issue.field] ?? []);
  if (todo.length === 0) return null;
  const sentence = `${todo.join(" and ")} to continue`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * Direct jumps (decision 031): back to any step, forward only to a step already reached, and
 * never past a step that is no longer valid (e.g. after the category changed).
 */
export function canJumpTo(target: number, furthest: number, data: WizardData): boolean {
  if (!Number.isInteger(target) || target < 1 || target > Math.min(furthest, TOTAL_STEPS)) return false;
  for (let step = 1; step < target; step += 1) if (!isStepValid(step, data)) return false;
  return true;
}

/** The furthest step a creator may stand on: where they were, pulled back before the first invalid step. */
export function reachableStep(wanted: number, data: WizardData): number {
  let step = clampStep(wanted);
  while (step > 1 && !canJumpTo(step, step, data)) step -= 1;
  return step;
}

/** Whether the creator has entered anything worth keeping (the default rating alone is not). */
export function hasWizardInput(data: WizardData): boolean {
  const fresh = initialWizardData();
  return (Object.keys(fresh) as Array<keyof WizardData>).some((key) => {
    if (key === "testimonialRating") return false;
    return JSON.stringify(data[key]) !== JSON.stringify(fresh[key]);
  });
}

export function clampStep(step: number): number {
  if (Number.isNaN(step)) return 1;
  return Math.min(TOTAL_STEPS, Math.max(1, Math.trunc(step)));
}

export const nextStep = (step: number): number => clampStep(step + 1);
export const previousStep = (step: number): number => clampStep(step - 1);
