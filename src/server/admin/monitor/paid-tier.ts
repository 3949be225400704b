import { intervalForPrice, majorAmount, planFromAmount, planPriceOf, tierForPrice, type PriceIds } from "../../../core/billing";
import { TIERS, type Tier } from "../../../core/plans";

export const rank = (tier: Tier) => TIERS.indexOf(tier);
export const better = (a: Tier, b: Tier): Tier => (rank(a) >= rank(b) ? a : b);

const DAY_MS = 86_400_000;

interface TransactionData {
  items?: Array<{ price?: { id?: string } | null; quantity?: number | null }> | null;
  billing_period?: { ends_at?: string | null } | null;
}

/**
 * The plan a paid transaction pays for, whether its price says so (`clear`) or only its amount
 * (the bands of `planFromAmount`, core/billing.ts), and until when: the end of its billing period, else one interval after it.
 */
export function paidTierOf(data: TransactionData | null, amount: string | null, createdAt: Date, prices: PriceIds, currency: string | null = null) {
  const lines = (data?.items ?? []).map((item) => ({ priceId: item.price?.id, quantity: item.quantity }));
  const priceId = planPriceOf(lines, prices);
  const byPrice = tierForPrice(priceId, prices);
  const major = majorAmount(amount, currency)?.value ?? 0;
  const guess = major > 0 ? planFromAmount(major) : null;
  const tier: Tier | null = byPrice ?? guess?.tier ?? null;
  const interval = intervalForPrice(priceId, prices) ?? guess?.interval ?? "monthly";
  const periodEnd = data?.billing_period?.ends_at ? new Date(data.billing_period.ends_at) : null;
  const paidUntil = periodEnd && !Number.isNaN(periodEnd.getTime()) ? periodEnd : new Date(createdAt.getTime() + (interval === "annual" ? 366 : 31) * DAY_MS);
  return { tier, clear: byPrice !== null, paidUntil };
}
