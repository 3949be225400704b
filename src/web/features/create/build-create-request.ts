import type { CreateProductRequest } from "../../../core/api-types";
import { allowsPlatforms, needsFileFormat } from "../../../core/products/create-product-schema";
import type { WizardData } from "../../../core/products/wizard";
import { voiceRequestOf } from "../../../core/voice";
import type { UploadOutcome } from "./plan-uploads";

export function buildCreateRequest(data: WizardData, images: UploadOutcome): CreateProductRequest {
  if (data.category === "") throw new Error("buildCreateRequest needs a category; validate the wizard first");
  const { avatarId, beforeId, afterId } = images;
  return {
    productName: data.productName.trim() || null,
    description: data.description.trim(),
    category: data.category,
    targetPlatform: allowsPlatforms(data.category) ? data.targetPlatform : [],
    fileFormats: needsFileFormat(data.category) ? data.fileFormats : null,
    screenshotIds: images.screenshotIds,
    testimonial:
      data.useTestimonial && avatarId
        ? { content: data.testimonialContent.trim(), title: data.testimonialTitle.trim(), avatarId, rating: data.testimonialRating }
        : null,
    beforeAfter: data.useBeforeAfter && beforeId && afterId ? { beforeId, afterId } : null,
    // As typed: the server applies the same rules the wizard checked (the lists' duplicates dropped there).
    voice: data.ownVoice ? voiceRequestOf(data.ownVoice) : null,
    madeWithAi: data.madeWithAi,
  };
}
