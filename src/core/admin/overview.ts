import { z } from "zod";
import type { PaidTier } from "../billing";

export const OVERVIEW_PERIODS = [1, 7, 30] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** GET /api/admin/overview?days=1|7|30 (7 when absent), read as every value of each key, so a repeated key is refused. */
export const overviewQuery = z
  .object({ days: z.tuple([z.enum(["1", "7", "30"])]).optional() })
  .strict()
  .transform((query) => ({ days: Number(query.days?.[0] ?? "7") as OverviewPeriod }));

export interface PlanAccounts {
  /** Accounts on the plan (test accounts left out). */
  total: number;
  /** Paid for by an entitling Paddle subscription of this plan. */
  paddle: number;
  /** Held through the admin's manual grant, with no Paddle subscription paying for it. */
  manual: number;
  /** Neither: only a test payment, or nothing (the Monitor's downgrade risk). */
  other: number;
}

export interface OverviewDay {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  signups: number;
  upgrades: number;
}

export interface OverviewResponse {
  days: OverviewPeriod;
  /** Start of the window: midnight UTC of the first day in `series`. */
  since: string;
  accounts: number;
  paying: Record<PaidTier, PlanAccounts>;
  /** USD; an annual subscription counts a twelfth of its price. */
  mrr: number;
  arr: number;
  activeSubscriptions: number;
  signups: number;
  upgrades: number;
  series: OverviewDay[];
  /** Sign-ups by source once attribution is recorded (issue 15); null until then. */
  bySource: null;
}
