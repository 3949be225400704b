import { useEffect } from "react";
import { DEFAULT_CURRENCY } from "../../../core/analytics";
import type { BillingInterval, PaidTier } from "../../../core/billing";
import { PLANS } from "../../../core/plans";
import { track, type BrowserEventName } from "./track";

/** Tracks `name` once per mount (a page view such as view_pricing). */
export function useTrackOnMount(name: BrowserEventName) {
  useEffect(() => {
    track(name);
  }, [name]);
}

/** begin_checkout with the plan's price as its value (the server values it the same way). */
export function trackBeginCheckout(plan: { tier: PaidTier; interval: BillingInterval }) {
  const price = plan.interval === "annual" ? PLANS[plan.tier].annualPrice : PLANS[plan.tier].monthlyPrice;
  return track("begin_checkout", { value: price, currency: DEFAULT_CURRENCY, properties: { tier: plan.tier, interval: plan.interval } });
}
