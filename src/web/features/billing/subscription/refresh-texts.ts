import { tierName } from "../../../../core/plans";

/** What the on-demand plan refresh says; the plan changes (sync check, plan switch) reuse its success line. */
export const REFRESH_TEXTS = {
  loading: "Updating subscription...",
  success: { title: "Subscription updated!", description: (tier: string) => `Your subscription tier is now: ${tierName(tier)}` },
  failed: { title: "Failed to refresh subscription", description: "Please try again or contact support" },
} as const;
