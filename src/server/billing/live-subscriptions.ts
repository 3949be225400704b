import { and, desc, eq, inArray } from "drizzle-orm";
import { ENTITLING_STATUSES } from "../../core/billing";
import type { Db } from "../db/client";
import { paddleSubscriptions } from "../db/schema";
import { AppError } from "../http/errors";

export function liveSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(paddleSubscriptions)
    .where(and(eq(paddleSubscriptions.userId, userId), inArray(paddleSubscriptions.status, [...ENTITLING_STATUSES])))
    .orderBy(desc(paddleSubscriptions.occurredAt));
}

const SUBSCRIBED = "You already have a subscription. Switch plans from the pricing page.";

/** A paying account switches plans, it does not buy a second one: 409. */
export async function refuseSecondSubscription(db: Db, userId: string, message = SUBSCRIBED): Promise<void> {
  if ((await liveSubscriptions(db, userId)).length > 0) throw new AppError("CONFLICT", message);
}
