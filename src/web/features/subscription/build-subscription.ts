import type { ApiSubscription } from "../../../core/api-types";
import { PLANS } from "../../../core/plans";

/** Test data: an account on the given plan (free unless overridden) with no products yet. */
export function buildSubscription(overrides: Partial<ApiSubscription> = {}): ApiSubscription {
  const tier = overrides.tier ?? "free";
  const paid = overrides.hasPaidSubscription ?? tier !== "free";
  return {
    tier,
    maxProducts: PLANS[tier].maxProducts,
    productCount: 0,
    slotsUsed: 0,
    updatedAt: "2026-01-01T00:00:00.000Z",
    recentTransaction: false,
    hasPaidSubscription: paid,
    billingInterval: paid ? "monthly" : null,
    trial: null,
    ...overrides,
  };
}
