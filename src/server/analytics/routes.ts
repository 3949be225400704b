import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { consumeOrThrow, type RateLimitRule } from "../http/rate-limit";
import type { AuthVariables } from "../auth/session";
import type { Db } from "../db/client";
import { addressBucket, clientIp } from "../http/client-ip";
import { jsonBody } from "../http/json-body";
import { browserEventsBody } from "../../core/browser-events";
import type { DailyEventCap } from "./daily-event-cap";
import { recordBrowserEvents } from "./record-browser-events";

export interface AnalyticsLimits {
  perIp: RateLimitRule;
  perAccount: RateLimitRule;
}

export const DEFAULT_ANALYTICS_LIMITS: AnalyticsLimits = {
  perIp: { max: 60, windowSeconds: 60 },
  perAccount: { max: 60, windowSeconds: 60 },
};

export function analyticsRoutes(deps: { db: Db; cap: DailyEventCap; limits?: AnalyticsLimits }) {
  const { db } = deps;
  const limits = deps.limits ?? DEFAULT_ANALYTICS_LIMITS;
  // Counted before the body is read: a flood is refused without parsing it.
  const limited = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const userId = c.get("session")?.user.id;
    const checks: Array<[string, RateLimitRule]> = [[`ip:analytics:${addressBucket(clientIp(c))}`, limits.perIp]];
    if (userId) checks.push([`account:analytics:${userId}`, limits.perAccount]);
    await consumeOrThrow(db, checks, "Too many events. Please wait a minute.");
    await next();
  });
  return new Hono<{ Variables: AuthVariables }>().post("/analytics/events", limited, jsonBody(browserEventsBody), async (c) =>
    c.json(await recordBrowserEvents(deps, c.get("session")?.user.id ?? null, c.req.valid("json").events)),
  );
}
