import { z } from "zod";

/** The envelope of every Paddle Billing notification; `data` is read per event type. */
export const paddleEnvelope = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});

export type PaddleEnvelope = z.infer<typeof paddleEnvelope>;

/** A period as Paddle writes it (trial dates, billing periods): ISO timestamps. */
const period = z.object({ starts_at: z.string().nullish(), ends_at: z.string().nullish() }).nullish();

/** Lines of a subscription or transaction; a proration credit has a negative quantity. */
const lineItems = z
  .array(z.object({ price: z.object({ id: z.string() }).nullish(), quantity: z.number().nullish(), trial_dates: period.optional() }))
  .default([]);

const customData = z
  .object({ userId: z.string().max(100).optional() })
  .passthrough()
  .nullish();

export const subscriptionData = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  customer_id: z.string().nullish(),
  custom_data: customData,
  items: lineItems,
  current_billing_period: period.optional(),
});

export const transactionData = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  customer_id: z.string().nullish(),
  subscription_id: z.string().nullish(),
  custom_data: customData,
  items: lineItems,
  details: z
    .object({ totals: z.object({ total: z.string().optional(), currency_code: z.string().optional() }).partial().nullish() })
    .partial()
    .nullish(),
  currency_code: z.string().nullish(),
});

export const customerData = z.object({ id: z.string().min(1), email: z.email() });

export const SUBSCRIPTION_EVENTS = [
  "subscription.created",
  "subscription.activated",
  "subscription.updated",
  "subscription.canceled",
  "subscription.past_due",
  "subscription.paused",
  "subscription.resumed",
  "subscription.trialing",
] as const;
export const TRANSACTION_EVENTS = ["transaction.completed", "transaction.paid"] as const;
export const CUSTOMER_EVENTS = ["customer.created", "customer.updated"] as const;

export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The lines in the shape core's price rules read. */
export const priceLines = (items: z.infer<typeof lineItems>) => items.map((item) => ({ priceId: item.price?.id, quantity: item.quantity }));

/**
 * When a subscription's trial ends: the latest of its items' trial_dates.ends_at, or, while it is
 * trialing without trial dates, the end of its current billing period (the trial period). Null
 * for a subscription that never had a trial.
 */
export function trialEndOf(data: z.infer<typeof subscriptionData>): string | null {
  const ends = data.items
    .map((item) => item.trial_dates?.ends_at)
    .filter((end): end is string => typeof end === "string" && !Number.isNaN(Date.parse(end)))
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  const fromItems = ends.at(-1);
  if (fromItems) return fromItems;
  const periodEnd = data.current_billing_period?.ends_at;
  return data.status === "trialing" && periodEnd && !Number.isNaN(Date.parse(periodEnd)) ? periodEnd : null;
}
