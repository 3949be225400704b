import type { BillingInterval } from "../../../../core/billing";
import { PLANS, TIERS, type Tier } from "../../../../core/plans";

export type BillingPeriod = BillingInterval;

const COMMON = ["AI-written titles, descriptions, features and benefits", "Personal product gallery", "Download images as one zip"];
const PAID_ONLY = ["SEO keyword tags", "Use cases", "Export to text and marketplace formats"];

export interface PlanOffer {
  tier: Tier;
  name: string;
  price: number;
  popular: boolean;
  included: string[];
  missing: string[];
}

export function planOffers(period: BillingPeriod): PlanOffer[] {
  return TIERS.map((tier) => {
    const plan = PLANS[tier];
    const limit = `Up to ${plan.maxProducts} ${plan.maxProducts === 1 ? "product" : "products"}`;
    const paid = tier !== "free";
    return {
      tier,
      name: plan.name,
      price: period === "monthly" ? plan.monthlyPrice : plan.annualPrice,
      popular: tier === "creator",
      included: [limit, ...COMMON, ...(paid ? PAID_ONLY : [])],
      missing: paid ? [] : PAID_ONLY,
    };
  });
}
