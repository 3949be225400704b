import type { AnalyticsEventName } from "../../../core/analytics";

/**
 * The app's analytics events as forwarding needs them. The analytics helper's
 * src/web/features/analytics/track.ts exposes `onTrack(listener)`; until that lands on this branch,
 * this is the subscription point (nothing is emitted here), and the lead points the import there.
 */
export interface TrackedEvent {
  name: AnalyticsEventName;
  /** The event's id (the server's dedup key), when it has one. */
  eventId?: string;
  params?: Record<string, string | number | boolean | null | undefined>;
}
export type TrackListener = (event: TrackedEvent) => void;
export type OnTrack = (listener: TrackListener) => () => void;

const listeners = new Set<TrackListener>();

export const onTrack: OnTrack = (listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
