import { productProgress, type ProductProgress } from "../../../core/products/status";
import { ApiError } from "../../lib/api-client";
import { fetchProduct } from "../products/api";
import { watchEvents } from "./watch-events";

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

/** Follows a product's progress (events, else a read every 3 s); stops on complete or failed; returns stop. */
export function watchProduct(productId: string, { onProgress, onMissing }: WatchHandlers): () => void {
  return watchEvents({
    url: `/api/products/${encodeURIComponent(productId)}/events`,
    parse: parseEvent,
    read: async () => productProgress(await fetchProduct(productId), new Date()),
    done: (progress) => progress.status !== "pending",
    onUpdate: onProgress,
    onReadError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        onMissing();
        return true;
      }
      console.warn("Could not read the product's progress", error);
      return false;
    },
  });
}
