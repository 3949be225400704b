import type { WriteEpoch } from "../db/write-epoch";

/** Enough for every account active at once on a one-process install; the oldest entry goes first. */
const MAX_ENTRIES = 2_000;

/**
 * The gallery list's JSON per account and query, kept while the embedded database's write epoch
 * stands still (decision 060). An answer is stored only if no statement that may write started
 * while it was read, so an entry is always what the database would answer now.
 */
export function listCache(epoch: WriteEpoch, maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, { epoch: number; body: string }>();
  return async (key: string, load: () => Promise<unknown>): Promise<string> => {
    const at = epoch.value;
    const hit = entries.get(key);
    if (hit?.epoch === at) return hit.body;
    const body = JSON.stringify(await load());
    if (epoch.value === at) {
      entries.delete(key);
      entries.set(key, { epoch: at, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return body;
  };
}
