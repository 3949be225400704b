import type { Database } from "../db/client";
import { PROGRESS_CHANNEL } from "./progress";

/**
 * One LISTEN per process for product changes, fanned out to the SSE streams watching each
 * product. The NOTIFY may come from any process (a separate worker included).
 */
export function createProductEvents(database: Database) {
  const watchers = new Map<string, Set<() => void>>();
  let listening: Promise<unknown> | null = null;
  return {
    async watch(productId: string, onChange: () => void): Promise<() => void> {
      listening ??= database.listen(PROGRESS_CHANNEL, (payload) => watchers.get(payload)?.forEach((notify) => notify()));
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
