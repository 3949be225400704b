import type { ApiRegeneration } from "../../../../core/api-types";
import { ApiError } from "../../../lib/api-client";
import { watchEvents } from "../../../lib/watch-events";
import { fetchRegeneration, regenerationEventsUrl } from "../../../api/regenerations";

const STATUSES = new Set(["pending", "complete", "failed"]);

function parseEvent(data: unknown): ApiRegeneration | null {
  try {
    const value = JSON.parse(String(data)) as Partial<ApiRegeneration> | null;
    if (!value || typeof value.id !== "string" || !STATUSES.has(String(value.status)) || typeof value.progress !== "number") return null;
    return value as ApiRegeneration;
  } catch {
    return null;
  }
}

/** Follows one regeneration as watchProduct follows a creation (events, else a read every 3 s); returns stop. */
export function watchRegeneration(productId: string, regenerationId: string, onUpdate: (regeneration: ApiRegeneration) => void): () => void {
  return watchEvents({
    url: regenerationEventsUrl(productId, regenerationId),
    parse: parseEvent,
    read: async () => (await fetchRegeneration(productId, regenerationId)).regeneration,
    done: (regeneration) => regeneration.status !== "pending",
    onUpdate,
    // Gone or not the viewer's: nothing to wait for. Anything else may pass: read again.
    onReadError: (error) => {
      if (error instanceof ApiError && error.status < 500) return true;
      console.warn("Could not read the regeneration's progress", error);
      return false;
    },
  });
}
