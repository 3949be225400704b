import type { CheckoutRequest } from "../../../../core/api-types";
import { isBillingInterval, isPaidTier } from "./checkout-plan";

const KEY = "listcraft.checkout";
/** An older entry belongs to an abandoned checkout, not to the payment being confirmed. */
const MAX_AGE_MS = 60 * 60_000;

interface PendingCheckout extends CheckoutRequest {
  startedAt: number;
}

/** Kept for the success page, which must know which plan was bought (Paddle may reload the SPA). */
export function rememberCheckout(plan: CheckoutRequest, now = Date.now()): void {
  try {
    const entry: PendingCheckout = { tier: plan.tier, interval: plan.interval, startedAt: now };
    sessionStorage.setItem(KEY, JSON.stringify(entry));
  } catch (error) {
    console.warn("Could not store the checkout", error);
  }
}

export function pendingCheckout(now = Date.now()): PendingCheckout | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<PendingCheckout> | null;
    if (!entry || !isPaidTier(entry.tier) || !isBillingInterval(entry.interval) || typeof entry.startedAt !== "number") return null;
    return now - entry.startedAt <= MAX_AGE_MS ? { tier: entry.tier, interval: entry.interval, startedAt: entry.startedAt } : null;
  } catch {
    return null;
  }
}

export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn("Could not remove the stored checkout", error);
  }
}

/** Navigation state for /success from a checkout that reported the payment complete (a Paddle payment link remembers no plan). */
export const PAID_STATE = { paid: true } as const;
export const isPaidState = (state: unknown): boolean => typeof state === "object" && state !== null && (state as { paid?: unknown }).paid === true;
