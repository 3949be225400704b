import { z } from "zod";

/**
 * Attribution, analytics and trial constants (issue 15; spec section 9) and the shapes the SPA and
 * the server share.
 */
export const ATTRIBUTION_EXPIRY_DAYS = 30;
export const DEFAULT_TRIAL_DAYS = 7;
/** Predicted lifetime value sent with trial_start: 228 for pro, 108 otherwise. */
export const predictedLifetimeValue = (tier: string) => (tier === "pro" ? 228 : 108);
export const DEFAULT_CURRENCY = "USD";
/** The browser keeps its last 50 events; its dedup set is trimmed to 50 once it passes 100. */
export const EVENT_HISTORY = 50;
export const DEDUP_TRIM_AT = 100;

export const ANALYTICS_EVENTS = [
  "sign_up",
  "sign_in",
  "create_product",
  "product_complete",
  "view_pricing",
  "begin_checkout",
  "purchase",
  "trial_start",
  "subscription_cancel",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
/** The events a browser may report; purchases, trials and cancellations come from Paddle's verified notifications only. */
export const BROWSER_EVENTS = ["sign_up", "sign_in", "create_product", "view_pricing", "begin_checkout"] as const satisfies readonly AnalyticsEventName[];

// Control characters (built from code points, so the pattern holds none) and angle brackets.
const UNSAFE = new RegExp(`[${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}<>]`);

const field = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !UNSAFE.test(value), "must be plain text")
    .transform((value) => value || null)
    .nullable()
    .optional();

/** One touch as the browser captured it: every field bounded, anything else refused. */
export const touchSchema = z.strictObject({
  utm_source: field(200),
  utm_medium: field(200),
  utm_campaign: field(200),
  utm_term: field(200),
  utm_content: field(200),
  gclid: field(300),
  fbclid: field(300),
  msclkid: field(300),
  referrer: field(2000),
  landing_page: field(2000),
  user_agent: field(500),
  /** ISO time the visitor landed. */
  timestamp: z.iso.datetime({ offset: true }),
});
export type Touch = z.infer<typeof touchSchema>;

/** POST /api/attribution (the spec's store_attribution_data): the session's first and last touch. */
export const storeAttributionSchema = z.strictObject({
  session_id: z.uuid(),
  first_touch: touchSchema,
  last_touch: touchSchema,
});

export type ConsentState = "granted" | "denied";
