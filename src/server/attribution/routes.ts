import { Hono, type Context, type Next } from "hono";
import { storeAttributionSchema } from "../../core/analytics";
import { consume, type RateLimitRule } from "../auth/rate-limit";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { addressBucket, clientIp } from "../http/client-ip";
import { AppError, parseOrThrow, readJson } from "../http/errors";
import { associateAttribution, associateSchema, countSource, sourceSchema, storeAttribution } from "./store";

/** Landings are few per visitor; 30 calls per 10 minutes per address leaves room and stops floods. */
export const ATTRIBUTION_RATE_LIMIT: RateLimitRule = { max: 30, windowSeconds: 600 };

interface Deps {
  db: Db;
  rateLimit?: RateLimitRule;
}

/** POST /attribution (store), /attribution/associate and /attribution/source, mounted under /api. */
export function attributionRoutes({ db, rateLimit = ATTRIBUTION_RATE_LIMIT }: Deps) {
  const limited = async (c: Context, next: Next) => {
    const verdict = await consume(db, `ip:attribution:${addressBucket(clientIp(c))}`, rateLimit);
    if (!verdict.allowed) throw new AppError("TOO_MANY_REQUESTS", "Too many requests. Please wait a few minutes.", undefined, verdict.retryAfter);
    await next();
  };
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .post("/attribution", limited, async (c) => {
      const input = parseOrThrow(storeAttributionSchema, await readJson(c));
      await storeAttribution(db, input, c.get("session")?.user.id ?? null);
      return c.json({ ok: true });
    })
    .post("/attribution/associate", limited, requireUser, async (c) => {
      const { session_id } = parseOrThrow(associateSchema, await readJson(c));
      return c.json(await associateAttribution(db, session_id, c.get("user").id));
    })
    .post("/attribution/source", limited, async (c) => {
      const { source } = parseOrThrow(sourceSchema, await readJson(c));
      await countSource(db, source);
      return c.json({ ok: true });
    });
}
