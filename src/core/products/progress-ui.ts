import type { ProductStatus } from "./status";

/** Spec §9 timings of the loading overlay. */
export const POLL_INTERVAL_MS = 3_000;
export const PROGRESS_TIMEOUT_MS = 180_000;
export const ESTIMATED_PROCESSING_MS = 120_000;
export const SIMULATED_CAP = 85;
export const EMAIL_OFFER_AFTER_MS = 30_000;
export const PERSISTED_STATE_TTL_MS = 10 * 60_000;
export const COMPLETION_CALLBACK_MS = 1_500;
export const NAVIGATION_DELAY_MS = 500;

/** Every text the overlay shows (spec §2 Loading overlay, §8 Creation messages). */
export const OVERLAY_TEXTS = {
  title: "Creating Your Product",
  genericTitle: "Processing Your Request",
  message: "Please wait while we generate your product listing...",
  hint: "This may take a moment...",
  complete: "Processing Complete!",
  ready: "Your listing is ready!",
  genericComplete: "Process completed successfully",
  viewProduct: "View Your Product",
  viewProductLink: "View Product",
  tryAgain: "Try Again",
  defaultError: "An issue occurred during processing",
  failed: "Product processing failed. Please try again.",
  timeoutTitle: "Product Creation Taking Too Long",
  timeoutText:
    "Your product is still being processed, but it's taking longer than expected. Please try again. If the issue persists, contact our support team:",
  timeoutToast: "Processing is taking longer than expected. Your product has been created.",
  emailCopied: "Email copied to clipboard",
  notifySet: "Email notification set",
  notifySetDescription: "We'll let you know when your listing is ready.",
  notifyFailed: "Could not set email notification. Please try again.",
} as const;

export const LOADING_STEPS = [
  { id: "upload", label: "Uploading Content", target: 25 },
  { id: "create", label: "Creating Product", target: 50 },
  { id: "enhance", label: "Enhancing Details", target: 85 },
  { id: "finalize", label: "Finalizing", target: 100 },
] as const;

const STEP_MESSAGES = ["Uploading content...", "Creating product...", "Enhancing details...", "Finalizing product..."] as const;

export const COMPLETE_STEP = { index: 3, message: "Complete!" } as const;

/** The step a progress value falls in: under 25, 25-59, 60-84, 85 and up. */
export function stepForProgress(progress: number): { index: number; message: string } {
  const index = progress < 25 ? 0 : progress < 60 ? 1 : progress < 85 ? 2 : 3;
  return { index, message: STEP_MESSAGES[index] ?? STEP_MESSAGES[0] };
}

/** Rises evenly to the cap over the estimate and stays there. */
export function simulatedProgress(elapsedMs: number, estimateMs = ESTIMATED_PROCESSING_MS): number {
  if (!(elapsedMs > 0) || !(estimateMs > 0)) return 0;
  return Math.min(SIMULATED_CAP, (SIMULATED_CAP * elapsedMs) / estimateMs);
}

/** The server's word wins, but the bar never goes back; a finished product is 100. */
export function mergeProgress(current: number, server: { status: ProductStatus; progress: number }): number {
  if (server.status === "complete") return 100;
  const reported = Number.isFinite(server.progress) ? server.progress : 0;
  return Math.min(100, Math.max(current, reported));
}

export type StepStatus = "pending" | "active" | "complete" | "error";

export function stepStatuses(currentStep: number, { error = false, complete = false } = {}): StepStatus[] {
  return LOADING_STEPS.map((_, index): StepStatus => {
    if (error) return "error";
    if (complete || index < currentStep) return "complete";
    return index === currentStep ? "active" : "pending";
  });
}

/** m:ss, minutes unbounded. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the overlay keeps in local storage per product. */
export interface PersistedLoadingState {
  startTime: number;
  progress: number;
  currentStepIndex: number;
  completed: boolean;
  notificationEmail: string | null;
}

export const loadingStateKey = (productId: string) => `listcraft:loading:${productId}`;

/** Reused only when it started less than 10 minutes ago (and not in the future). */
export function isReusable(state: Pick<PersistedLoadingState, "startTime">, now: number): boolean {
  const age = now - state.startTime;
  return Number.isFinite(age) && age >= 0 && age < PERSISTED_STATE_TTL_MS;
}

/** Reads what local storage gave back; anything malformed counts as nothing stored. */
export function parseLoadingState(raw: string | null): PersistedLoadingState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedLoadingState> | null;
    if (typeof value?.startTime !== "number" || typeof value.progress !== "number") return null;
    return {
      startTime: value.startTime,
      progress: Math.min(100, Math.max(0, value.progress)),
      currentStepIndex: typeof value.currentStepIndex === "number" ? value.currentStepIndex : 0,
      completed: value.completed === true,
      notificationEmail: typeof value.notificationEmail === "string" && value.notificationEmail ? value.notificationEmail : null,
    };
  } catch {
    return null;
  }
}
