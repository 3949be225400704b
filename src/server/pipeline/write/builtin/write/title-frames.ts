import type { ListingCategory } from "../../../../../core/listing/types";
import type { VoiceTone } from "../../../../../core/voice";

/**
 * The openings of the benefit-first and audience-first titles (issue 33) when the seller wrote none
 * of their own, per category (the benefit's per tone of the seller's voice too); one is picked by the description's hash among those that repeat no
 * word of the product's title. Each promises only what every product of its category does (no
 * figures, no printing: a Notion template is never printed, a poster may be too large for a home
 * printer; no "own pace": a course may run live sessions or weekly feedback), and names no subject:
 * the rest of the title carries it.
 */
export const BENEFIT_FRAMES: Record<VoiceTone, Record<ListingCategory, readonly string[]>> = {
  // The writer's own, and the voice of a seller who set none.
  friendly: {
    course: ["Learn Something New from Home", "Build Real Skills Step by Step", "Learn with Clear Steps"],
    planner: ["Stay Organized Every Day", "Keep Everything in One Place", "Plan Your Days with Ease"],
    wallart: ["Instant Download Decor", "Refresh Any Room in Minutes", "Add Character to Your Space"],
    others: ["Ready to Use Today", "Instant Download, Ready to Use", "Get Started in Minutes"],
  },
  professional: {
    course: ["Practical Training, Step by Step", "Structured Lessons, Clear Outcomes"],
    planner: ["A Clear System for Every Day", "Structured Planning Made Simple"],
    wallart: ["Modern Decor for Home or Office", "Gallery-Style Decor, Instant Download"],
    others: ["Built to Save You Time", "Ready-to-Use Professional Tool"],
  },
  playful: {
    course: ["Learn Something Fun", "Your New Favorite Hobby Starts Here"],
    planner: ["Make Planning Fun Again", "Plan Happy Every Day"],
    wallart: ["Brighten Up Any Wall", "Fun Decor You Will Love"],
    others: ["Make Busy Days Fun", "A Little Joy Every Day"],
  },
  calm: {
    course: ["Learn Gently, One Step at a Time", "Clear Lessons, One at a Time"],
    planner: ["Plan Calmly, One Day at a Time", "A Simpler, Quieter Week"],
    wallart: ["Calm Decor for Quiet Spaces", "Peaceful Art for Any Room"],
    others: ["Simple and Calm to Use", "Less Stress, One Step at a Time"],
  },
};

/** Who a product of the category is for when the seller named no audience: never one it might exclude. */
export const AUDIENCE_FRAMES: Record<ListingCategory, readonly string[]> = {
  course: ["Curious Learners", "Lifelong Learners"],
  planner: ["Busy People", "Anyone Who Loves Lists"],
  wallart: ["Art Lovers", "Home Decor Lovers"],
  others: ["Busy People", "Anyone Short on Time"],
};

/** How the opening and the product's title are joined: one frame, so the check's characters hold. */
export const leadFrame = {
  benefit: (lead: string, title: string) => `${lead} – ${title}`,
  audience: (who: string, title: string) => `For ${who} – ${title}`,
};
