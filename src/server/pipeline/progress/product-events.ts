import type { Database } from "../../db/client";
import { PROGRESS_CHANNEL } from "./progress";

/** How often an open stream writes a keep-alive and reads its state again (stream-changes.ts). */
export const STREAM_KEEP_ALIVE_MS = 15_000;

/**
 * One LISTEN per process for product changes, fanned out to the SSE streams watching each
 * product. The NOTIFY may come from any process (a separate worker included). A notification sent
 * while the LISTEN connection was down is lost, so the streams also read again on their keep-alive
 * tick (`keepAliveMs`).
 */
export function createProductEvents(database: Database, options: { keepAliveMs?: number } = {}) {
  const watchers = new Map<string, Set<() => void>>();
  let listening: Promise<unknown> | null = null;
  return {
    keepAliveMs: options.keepAliveMs ?? STREAM_KEEP_ALIVE_MS,
    async watch(productId: string, onChange: () => void): Promise<() => void> {
      listening ??= database
        .listen(PROGRESS_CHANNEL, (payload) => watchers.get(payload)?.forEach((notify) => notify()))
        .catch((error: unknown) => {
          // Not kept: the next stream subscribes again.
          listening = null;
          throw error;
        });
      await listening;
      const set = watchers.get(productId) ?? new Set();
      set.add(onChange);
      watchers.set(productId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) watchers.delete(productId);
      };
    },
  };
}

export type ProductEvents = ReturnType<typeof createProductEvents>;
