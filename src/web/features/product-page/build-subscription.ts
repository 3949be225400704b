import type { ApiSubscription } from "../../../core/api-types";

/** Test data: a Creator plan with room to spare unless overridden. */
export function buildSubscription(overrides: Partial<ApiSubscription> = {}): ApiSubscription {
  return {
    tier: "creator",
    maxProducts: 10,
    productCount: 2,
    slotsUsed: 2,
    updatedAt: "2026-01-01T00:00:00Z",
    recentTransaction: false,
    hasPaidSubscription: true,
    ...overrides,
  };
}
