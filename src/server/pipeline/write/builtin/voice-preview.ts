import { checkListing } from "../../../../core/listing/check/check-listing";
import type { Voice } from "../../../../core/voice";
import { generateBuiltin } from "./generate";
import { readFacts } from "../../read/facts/read-facts";
import type { GenerationInput } from "../../listing";

/** The sample the preview writes: a product every tone and spelling shows on. */
const SAMPLE: GenerationInput = {
  description:
    "A digital weekly planner for GoodNotes with habit tracking, a monthly colour-coded calendar and goal pages. " +
    "Organise your week, track habits and stay focused. Includes 120 hyperlinked pages, undated, in portrait A4.",
  category: "planner",
  targetPlatform: ["goodnotes"],
  fileFormats: "pdf",
  testimonial: null,
  imageCount: 1,
  productName: null,
};

/** POST /api/settings/voice/preview: the sample listing as the built-in writer and the check write it in this voice. */
export function previewVoice(voice: Voice) {
  const input = { ...SAMPLE, voice };
  const facts = readFacts(input);
  const { listing } = checkListing(generateBuiltin(input, facts), facts);
  return { title: listing.title, shortDescription: listing.shortDescription, features: listing.features.slice(0, 3), cta: listing.cta };
}
