import { POLL_INTERVAL_MS } from "../../../core/products/progress-ui";
import { productProgress, type ProductProgress } from "../../../core/products/status";
import { ApiError } from "../../lib/api-client";
import { fetchProduct } from "../products/api";

interface WatchHandlers {
  onProgress: (progress: ProductProgress) => void;
  /** The product is gone or not the viewer's (404). */
  onMissing: () => void;
}

const STATUSES = new Set(["pending", "complete", "failed"]);

function parseEvent(data: unknown): ProductProgress | null {
  try {
    const value = JSON.parse(String(data)) as Partial<ProductProgress> | null;
    if (!value || !STATUSES.has(String(value.status)) || typeof value.progress !== "number") return null;
    return { status: value.status as ProductProgress["status"], progress: value.progress, step: Number(value.step) || 0, message: String(value.message ?? "") };
  } catch {
    return null;
  }
}

/**
 * Follows a product's progress over Server-Sent Events; when the stream errors (or the browser has
 * no EventSource) it reads the product every 3 s instead. Stops on complete or failed; returns stop.
 */
export function watchProduct(productId: string, { onProgress, onMissing }: WatchHandlers): () => void {
  let stopped = false;
  let timer: number | undefined;
  let source: EventSource | null = null;

  const poll = async () => {
    try {
      const progress = productProgress(await fetchProduct(productId), new Date());
      if (stopped) return;
      onProgress(progress);
      if (progress.status !== "pending") return;
    } catch (error) {
      if (stopped) return;
      if (error instanceof ApiError && error.status === 404) return onMissing();
      console.warn("Could not read the product's progress", error);
    }
    timer = window.setTimeout(() => void poll(), POLL_INTERVAL_MS);
  };

  if (typeof EventSource === "function") {
    const stream = new EventSource(`/api/products/${encodeURIComponent(productId)}/events`);
    source = stream;
    stream.addEventListener("progress", (event) => {
      const progress = parseEvent(event.data);
      if (!progress || stopped) return;
      onProgress(progress);
      // The server ends the stream after this; closing first keeps EventSource from reconnecting.
      if (progress.status !== "pending") stream.close();
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
