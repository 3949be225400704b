import type { Category } from "./catalog";

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
  description: string;
  category: Category | "";
  targetPlatform: string[];
  fileFormats: string;
  /** Files stay in the browser; the rules only need how many there are. */
  screenshots: number;
  useTestimonial: boolean;
  testimonialContent: string;
  testimonialTitle: string;
  hasTestimonialAvatar: boolean;
  useBeforeAfter: boolean;
  hasBeforeImage: boolean;
  hasAfterImage: boolean;
}

export function initialWizardData(): WizardData {
  return {
    description: "",
    category: "",
    targetPlatform: [],
    fileFormats: "",
    screenshots: 0,
    useTestimonial: false,
    testimonialContent: "",
    testimonialTitle: "",
    hasTestimonialAvatar: false,
    useBeforeAfter: false,
    hasBeforeImage: false,
    hasAfterImage: false,
  };
}

export function needsFileFormat(category: string): boolean {
  return category === "planner" || category === "wallart";
}

export function allowsPlatforms(category: string): boolean {
  return category === "planner";
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

const blank = (text: string) => text.trim() === "";

// The spec names only the step-4 messages; steps 1-3 are worded to match them.
export function stepErrors(step: number, data: WizardData): string[] {
  const errors: string[] = [];
  if (step === 1 && data.category === "") errors.push("Category is required");
  if (step === 2) {
    if (blank(data.description)) errors.push("Product description is required");
    if (needsFileFormat(data.category) && blank(data.fileFormats)) errors.push("File format is required");
  }
  if (step === 3 && data.screenshots < 1) errors.push("At least one screenshot is required");
  if (step === 4 && data.useTestimonial) {
    if (blank(data.testimonialContent)) errors.push("Testimonial content is required");
    if (blank(data.testimonialTitle)) errors.push("Testimonial title is required");
    if (!data.hasTestimonialAvatar) errors.push("Avatar image is required");
  }
  if (step === 4 && data.useBeforeAfter) {
    if (!data.hasBeforeImage) errors.push("Before image is required");
    if (!data.hasAfterImage) errors.push("After image is required");
  }
  return errors;
}

export function isStepValid(step: number, data: WizardData): boolean {
  return stepErrors(step, data).length === 0;
}

export function clampStep(step: number): number {
  if (Number.isNaN(step)) return 1;
  return Math.min(TOTAL_STEPS, Math.max(1, Math.trunc(step)));
}

export const nextStep = (step: number): number => clampStep(step + 1);
export const previousStep = (step: number): number => clampStep(step - 1);
