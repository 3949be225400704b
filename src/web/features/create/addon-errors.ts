import { stepErrors, type WizardData } from "../../../core/products/wizard";

export type AddonField = "testimonialContent" | "testimonialTitle" | "avatar" | "before" | "after";

// The core rules word the step-4 messages; this only says which field each one sits under.
const FIELD_OF: Record<string, AddonField> = {
  "Testimonial content is required": "testimonialContent",
  "Testimonial title is required": "testimonialTitle",
  "Avatar image is required": "avatar",
  "Before image is required": "before",
  "After image is required": "after",
};

export function addonErrors(data: WizardData): Partial<Record<AddonField, string>> {
  const errors: Partial<Record<AddonField, string>> = {};
  for (const message of stepErrors(4, data)) {
    const field = FIELD_OF[message];
    if (field) errors[field] = message;
  }
  return errors;
}
