import { LISTING_SECTIONS, type ListingSection } from "../../../core/listing/editable";
import { POLL_INTERVAL_MS } from "../../../core/products/progress-ui";
import { productProgress, type ProductProgress } from "../../../core/products/status";
import { ApiError } from "../../lib/api-client";
import { fetchProduct } from "../products/api";

interface WatchHandlers {
  onProgress: (progress: ProductProgress) => void;
  /** The product is gone or not the viewer's (404). */
  onMissing: () => void;
  /** A section a streaming model has finished while the product is pending (decision 022). */
  onSection?: (section: ListingSection, value: unknown) => void;
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

const SECTIONS = new Set<string>(LISTING_SECTIONS);

function parseSection(data: unknown): { key: ListingSection; value: unknown } | null {
  try {
    const value = JSON.parse(String(data)) as { key?: unknown; value?: unknown } | null;
    if (!value || !SECTIONS.has(String(value.key)) || value.value === undefined) return null;
    return { key: value.key as ListingSection, value: value.value };
  } catch {
    return null;
  }
}

/**
 * Follows a product's progress (and a streaming model's finished sections) over Server-Sent Events; when the stream errors (or the browser has
 * no EventSource) it reads the product every 3 s instead. Stops on complete or failed; returns stop.
 */
export function watchProduct(productId: string, { onProgress, onMissing, onSection }: WatchHandlers): () => void {
  let stopped = false;
  let timer: number | undefined;
  let source: EventSource | null = null;

  const poll = async () => {
    try {
      const product = await fetchProduct(productId);
      const progress = productProgress(product, new Date());
      if (stopped) return;
      for (const [key, value] of Object.entries(product.draft ?? {})) if (SECTIONS.has(key)) onSection?.(key as ListingSection, value);
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
    stream.addEventListener("section", (event) => {
      const section = parseSection(event.data);
      if (section && !stopped) onSection?.(section.key, section.value);
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
