import { Hono, type Context, type Next } from "hono";
import { storeAttributionSchema } from "../../core/attribution-schema";
import { consumeOrThrow, type RateLimitRule } from "../http/rate-limit";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { DailyEventCap } from "../analytics/daily-event-cap";
import type { Db } from "../db/client";
import { addressBucket, clientIp } from "../http/client-ip";
import { jsonBody } from "../http/json-body";
import { associateAttribution, associateSchema, countSource, sourceSchema, storeAttribution } from "./store";

/** Landings are few per visitor; 30 calls per 10 minutes per address leaves room and stops floods. */
export const ATTRIBUTION_RATE_LIMIT: RateLimitRule = { max: 30, windowSeconds: 600 };

interface Deps {
  db: Db;
  cap: DailyEventCap;
  rateLimit?: RateLimitRule;
}

/** POST /attribution (store), /attribution/associate and /attribution/source, mounted under /api. */
export function attributionRoutes({ db, cap, rateLimit = ATTRIBUTION_RATE_LIMIT }: Deps) {
  const limited = async (c: Context, next: Next) => {
    await consumeOrThrow(db, [[`ip:attribution:${addressBucket(clientIp(c))}`, rateLimit]], "Too many requests. Please wait a few minutes.");
    await next();
  };
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .post("/attribution", limited, jsonBody(storeAttributionSchema), async (c) => {
      await storeAttribution({ db, cap }, c.req.valid("json"), c.get("session")?.user.id ?? null);
      return c.json({ ok: true });
    })
    .post("/attribution/associate", limited, requireUser, jsonBody(associateSchema), async (c) =>
      c.json(await associateAttribution(db, c.req.valid("json").session_id, c.get("user").id)),
    )
    .post("/attribution/source", limited, jsonBody(sourceSchema), async (c) => {
      await countSource({ db, cap }, c.req.valid("json").source);
      return c.json({ ok: true });
    });
}
