/** Constants the SPA and the server share (issue 15); the attribution shapes are in attribution-schema.ts. */
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

export type { Touch } from "./attribution-schema";

export type ConsentState = "granted" | "denied";
