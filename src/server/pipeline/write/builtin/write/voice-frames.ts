import type { ListingCategory } from "../../../../../core/listing/types";
import { avoidPattern, type CtaStyle, type Voice, type VoiceTone } from "../../../../../core/voice";

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

/**
 * How each tone introduces what the product holds (issue 33): the long description's contents
 * sentence, one frame per regeneration shape ("{lead} a weekly spread, a habit tracker and …"), and
 * the feature that lists the parts. The friendly frames are the writer's own.
 */
export const CONTENTS_FRAMES: Record<VoiceTone, { prose: readonly [string, string, string]; bullet: readonly string[] }> = {
  friendly: { prose: ["Inside you will find", "It includes", "You get"], bullet: ["Includes"] },
  professional: { prose: ["It includes", "What is included:", "Contents:"], bullet: ["Includes", "Contains"] },
  playful: { prose: ["Inside you will find", "Here is what you get:", "Packed inside:"], bullet: ["Comes with", "Packed with"] },
  calm: { prose: ["Inside, you will find", "It brings together", "You will find"], bullet: ["Brings together", "Includes"] },
};

/**
 * The seller's voice choosing among a table's frames (issue 33): the one at `index` (the writer's
 * own pick), unless another says one of the words to prefer; never one with a word to avoid while
 * another has none. Frames are tried from `index` on, so the writer's order holds among equals.
 */
export function voicedFrame(frames: readonly string[], index: number, voice: Pick<Voice, "avoid" | "prefer">): string {
  const ordered = frames.map((_, i) => frames[(index + i) % frames.length] ?? "");
  const avoided = avoidPattern(voice.avoid);
  const preferred = avoidPattern(voice.prefer);
  const free = ordered.filter((frame) => !avoided || !(frame.match(avoided) ?? []).length);
  const says = (frame: string) => preferred !== null && (frame.match(preferred) ?? []).length > 0;
  return free.find(says) ?? free[0] ?? ordered[0] ?? "";
}

/** The frames that say a word to prefer, or null when none does (the writer then picks as it always did). */
export function preferredFrames(frames: readonly string[], voice: Pick<Voice, "prefer">): string[] | null {
  const preferred = avoidPattern(voice.prefer);
  const saying = preferred ? frames.filter((frame) => (frame.match(preferred) ?? []).length > 0) : [];
  return saying.length > 0 ? saying : null;
}

export const fill = (frame: string, values: Record<string, string>) => frame.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
