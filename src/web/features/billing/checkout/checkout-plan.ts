import type { CheckoutRequest } from "../../../../core/api-types";
import type { BillingInterval, PaidTier } from "../../../../core/billing";
import { PLANS } from "../../../../core/plans";

const PAID_TIERS: readonly string[] = ["creator", "pro"] satisfies PaidTier[];

export const INTERVALS = {
  monthly: { name: "Monthly", per: "month" },
  annual: { name: "Annual", per: "year" },
} as const satisfies Record<BillingInterval, { name: string; per: string }>;

export const isPaidTier = (value: unknown): value is PaidTier => typeof value === "string" && PAID_TIERS.includes(value);

export const isBillingInterval = (value: unknown): value is BillingInterval => value === "monthly" || value === "annual";

/** The plan named by ?tier=…&interval=…, or null when either is missing or unknown. */
export function parseCheckoutPlan(params: URLSearchParams): CheckoutRequest | null {
  const tier = params.get("tier");
  const interval = params.get("interval");
  return isPaidTier(tier) && isBillingInterval(interval) ? { tier, interval } : null;
}

export function planPrice({ tier, interval }: CheckoutRequest): number {
  return interval === "monthly" ? PLANS[tier].monthlyPrice : PLANS[tier].annualPrice;
}
