import type { ListingCategory } from "../../../../core/listing/types";

/**
 * The openings of the benefit-first and audience-first titles (issue 33) when the seller wrote none
 * of their own, per category; one is picked by the description's hash among those that repeat no
 * word of the product's title. Each promises only what every product of its category does (no
 * figures, no printing: a Notion template is never printed, a poster may be too large for a home
 * printer), and names no subject: the rest of the title carries it.
 */
export const BENEFIT_FRAMES: Record<ListingCategory, readonly string[]> = {
  course: ["Learn at Your Own Pace", "Build Real Skills Step by Step", "Learn Anytime, Anywhere"],
  planner: ["Stay Organized Every Day", "Keep Everything in One Place", "Plan Your Days with Ease"],
  wallart: ["Instant Download Decor", "Refresh Any Room in Minutes", "Add Character to Your Space"],
  others: ["Ready to Use Today", "Instant Download, Ready to Use", "Get Started in Minutes"],
};

/** Who a product of the category is for when the seller named no audience: never one it might exclude. */
export const AUDIENCE_FRAMES: Record<ListingCategory, readonly string[]> = {
  course: ["Self-Paced Learners", "Curious Learners"],
  planner: ["Busy People", "Anyone Who Loves Lists"],
  wallart: ["Art Lovers", "Home Decor Lovers"],
  others: ["Busy People", "Anyone Short on Time"],
};

/** How the opening and the product's title are joined: one frame, so the check's characters hold. */
export const leadFrame = {
  benefit: (lead: string, title: string) => `${lead} – ${title}`,
  audience: (who: string, title: string) => `For ${who} – ${title}`,
};
