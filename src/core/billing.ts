import type { Tier } from "./plans";

export type BillingInterval = "monthly" | "annual";
export type PaidTier = Exclude<Tier, "free">;
export type PriceTable = Record<PaidTier, Record<BillingInterval, string>>;
/**
 * The plans' prices; `withoutTrial` (Paddle prices without a trial period, issue 30) is what a
 * customer who has had the free trial buys. Either table's ids name the same plans.
 */
export type PriceIds = PriceTable & { withoutTrial?: PriceTable | null };

export function priceIdsOf(prices: PriceIds, tier: PaidTier): string[] {
  const tables = prices.withoutTrial ? [prices, prices.withoutTrial] : [prices];
  return tables.flatMap((table) => [table[tier].monthly, table[tier].annual]);
}

/** The price of a plan to check out: without a trial period when the buyer gets no trial and the server has one. */
export function checkoutPriceOf(prices: PriceIds, tier: PaidTier, interval: BillingInterval, withTrial: boolean): string {
  return (!withTrial && prices.withoutTrial ? prices.withoutTrial : prices)[tier][interval];
}

/** Paddle subscription states that keep the paid plan (past_due: Paddle is still retrying the card). */
export const ENTITLING_STATUSES = ["active", "trialing", "past_due"] as const;

export function tierForPrice(priceId: string | null | undefined, prices: PriceIds): Tier | null {
  if (!priceId) return null;
  for (const tier of ["creator", "pro"] as const) {
    if (priceIdsOf(prices, tier).includes(priceId)) return tier;
  }
  return null;
}

export interface PriceLine {
  priceId: string | null | undefined;
  quantity?: number | null;
}

/**
 * The plan's price among a subscription's or transaction's lines: the best plan any line with a
 * positive quantity names (a proration credit has a negative one, and add-ons name no plan), else
 * the first line's price, so that an unknown price is kept for the record.
 */
export function planPriceOf(lines: readonly PriceLine[], prices: PriceIds): string | null {
  const charged = lines.filter((line) => line.priceId && (line.quantity ?? 1) > 0);
  const tiers = charged.map((line) => ({ priceId: line.priceId as string, tier: tierForPrice(line.priceId, prices) }));
  return (tiers.find((t) => t.tier === "pro") ?? tiers.find((t) => t.tier === "creator") ?? tiers[0])?.priceId ?? null;
}

export function intervalForPrice(priceId: string | null | undefined, prices: PriceIds): BillingInterval | null {
  if (!priceId) return null;
  const tables = prices.withoutTrial ? [prices, prices.withoutTrial] : [prices];
  for (const interval of ["annual", "monthly"] as const) {
    if (tables.some((table) => table.creator[interval] === priceId || table.pro[interval] === priceId)) return interval;
  }
  return null;
}

/** Amount bands, to guess a plan from a payment amount (in dollars) when no price id helps. */
export function planFromAmount(amount: number): { tier: PaidTier; interval: BillingInterval } {
  if (amount >= 10 && amount <= 15) return { tier: "creator", interval: "monthly" };
  if (amount >= 30 && amount <= 35) return { tier: "pro", interval: "monthly" };
  if (amount >= 100 && amount <= 150) return { tier: "creator", interval: "annual" };
  if (amount >= 300 && amount <= 350) return { tier: "pro", interval: "annual" };
  return { tier: "creator", interval: "monthly" };
}

/** Free lacks SEO tags, use cases and export; paid plans include them. */
export interface Entitlements {
  seoTags: boolean;
  useCases: boolean;
  export: boolean;
}

export function entitlements(tier: Tier): Entitlements {
  const paid = tier !== "free";
  return { seoTags: paid, useCases: paid, export: paid };
}

/** Paddle's currencies without minor units: their amounts are whole yen / won ("100" is ¥100). */
const ZERO_DECIMAL = new Set(["JPY", "KRW"]);

/**
 * An amount as Paddle writes it (minor units, "1400") in major units with its currency's decimals
 * ("14.00" USD, "100" JPY), or null when there is no usable amount.
 */
export function majorAmount(amount: string | null | undefined, currency: string | null | undefined): { value: number; text: string } | null {
  if (amount === null || amount === undefined || amount.trim() === "") return null;
  const decimals = ZERO_DECIMAL.has(currency?.toUpperCase() ?? "") ? 0 : 2;
  const value = Number(amount) / 10 ** decimals;
  return Number.isFinite(value) ? { value, text: value.toFixed(decimals) } : null;
}
