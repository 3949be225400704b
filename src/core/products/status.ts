import { parseAddons } from "./addons";
import { cleanList } from "./text-cleaning";

export type ProductStatus = "pending" | "complete" | "failed";

export interface ProductProgress {
  status: ProductStatus;
  progress: number;
  step: number;
  message: string;
}

export const SERVER_PROGRESS_CAP = 95;
export const SERVER_STEP_CAP = 2;
export const ESTIMATE_WINDOW_MS = 120_000;
export const ESTIMATE_FROM = 60;
export const ESTIMATE_TO = 80;
const ESTIMATE_SECOND_STEP_ABOVE = 70;

interface ListFields {
  status?: string | null;
  features?: unknown;
  benefits?: unknown;
  keywords?: unknown;
}

/** The workflow sometimes fills the lists without flipping the status; filled lists count as done. */
export function isComplete(product: ListFields): boolean {
  if (product.status === "complete") return true;
  return [product.features, product.benefits, product.keywords].every((list) => cleanList(list).length > 0);
}

// Mirrors the loading overlay's bands (under 25, 25-59, 60-84, 85+) for updates without a step.
const stepForProgress = (progress: number) => (progress < 25 ? 0 : progress < 60 ? 1 : progress < 85 ? 2 : 3);

/** Where a product stands, for the polling and realtime updates of the loading overlay. */
export function productProgress(product: ListFields & { addons?: unknown; updatedAt: string | Date }, now: Date): ProductProgress {
  if (isComplete(product)) return { status: "complete", progress: 100, step: 3, message: "Complete!" };
  if (product.status === "failed") {
    return { status: "failed", progress: 0, step: 0, message: "Product processing failed" };
  }

  const addons = parseAddons(product.addons);
  if (addons.progress !== undefined) {
    const progress = Math.min(Math.max(addons.progress, 0), SERVER_PROGRESS_CAP);
    const step = Math.min(Math.max(addons.step ?? stepForProgress(progress), 0), SERVER_STEP_CAP);
    return { status: "pending", progress, step, message: addons.message || "Processing product details..." };
  }

  const since = new Date(product.updatedAt).getTime();
  const elapsed = Number.isNaN(since) ? 0 : Math.min(Math.max(now.getTime() - since, 0), ESTIMATE_WINDOW_MS);
  const progress = ESTIMATE_FROM + ((ESTIMATE_TO - ESTIMATE_FROM) * elapsed) / ESTIMATE_WINDOW_MS;
  const late = progress > ESTIMATE_SECOND_STEP_ABOVE;
  return {
    status: "pending",
    progress,
    step: late ? 2 : 1,
    message: late ? "Finalizing content..." : "Processing product details...",
  };
}
