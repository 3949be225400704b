import { describe, expect, it } from "vitest";
import { createProductRequest } from "../../../core/products/create-product-schema";
import { initialWizardData, isStepValid, TOTAL_STEPS, type WizardData } from "../../../core/products/wizard";
import { buildCreateRequest } from "./build-create-request";
import type { UploadOutcome } from "./plan-uploads";

const ids = (count: number) => Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
const complete: WizardData = { ...initialWizardData(), category: "course", description: "A course", screenshots: 1 };

/** The wizard's answers as sent, every image uploaded. */
function sent(data: WizardData) {
  const [avatarId = null, beforeId = null, afterId = null, ...screenshotIds] = ids(3 + data.screenshots);
  const images: UploadOutcome = { screenshotIds, avatarId, beforeId, afterId, failed: [] };
  return buildCreateRequest(data, images);
}

const wizardAccepts = (data: WizardData) => Array.from({ length: TOTAL_STEPS }, (_, i) => i + 1).every((step) => isStepValid(step, data));

describe("buildCreateRequest", () => {
  // One schema (decision 038): whatever the wizard lets through, the server takes, and the reverse.
  it.each<[string, Partial<WizardData>]>([
    ["a complete course", {}],
    ["a blank description", { description: " \n " }],
    ["an over-long description", { description: "x".repeat(5001) }],
    ["a planner without file format", { category: "planner" }],
    ["a planner with apps and a format", { category: "planner", targetPlatform: ["notion", "goodnotes"], fileFormats: "pdf" }],
    ["wall art with a format", { category: "wallart", fileFormats: "png" }],
    ["no screenshot", { screenshots: 0 }],
    ["five screenshots", { screenshots: 5 }],
    ["a full testimonial", { useTestimonial: true, testimonialContent: "Great", testimonialTitle: "Ann", testimonialRating: 4, hasTestimonialAvatar: true }],
    ["a testimonial without title", { useTestimonial: true, testimonialContent: "Great", testimonialTitle: "  ", hasTestimonialAvatar: true }],
    ["an over-long testimonial title", { useTestimonial: true, testimonialContent: "Great", testimonialTitle: "t".repeat(201), hasTestimonialAvatar: true }],
    ["before and after images", { useBeforeAfter: true, hasBeforeImage: true, hasAfterImage: true }],
    ["a product name", { productName: "Ukulele for beginners course" }],
    ["a name of 81 characters", { productName: "n".repeat(81) }],
    ["a name with markup", { productName: "<b>Ukulele</b>" }],
    ["made with AI tools", { madeWithAi: true }],
    ["a voice of the listing's own", { ownVoice: { tone: "calm", spelling: "uk", avoid: "synergy, game changer", prefer: "", cta: "start" } }],
    ["a voice word with markup", { ownVoice: { tone: "calm", spelling: "uk", avoid: "<b>", prefer: "", cta: "start" } }],
    [
      "31 words to prefer",
      { ownVoice: { tone: "calm", spelling: "auto", avoid: "", prefer: Array.from({ length: 31 }, (_, i) => `w${i}`).join(","), cta: "writer" } },
    ],
  ])("agrees with the server on %s", (_, answers) => {
    const data = { ...complete, ...answers };
    expect(createProductRequest.safeParse(sent(data)).success).toBe(wizardAccepts(data));
  });

  it("sends trimmed texts and only the answers the category asks for", () => {
    const request = sent({ ...complete, description: "  A course  ", targetPlatform: ["notion"], fileFormats: "pdf" });
    expect(request).toMatchObject({ description: "A course", targetPlatform: [], fileFormats: null, testimonial: null, beforeAfter: null });
    expect(sent({ ...complete, productName: "  Ukulele course " }).productName).toBe("Ukulele course");
    expect(sent({ ...complete, productName: "   " }).productName).toBeNull();
  });

  it("sends the listing's own voice as lists of words, or none for the account's, and whether AI tools made the artwork", () => {
    expect(sent(complete)).toMatchObject({ voice: null, madeWithAi: false });
    const own = sent({
      ...complete,
      madeWithAi: true,
      ownVoice: { tone: "playful", spelling: "us", avoid: " synergy ,\nSynergy, hustle", prefer: "cosy", cta: "download" },
    });
    expect(own).toMatchObject({
      madeWithAi: true,
      voice: { tone: "playful", spelling: "us", avoid: ["synergy", "Synergy", "hustle"], prefer: ["cosy"], cta: "download" },
    });
  });
});
