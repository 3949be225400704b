import type { AnalyticsEventName } from "../../../core/analytics";
import { onTrack as onAppTrack } from "../../lib/analytics/track-listeners";

/** The app's analytics events as forwarding needs them (GA, Plausible, Umami take name + params). */
export interface TrackedEvent {
  name: AnalyticsEventName;
  /** The event's id (the server's dedup key), when it has one. */
  eventId?: string;
  params?: Record<string, string | number | boolean | null | undefined>;
}
export type TrackListener = (event: TrackedEvent) => void;
export type OnTrack = (listener: TrackListener) => () => void;

/** Every event the app tracks (lib/analytics/track.ts), in forwarding's shape. */
export const onTrack: OnTrack = (listener) =>
  onAppTrack((event) =>
    listener({
      name: event.name,
      eventId: event.event_id,
      params: { ...event.properties, ...(event.value === undefined ? {} : { value: event.value }), ...(event.currency ? { currency: event.currency } : {}) },
    }),
  );
