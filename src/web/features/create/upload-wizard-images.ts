import { toast } from "sonner";
import type { UploadResponse } from "../../../core/api-types";
import type { WizardData } from "../../../core/products/wizard";
import { ApiError, errorMessage } from "../../lib/api-client";
import { uploadImages } from "../../api/product-requests";
import { matchUploads, planUploads, type UploadOutcome } from "./plan-uploads";
import { ADDON_IMAGE_FAILED, UPLOAD_ERROR } from "./submit-texts";
import type { WizardFiles } from "./use-wizard";

function reportFailures(failed: UploadOutcome["failed"]) {
  for (const { name, reason } of failed) toast.error(`Could not upload ${name}`, { description: reason });
}

const stop = (description: string) => {
  toast.error(UPLOAD_ERROR.title, { description });
  return null;
};

/**
 * Uploads every wizard image in one request. Failed screenshots are reported and left out;
 * null (after a toast) when no screenshot survived or an addon image is missing.
 */
export async function uploadWizardImages(data: WizardData, files: WizardFiles, onProgress: (fraction: number) => void): Promise<UploadOutcome | null> {
  const planned = planUploads(data, files);
  let response: UploadResponse;
  try {
    response = await uploadImages(
      planned.map((upload) => upload.file),
      onProgress,
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "UNPROCESSABLE")) return stop(errorMessage(error, UPLOAD_ERROR.description));
    // Every file was refused; the body still says why for each.
    const failed = (error.payload as Partial<UploadResponse> | undefined)?.failed ?? [];
    reportFailures(matchUploads(planned, { uploads: [], failed }).failed);
    return stop(UPLOAD_ERROR.description);
  }

  const outcome = matchUploads(planned, response);
  reportFailures(outcome.failed);
  if (outcome.screenshotIds.length === 0) return stop(UPLOAD_ERROR.description);
  if (data.useTestimonial && !outcome.avatarId) return stop(ADDON_IMAGE_FAILED.avatar);
  if (data.useBeforeAfter && !outcome.beforeId) return stop(ADDON_IMAGE_FAILED.before);
  if (data.useBeforeAfter && !outcome.afterId) return stop(ADDON_IMAGE_FAILED.after);
  return outcome;
}
