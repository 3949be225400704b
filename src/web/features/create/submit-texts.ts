import type { ImageRole } from "./plan-uploads";

export const UPLOAD_ERROR = {
  title: "Upload Error",
  description: "Failed to upload any images. Please try again.",
} as const;

export const SUBMISSION_FAILED = {
  title: "Submission Failed",
  description: "There was an error processing your request. Please try again.",
} as const;

/** An addon image that did not upload stops the submit: the addon would be half there. */
export const ADDON_IMAGE_FAILED: Record<Exclude<ImageRole, "screenshot">, string> = {
  avatar: "The testimonial avatar image could not be uploaded. Choose another image and try again.",
  before: "The before image could not be uploaded. Choose another image and try again.",
  after: "The after image could not be uploaded. Choose another image and try again.",
};

/**
 * Progress shown while submitting: the upload fills 5-25 %, then one mark per stage. The
 * last mark, 'Product created' at 50 %, is the result card's own "Product created" line.
 */
export const SUBMIT_STAGES = {
  uploading: { progress: 5, label: "Uploading images..." },
  uploaded: { progress: 25, label: "Uploading images..." },
  creating: { progress: 30, label: "Creating product..." },
  checking: { progress: 45, label: "Checking for duplicates..." },
} as const;

export type SubmitStage = { progress: number; label: string };

export function uploadStage(fraction: number): SubmitStage {
  const { uploading, uploaded } = SUBMIT_STAGES;
  const share = Math.min(1, Math.max(0, fraction));
  return { label: uploading.label, progress: Math.round(uploading.progress + share * (uploaded.progress - uploading.progress)) };
}
