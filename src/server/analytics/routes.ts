import { Hono } from "hono";
import { z } from "zod";
import { MARKETING_PROPERTY } from "../../core/analytics-events";
import { BROWSER_EVENTS } from "../../core/analytics";
import { isTier, PLANS } from "../../core/plans";
import { consume, type RateLimitRule } from "../auth/rate-limit";
import type { AuthVariables } from "../auth/session";
import type { Db } from "../db/client";
import { addressBucket, clientIp } from "../http/client-ip";
import { errorBody, parseOrThrow, readJson } from "../http/errors";
import { recordEvent } from "./record-event";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser's clock may run a little ahead of ours; beyond this, a time is in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const UNSAFE = new RegExp(`[${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}<>]`);

const propertyValue = z.union([
  z
    .string()
    .max(200)
    .refine((value) => !UNSAFE.test(value), "must be plain text"),
  z.number().finite(),
  z.boolean(),
]);

const properties = z
  .record(
    z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, "property names are lower-case words")
      .refine((key) => !MARKETING_PROPERTY.test(key), "marketing identifiers are not accepted"),
    propertyValue,
  )
  .refine((value) => Object.keys(value).length <= 10, "at most 10 properties");

export const browserEventSchema = z.strictObject({
  event_id: z.uuid(),
  name: z.enum(BROWSER_EVENTS),
  session_id: z.uuid().optional(),
  value: z.number().finite().min(0).max(100_000).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  properties: properties.optional(),
  occurred_at: z.iso.datetime({ offset: true }).refine((value) => {
    const at = Date.parse(value);
    const now = Date.now();
    return at > now - DAY_MS && at <= now + CLOCK_SKEW_MS;
  }, "must be within the last 24 hours"),
});
export const browserEventsBody = z.strictObject({ events: z.array(browserEventSchema).min(1).max(20) });
export type BrowserEvent = z.infer<typeof browserEventSchema>;

/** begin_checkout's value is the plan's price by its tier and interval, whatever number the browser sent. */
function checkoutValue(event: BrowserEvent): number | undefined {
  if (event.name !== "begin_checkout") return event.value;
  const tier = event.properties?.tier;
  const interval = event.properties?.interval;
  if (!isTier(tier) || (interval !== "monthly" && interval !== "annual")) return event.value;
  return interval === "annual" ? PLANS[tier].annualPrice : PLANS[tier].monthlyPrice;
}

export interface AnalyticsLimits {
  perIp: RateLimitRule;
  perAccount: RateLimitRule;
}

export const DEFAULT_ANALYTICS_LIMITS: AnalyticsLimits = {
  perIp: { max: 60, windowSeconds: 60 },
  perAccount: { max: 60, windowSeconds: 60 },
};

/** POST /api/analytics/events: the browser's first-party product events, signed in or not. */
export function analyticsRoutes(deps: { db: Db; limits?: AnalyticsLimits }) {
  const { db } = deps;
  const limits = deps.limits ?? DEFAULT_ANALYTICS_LIMITS;
  return new Hono<{ Variables: AuthVariables }>().post("/analytics/events", async (c) => {
    const userId = c.get("session")?.user.id ?? null;
    const checks: Array<[string, RateLimitRule]> = [[`ip:analytics:${addressBucket(clientIp(c))}`, limits.perIp]];
    if (userId) checks.push([`account:analytics:${userId}`, limits.perAccount]);
    let retryAfter = 0;
    for (const [key, rule] of checks) {
      const verdict = await consume(db, key, rule);
      if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfter);
    }
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return c.json(errorBody("TOO_MANY_REQUESTS", "Too many events. Please wait a minute."), 429);
    }
    const { events } = parseOrThrow(browserEventsBody, await readJson(c));
    let stored = 0;
    await db.transaction(async (tx) => {
      for (const event of events) {
        const written = await recordEvent(tx, {
          eventId: event.event_id,
          name: event.name,
          userId,
          sessionId: event.session_id ?? null,
          value: checkoutValue(event) ?? null,
          currency: event.currency ?? null,
          properties: event.properties ?? {},
          origin: "browser",
          occurredAt: new Date(event.occurred_at),
        });
        if (written) stored++;
      }
    });
    return c.json({ stored });
  });
}
