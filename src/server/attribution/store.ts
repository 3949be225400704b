import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { ATTRIBUTION_EXPIRY_DAYS } from "../../core/analytics";
import { storeAttributionSchema, type Touch } from "../../core/attribution-schema";
import type { DailyEventCap } from "../analytics/daily-event-cap";
import type { Db } from "../db/client";
import { attributionSourceCounts, attributionTouches } from "../db/schema";
import { AppError } from "../http/errors";

const DAY_MS = 86_400_000;

/** The database and the day's global cap on analytics records (analytics/daily-event-cap.ts). */
interface CappedDb {
  db: Db;
  cap: DailyEventCap;
}
/** A browser clock may run a little fast; more than this in the future is not a landing. */
const FUTURE_SLACK_MS = 5 * 60_000;

export { associateSchema, sourceSchema } from "../../core/attribution-schema";

/** A touch's time must be a landing that can still count: not ahead of now (5 min slack) nor older than the expiry. */
function touchedAt(touch: Touch, now: Date, field: string): Date {
  const at = new Date(touch.timestamp);
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) throw new AppError("BAD_REQUEST", `${field}.timestamp is in the future`);
  if (at.getTime() < now.getTime() - ATTRIBUTION_EXPIRY_DAYS * DAY_MS)
    throw new AppError("BAD_REQUEST", `${field}.timestamp is older than ${ATTRIBUTION_EXPIRY_DAYS} days`);
  return at;
}

const columnsOf = (touch: Touch, at: Date) => ({
  utmSource: touch.utm_source ?? null,
  utmMedium: touch.utm_medium ?? null,
  utmCampaign: touch.utm_campaign ?? null,
  utmTerm: touch.utm_term ?? null,
  utmContent: touch.utm_content ?? null,
  gclid: touch.gclid ?? null,
  fbclid: touch.fbclid ?? null,
  msclkid: touch.msclkid ?? null,
  referrer: touch.referrer ?? null,
  landingPage: touch.landing_page ?? null,
  userAgent: touch.user_agent ?? null,
  touchedAt: at,
});

/**
 * Stores a session's attribution (POST /api/attribution): its first touch is stored once and never replaced;
 * the last touch is replaced. A signed-in visitor's rows carry the account at once (never moved
 * off another account).
 */
export async function storeAttribution(deps: CappedDb, input: z.infer<typeof storeAttributionSchema>, userId: string | null, now = new Date()) {
  const { db } = deps;
  const first = touchedAt(input.first_touch, now, "first_touch");
  const last = touchedAt(input.last_touch, now, "last_touch");
  // Over the day's global cap the landing is dropped, and the browser's answer stays the same.
  if ((await deps.cap(1)) === 0) return;
  const owner = userId ? { userId, associatedAt: now } : {};
  await db.transaction(async (tx) => {
    await tx
      .insert(attributionTouches)
      .values({ sessionId: input.session_id, touch: "first", ...columnsOf(input.first_touch, first), ...owner })
      .onConflictDoNothing();
    await tx
      .insert(attributionTouches)
      .values({ sessionId: input.session_id, touch: "last", ...columnsOf(input.last_touch, last), ...owner })
      .onConflictDoUpdate({
        target: [attributionTouches.sessionId, attributionTouches.touch],
        set: { ...columnsOf(input.last_touch, last), updatedAt: now },
        // A signed-in visitor never rewrites a session another account owns.
        ...(userId ? { setWhere: sql`${attributionTouches.userId} is null or ${attributionTouches.userId} = ${userId}` } : {}),
      });
    if (userId) await claim(tx, input.session_id, userId, now);
  });
}

/** Gives the session's unowned rows to the account; rows on another account stay where they are. */
async function claim(db: Pick<Db, "update">, sessionId: string, userId: string, now: Date): Promise<number> {
  const claimed = await db
    .update(attributionTouches)
    .set({ userId, associatedAt: now, updatedAt: now })
    .where(and(eq(attributionTouches.sessionId, sessionId), isNull(attributionTouches.userId)))
    .returning({ id: attributionTouches.id });
  return claimed.length;
}

/** Associates a session's attribution with the account after sign-in: idempotent, and never takes rows another account owns. */
export async function associateAttribution(db: Db, sessionId: string, userId: string, now = new Date()): Promise<{ associated: number }> {
  return { associated: await claim(db, sessionId, userId, now) };
}

/** One landing from a visitor without consent: only the day's count for its source (within the day's global cap). */
export async function countSource(deps: CappedDb, source: string, now = new Date()) {
  if ((await deps.cap(1)) === 0) return;
  const day = now.toISOString().slice(0, 10);
  await deps.db
    .insert(attributionSourceCounts)
    .values({ day, source, count: 1 })
    .onConflictDoUpdate({
      target: [attributionSourceCounts.day, attributionSourceCounts.source],
      set: { count: sql`${attributionSourceCounts.count} + 1` },
    });
}
