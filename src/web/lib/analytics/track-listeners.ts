import type { TrackedEvent } from "./track";

// Apart from track.ts: the app shell subscribes (consent forwarding) without carrying the tracker.

type Listener = (event: TrackedEvent) => void;
const listeners = new Set<Listener>();

export function onTrack(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyTrackListeners(event: TrackedEvent) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A forwarding destination's failure never stops our own record.
    }
  }
}
