import { DEFAULT_CURRENCY } from "../../core/analytics";
import { isTier, PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import type { BrowserEvent } from "../../core/browser-events";
import type { DailyEventCap } from "./daily-event-cap";
import { recordEvent } from "./record-event";

/**
 * The only value a browser event carries is begin_checkout's: the plan's price by its tier and
 * interval, whatever number the browser sent. Without a known tier and interval the value is
 * dropped (issue 30 item 12): a number the page made up is not revenue.
 */
function checkoutValue(event: BrowserEvent): number | undefined {
  const tier = event.properties?.tier;
  const interval = event.properties?.interval;
  if (event.name !== "begin_checkout" || !isTier(tier) || (interval !== "monthly" && interval !== "annual")) return undefined;
  return interval === "annual" ? PLANS[tier].annualPrice : PLANS[tier].monthlyPrice;
}

/** Events over the day's global cap are dropped (daily-event-cap.ts). */
export async function recordBrowserEvents(deps: { db: Db; cap: DailyEventCap }, userId: string | null, events: BrowserEvent[]): Promise<{ stored: number }> {
  const { db, cap } = deps;
  const kept = events.slice(0, await cap(events.length));
  let stored = 0;
  if (kept.length === 0) return { stored };
  await db.transaction(async (tx) => {
    for (const event of kept) {
      const value = checkoutValue(event);
      const written = await recordEvent(tx, {
        eventId: event.event_id,
        name: event.name,
        userId,
        sessionId: event.session_id ?? null,
        value: value ?? null,
        // The value is our plan price, in our currency, whatever the page said; no value, no currency.
        currency: value === undefined ? null : DEFAULT_CURRENCY,
        properties: event.properties ?? {},
        origin: "browser",
        occurredAt: new Date(event.occurred_at),
      });
      if (written) stored++;
    }
  });
  return { stored };
}
