import { LISTING_SECTIONS, type ListingSection } from "../../core/listing/editable";
import { productProgress, type ProductProgress } from "../../core/products/status";
import { ApiError } from "./api-client";
import { fetchProduct } from "../api/products";
import { watchEvents } from "./watch-events";

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
 * Follows a product's progress and a streaming model's finished sections (events, else a read
 * every 3 s that also reports the stored draft); stops on complete or failed; returns stop.
 */
export function watchProduct(productId: string, { onProgress, onMissing, onSection }: WatchHandlers): () => void {
  return watchEvents({
    url: `/api/products/${encodeURIComponent(productId)}/events`,
    parse: parseEvent,
    read: async () => {
      const product = await fetchProduct(productId);
      for (const [key, value] of Object.entries(product.draft ?? {})) if (SECTIONS.has(key)) onSection?.(key as ListingSection, value);
      return productProgress(product, new Date());
    },
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
    events: {
      section: (data) => {
        const section = parseSection(data);
        if (section) onSection?.(section.key, section.value);
      },
    },
  });
}
