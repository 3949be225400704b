import type { ApiRegeneration } from "../../../core/api-types";
import { POLL_INTERVAL_MS } from "../../../core/products/progress-ui";
import { fetchRegeneration, regenerationEventsUrl } from "./api";

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

/**
 * Follows one regeneration over Server-Sent Events, as watchProduct follows a creation; when the
 * stream errors (or there is no EventSource) it reads the regeneration every 3 s. Returns stop.
 */
export function watchRegeneration(productId: string, regenerationId: string, onUpdate: (regeneration: ApiRegeneration) => void): () => void {
  let stopped = false;
  let timer: number | undefined;
  let source: EventSource | null = null;

  const poll = async () => {
    try {
      const { regeneration } = await fetchRegeneration(productId, regenerationId);
      if (stopped) return;
      onUpdate(regeneration);
      if (regeneration.status !== "pending") return;
    } catch (error) {
      if (stopped) return;
      console.warn("Could not read the regeneration's progress", error);
    }
    timer = window.setTimeout(() => void poll(), POLL_INTERVAL_MS);
  };

  if (typeof EventSource === "function") {
    const stream = new EventSource(regenerationEventsUrl(productId, regenerationId));
    source = stream;
    stream.addEventListener("progress", (event) => {
      const regeneration = parseEvent(event.data);
      if (!regeneration || stopped) return;
      onUpdate(regeneration);
      // The server ends the stream after this; closing first keeps EventSource from reconnecting.
      if (regeneration.status !== "pending") stream.close();
    });
    stream.onerror = () => {
      stream.close();
      source = null;
      if (!stopped) void poll();
    };
  } else {
    void poll();
  }

  return () => {
    stopped = true;
    source?.close();
    window.clearTimeout(timer);
  };
}
