import { isTier, PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import type { BrowserEvent } from "./browser-event-schema";
import { recordEvent } from "./record-event";

/** begin_checkout's value is the plan's price by its tier and interval, whatever number the browser sent. */
function checkoutValue(event: BrowserEvent): number | undefined {
  if (event.name !== "begin_checkout") return event.value;
  const tier = event.properties?.tier;
  const interval = event.properties?.interval;
  if (!isTier(tier) || (interval !== "monthly" && interval !== "annual")) return event.value;
  return interval === "annual" ? PLANS[tier].annualPrice : PLANS[tier].monthlyPrice;
}

/** Stores a batch of the browser's events in one transaction; an event id seen before is skipped. Says how many were new. */
export async function recordBrowserEvents(db: Db, userId: string | null, events: BrowserEvent[]): Promise<{ stored: number }> {
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
  return { stored };
}
