import { DEDUP_TRIM_AT, EVENT_HISTORY, type BROWSER_EVENTS } from "../../../core/analytics";
import { MARKETING_PROPERTY } from "../../../core/analytics-events";
import { notifyTrackListeners } from "./track-listeners";

/**
 * First-party product events (issue 15): stored in our own database, without marketing
 * identifiers, so they are sent whatever the visitor chose about marketing measurement. Other
 * destinations (GA, Plausible, Umami) subscribe with onTrack and apply consent themselves.
 */
export type BrowserEventName = (typeof BROWSER_EVENTS)[number];
type EventProperties = Record<string, string | number | boolean>;

export interface TrackedEvent {
  event_id: string;
  name: BrowserEventName;
  session_id?: string;
  value?: number;
  currency?: string;
  properties?: EventProperties;
  occurred_at: string;
}

const HISTORY_KEY = "listcraft.analytics.history";
const SEEN_KEY = "listcraft.analytics.seen";
const SESSION_KEY = "listcraft.analytics.session";
const ENDPOINT = "/api/analytics/events";
const MAX_BATCH = 20;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
};

const readList = <T>(key: string): T[] => {
  try {
    const value = JSON.parse(storage()?.getItem(key) ?? "[]") as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

const writeList = (key: string, list: unknown[]) => {
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch {
    // A full or blocked storage only costs the history.
  }
};

/** The last EVENT_HISTORY events, newest last. */
export const eventHistory = (): TrackedEvent[] => readList<TrackedEvent>(HISTORY_KEY);

export function remember(event: TrackedEvent) {
  writeList(HISTORY_KEY, [...eventHistory(), event].slice(-EVENT_HISTORY));
}

/** Marks an event id as sent; false if it was already. */
export function markSeen(eventId: string): boolean {
  const seen = readList<string>(SEEN_KEY);
  if (seen.includes(eventId)) return false;
  seen.push(eventId);
  writeList(SEEN_KEY, seen.length > DEDUP_TRIM_AT ? seen.slice(-EVENT_HISTORY) : seen);
  return true;
}

export const seenIds = (): string[] => readList<string>(SEEN_KEY);

/** One id per tab session, so a visit's events can be read together. */
export function sessionId(): string | undefined {
  const store = storage();
  if (!store) return undefined;
  let id = store.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    store.setItem(SESSION_KEY, id);
  }
  return id;
}

export { onTrack } from "./track-listeners";

let queue: TrackedEvent[] = [];
let scheduled = false;

type Sender = (events: TrackedEvent[]) => void;

/** fetch with keepalive, so a batch sent as the page goes away still arrives. */
const defaultSender: Sender = (events) => {
  void fetch(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    keepalive: true,
    body: JSON.stringify({ events }),
  }).catch(() => undefined);
};
let send: Sender = defaultSender;

/** Tests replace the sender; null restores fetch. */
export function setSender(sender: Sender | null) {
  send = sender ?? defaultSender;
}

export function flush() {
  scheduled = false;
  while (queue.length) send(queue.splice(0, MAX_BATCH));
}

const cleanProperties = (properties: EventProperties | undefined): EventProperties | undefined => {
  if (!properties) return undefined;
  const kept = Object.entries(properties).filter(([key]) => !MARKETING_PROPERTY.test(key));
  return kept.length ? Object.fromEntries(kept.slice(0, 10)) : undefined;
};

/** Records one event: history, listeners, and a batch sent on the next tick (or as the page hides). */
export function track(
  name: BrowserEventName,
  options: { value?: number; currency?: string; properties?: EventProperties; eventId?: string } = {},
): TrackedEvent | null {
  const event: TrackedEvent = {
    event_id: options.eventId ?? crypto.randomUUID(),
    name,
    session_id: sessionId(),
    ...(options.value !== undefined ? { value: options.value } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
    ...(cleanProperties(options.properties) ? { properties: cleanProperties(options.properties) } : {}),
    occurred_at: new Date().toISOString(),
  };
  if (!markSeen(event.event_id)) return null;
  remember(event);
  notifyTrackListeners(event);
  queue.push(event);
  if (!scheduled) {
    scheduled = true;
    setTimeout(flush, 0);
  }
  return event;
}

if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
