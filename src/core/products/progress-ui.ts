/** Timings of the loading overlay (decision 028). */
export const POLL_INTERVAL_MS = 3_000;
export const PROGRESS_TIMEOUT_MS = 180_000;
export const ESTIMATED_PROCESSING_MS = 120_000;
export const SIMULATED_CAP = 85;
export const EMAIL_OFFER_AFTER_MS = 30_000;
export const PERSISTED_STATE_TTL_MS = 10 * 60_000;
export const COMPLETION_CALLBACK_MS = 1_500;
export const NAVIGATION_DELAY_MS = 500;
/** A failure or a timeout shows its message this long, then the page moves on (decision 028). */
export const MOVE_ON_AFTER_MS = 2_000;
/** Once the estimate has passed, what is left up to the cap still takes this long to fill. */
export const LATE_RAMP_MS = 30_000;

/** Every text the overlay shows (the loading overlay and creation messages, decision 028). */
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
  failedTitle: "Product processing failed",
  failedDescription: "Your listing could not be written. A failed listing does not count toward your plan.",
  failed: "Product processing failed. Please try again.",
  timeoutTitle: "Product Creation Taking Too Long",
  timeoutText:
    "Your product is still being processed, but it's taking longer than expected. Please try again. If the issue persists, contact our support team:",
  timeoutToast: "Processing is taking longer than expected. Your product has been created.",
  emailCopied: "Email copied to clipboard",
  notifySet: "Email notification set",
  notifySetDescription: "We'll let you know when your listing is ready.",
  notifyFailed: "Could not set email notification. Please try again.",
  leave: "Keep working in the background",
  leaveHint: "You can leave this page: we'll keep working, and the listing will be on your dashboard.",
  leftTitle: "We'll keep working on your listing",
  leftDescription: "Find it on your dashboard when it's ready.",
  goToDashboard: "Go to dashboard",
  showProgress: "Show progress",
} as const;

export const LOADING_STEPS = [
  { id: "upload", label: "Uploading Content", target: 25 },
  { id: "create", label: "Creating Product", target: 50 },
  { id: "enhance", label: "Enhancing Details", target: 85 },
  { id: "finalize", label: "Finalizing", target: 100 },
] as const;

const STEP_MESSAGES = ["Uploading content...", "Creating product...", "Enhancing details...", "Finalizing product..."] as const;

export const COMPLETE_STEP = { index: 3, message: "Complete!" } as const;

/** The step of the progress, told in the server's own words ("Writing benefits…") when it gave some. */
export function currentStep(progress: number, serverMessage?: string | null): { index: number; message: string } {
  const step = stepForProgress(progress);
  const said = serverMessage?.trim();
  return said ? { index: step.index, message: said } : step;
}

export function stepForProgress(progress: number): { index: number; message: string } {
  const index = progress < 25 ? 0 : progress < 60 ? 1 : progress < 85 ? 2 : 3;
  return { index, message: STEP_MESSAGES[index] ?? STEP_MESSAGES[0] };
}

/** Where the bar stood at a moment (ms since the start); the simulation carries on from there. */
export interface ProgressAnchor {
  value: number;
  atMs: number;
}

const percent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/**
 * The simulated progress: from the anchor evenly up to 85 % at the end of the estimate (over
 * 30 s once the estimate has passed), never below the anchor and never past the cap by itself.
 */
export function simulatedProgress(anchor: ProgressAnchor, elapsedMs: number, estimateMs = ESTIMATED_PROCESSING_MS): number {
  const from = percent(anchor.value);
  if (from >= SIMULATED_CAP || !(elapsedMs > anchor.atMs)) return from;
  const span = Math.max(estimateMs - anchor.atMs, Math.min(LATE_RAMP_MS, estimateMs));
  return from + (SIMULATED_CAP - from) * Math.min(1, (elapsedMs - anchor.atMs) / span);
}

/** A server report moves the anchor up to it; a lower one leaves the bar where it is now. */
export function raiseAnchor(anchor: ProgressAnchor, elapsedMs: number, reported: number): ProgressAnchor {
  const atMs = Math.max(anchor.atMs, Number.isFinite(elapsedMs) ? elapsedMs : anchor.atMs);
  return { value: Math.max(simulatedProgress(anchor, atMs), Number.isFinite(reported) ? percent(reported) : 0), atMs };
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
