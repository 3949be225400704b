import { useEffect, useState } from "react";
import { toast } from "sonner";
import {
  COMPLETE_STEP,
  currentStep,
  OVERLAY_TEXTS,
  PROGRESS_TIMEOUT_MS,
  raiseAnchor,
  simulatedProgress,
  type ProgressAnchor,
} from "../../../../core/products/progress-ui";
import type { EditableListing } from "../../../../core/listing/editable";
import type { ProductProgress } from "../../../../core/products/status";
import { useRereadProducts } from "../../../api/products";
import { clearLoadingState, readLoadingState, writeLoadingState } from "./loading-state-storage";
import { watchProduct } from "../../../lib/watch-product";

export type ProgressPhase = "running" | "complete" | "failed" | "timeout";

const NOT_FOUND = "The requested product could not be found.";
const TICK_MS = 1_000;

function initialState(productId: string) {
  const now = Date.now();
  const stored = readLoadingState(productId, now);
  const startTime = stored?.startTime ?? now;
  const anchor: ProgressAnchor = { value: stored?.progress ?? 0, atMs: now - startTime };
  return { stored, startTime, anchor };
}

/**
 * The overlay's state for one product. The bar is simulated toward 85 % over the estimate from
 * wherever the server last put it (never lower); the status line uses the server's own words.
 * Elapsed time and the 180 s timeout count from the start saved for the product (a reload keeps
 * both; `retry` after a timeout watches 180 s more). Saved per product; forgotten on complete or error.
 */
export function useProductProgress(productId: string) {
  const rereadProducts = useRereadProducts();
  const [initial] = useState(() => initialState(productId));
  const { stored, startTime } = initial;
  const [now, setNow] = useState(() => Date.now());
  const [deadline, setDeadline] = useState(startTime + PROGRESS_TIMEOUT_MS);
  const [anchor, setAnchor] = useState(initial.anchor);
  const [server, setServer] = useState<ProductProgress | null>(null);
  const [missing, setMissing] = useState(false);
  const [draft, setDraft] = useState<Partial<EditableListing>>({});
  const [notificationEmail, setNotificationEmail] = useState(stored?.notificationEmail ?? null);

  const failed = missing || server?.status === "failed";
  const phase: ProgressPhase = server?.status === "complete" ? "complete" : failed ? "failed" : now >= deadline ? "timeout" : "running";
  const running = phase === "running";
  // Spec section 4: a failed product reports progress 0 (the bar does not stay where the simulation was).
  const progress = phase === "complete" ? 100 : failed ? 0 : simulatedProgress(anchor, now - startTime);
  const step = phase === "complete" ? COMPLETE_STEP : currentStep(progress, server?.status === "pending" ? server.message : null);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running) return;
    return watchProduct(productId, {
      onProgress: (update) => {
        setServer(update);
        if (update.status === "pending") setAnchor((previous) => raiseAnchor(previous, Date.now() - startTime, update.progress));
      },
      onMissing: () => setMissing(true),
      onSection: (section, value) => setDraft((previous) => ({ ...previous, [section]: value })),
    });
  }, [productId, running, startTime]);

  const rounded = Math.floor(progress);
  useEffect(() => {
    if (phase === "complete" || phase === "failed") return clearLoadingState(productId);
    writeLoadingState(productId, { startTime, progress: rounded, currentStepIndex: step.index, completed: false, notificationEmail });
  }, [productId, phase, startTime, rounded, step.index, notificationEmail]);

  useEffect(() => {
    if (phase === "timeout") toast.warning(OVERLAY_TEXTS.timeoutToast);
    // A failed product frees its plan slot, so the banner and the wizard can count again.
    if (phase === "failed") rereadProducts({ session: false });
  }, [phase, rereadProducts]);

  return {
    phase,
    progress: rounded,
    step,
    elapsedMs: now - startTime,
    errorMessage: failed ? (missing ? NOT_FOUND : OVERLAY_TEXTS.defaultError) : null,
    notificationEmail,
    setNotificationEmail,
    /** The sections a streaming model has finished so far. */
    draft,
    /** After a timeout: go on watching the same product for another 180 s (nothing is sent again). */
    retry: () => {
      setNow(Date.now());
      setDeadline(Date.now() + PROGRESS_TIMEOUT_MS);
    },
  };
}
