import { eq } from "drizzle-orm";
import type { AnalyticsEventName } from "../../core/analytics";
import type { Db } from "../db/client";
import { analyticsEvents, user } from "../db/schema";

export interface AnalyticsEventInput {
  /** The dedup key: the same id recorded twice is one event. */
  eventId: string;
  name: AnalyticsEventName;
  userId: string | null;
  sessionId?: string | null;
  value?: number | null;
  currency?: string | null;
  properties?: Record<string, string | number | boolean>;
  origin: "server" | "browser";
  occurredAt?: Date;
}

/** Admin console test notifications (issue 14) are never analytics. */
export const isAdminTestEvent = (paddleEventId: string) => paddleEventId.startsWith("evt_admintest_");

/**
 * An event id already stored is left as it is, so a replayed notification or a reloaded page counts
 * once. Test accounts record nothing.
 */
export async function recordEvent(db: Db, event: AnalyticsEventInput): Promise<boolean> {
  if (event.userId) {
    const [owner] = await db.select({ isTest: user.isTest }).from(user).where(eq(user.id, event.userId));
    if (!owner || owner.isTest) return false;
  }
  const rows = await db
    .insert(analyticsEvents)
    .values({
      eventId: event.eventId,
      name: event.name,
      userId: event.userId,
      sessionId: event.sessionId ?? null,
      value: event.value ?? null,
      currency: event.currency ?? null,
      properties: event.properties ?? {},
      origin: event.origin,
      ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
    })
    .onConflictDoNothing({ target: analyticsEvents.eventId })
    .returning({ id: analyticsEvents.id });
  return rows.length > 0;
}
