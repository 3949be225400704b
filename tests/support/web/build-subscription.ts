import type { ApiSubscription } from "../../../src/core/api-types";
import { PLANS } from "../../../src/core/plans";

/**
 * Test data: an account on the given plan (free unless overridden) with no products yet. Unless
 * given, slotsUsed is what the server would count: the completed products plus those in progress.
 */
export function buildSubscription(overrides: Partial<ApiSubscription> = {}): ApiSubscription {
  const tier = overrides.tier ?? "free";
  const paid = overrides.hasPaidSubscription ?? tier !== "free";
  const productCount = overrides.productCount ?? 0;
  const inProgress = overrides.inProgress ?? 0;
  return {
    tier,
    maxProducts: PLANS[tier].maxProducts,
    productCount,
    slotsUsed: productCount + inProgress,
    updatedAt: "2026-01-01T00:00:00.000Z",
    recentTransaction: false,
    hasPaidSubscription: paid,
    billingInterval: paid ? "monthly" : null,
    trial: null,
    inProgress,
    ...overrides,
  };
}
