import { z } from "zod";

export const GROWTH_PERIODS = [7, 30] as const;
export type GrowthPeriod = (typeof GROWTH_PERIODS)[number];
export type TouchKind = "first" | "last";

/** GET /api/admin/growth?days=7|30 (7 when absent); a repeated or unknown key is refused. */
export const growthQuery = z
  .object({ days: z.tuple([z.enum(["7", "30"])]).optional() })
  .strict()
  .transform((query) => ({ days: Number(query.days?.[0] ?? "7") as GrowthPeriod }));

/** One source's figures over the window, attributed by one kind of touch. */
export interface GrowthRow {
  /** utm_source, else the referrer's host, else "direct". */
  source: string;
  /** Landings of visitors without consent (attribution_source_counts), the same for either touch. */
  landings: number;
  signups: number;
  trials: number;
  purchases: number;
  /** Sum of the purchases' values, USD. */
  revenue: number;
  /** purchases ÷ sign-ups, 0 when there are no sign-ups. */
  conversion: number;
}

export interface GrowthResponse {
  days: GrowthPeriod;
  /** Start of the window: midnight UTC of its first day. */
  since: string;
  first: GrowthRow[];
  last: GrowthRow[];
}

export const conversionRate = (purchases: number, signups: number) => (signups > 0 ? purchases / signups : 0);
