import { touchSchema } from "../../../core/attribution-schema";
import { isExpired, type KeptTouches } from "./touches";

// Apart from touches.ts: only a visitor who consented has kept touches, so only they load zod (decision 033).

/** Stored touches read back; anything unreadable or expired is dropped. */
export function readKept(raw: string | null, now: Date): KeptTouches | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { first?: unknown; last?: unknown };
    const first = touchSchema.safeParse(value.first);
    const last = touchSchema.safeParse(value.last);
    if (!first.success || !last.success) return null;
    const live = [first.data, last.data].filter((touch) => !isExpired(touch, now));
    const [oldest, newest] = [live[0], live[live.length - 1]];
    return oldest && newest ? { first: oldest, last: newest } : null;
  } catch {
    return null;
  }
}
