import type { ApiSubscription } from "../../../core/api-types";
import { tierName } from "../../../core/plans";

export type PlanLimitLevel = "reached" | "near";

type Usage = Pick<ApiSubscription, "tier" | "maxProducts" | "slotsUsed">;

/** The create page's cap counts every product that used up a slot (pending, complete, archived). */
export const limitReached = (usage: Usage) => usage.slotsUsed >= usage.maxProducts;

/** Red once the cap is reached, amber one product before it; pro users are never warned. */
export function planLimitLevel(usage: Usage): PlanLimitLevel | null {
  if (usage.tier === "pro") return null;
  if (limitReached(usage)) return "reached";
  return usage.slotsUsed >= usage.maxProducts - 1 ? "near" : null;
}

const noun = (count: number) => (count === 1 ? "product" : "products");

export function planLimitText(usage: Usage, level: PlanLimitLevel): string {
  const plan = `the ${tierName(usage.tier)} plan`;
  if (level === "reached") return `You have reached the limit of ${usage.maxProducts} ${noun(usage.maxProducts)} on ${plan}`;
  const remaining = Math.max(0, usage.maxProducts - usage.slotsUsed);
  return `You can create ${remaining} more ${noun(remaining)} on ${plan}`;
}
