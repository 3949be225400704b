import type { ListingCategory } from "../../../../core/listing/types";
import type { CtaStyle, VoiceTone } from "../../../../core/voice";

/**
 * How each tone of the seller's voice (issue 33) frames the call to action, picked by the
 * regeneration's variant: `{action}` is the whole step ("Download the Lisbon print and print it
 * today"), `{rest}` the same step in lower case without its "today". The friendly frames are the
 * writer's own from before voices existed, so a seller without a voice reads what they always did.
 */
export const CTA_FRAMES: Record<VoiceTone, readonly string[]> = {
  friendly: ["{action}", "Ready when you are: {rest}", "Start today: {rest}"],
  professional: ["{action}", "Available now: {rest}", "Order now and {rest}"],
  playful: ["Go on, {rest} today", "Treat yourself: {rest}", "Why wait? {action}"],
  calm: ["Whenever you are ready, {rest}", "Take your time: {rest}", "{action}, at your own pace"],
};

/**
 * The step a call to action names, per style and category; `null`: the writer's own step. `{product}`
 * is the product in running text, `{topic}` its subject. A course is watched, never downloaded.
 */
export const CTA_STEPS: Record<Exclude<CtaStyle, "writer">, Record<ListingCategory, string>> = {
  download: {
    course: "Get instant access to the {product} today",
    planner: "Download the {product} today",
    wallart: "Download the {product} today",
    others: "Download the {product} today",
  },
  start: {
    course: "Start learning {topic} with the {product} today",
    planner: "Start planning with the {product} today",
    wallart: "Start decorating with the {product} today",
    others: "Start using the {product} today",
  },
};

export const fill = (frame: string, values: Record<string, string>) => frame.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
