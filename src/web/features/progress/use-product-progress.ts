import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import {
  COMPLETE_STEP,
  mergeProgress,
  OVERLAY_TEXTS,
  PROGRESS_TIMEOUT_MS,
  simulatedProgress,
  stepForProgress,
} from "../../../core/products/progress-ui";
import type { EditableListing } from "../../../core/listing/editable";
import type { ProductProgress } from "../../../core/products/status";
import { productKeys } from "../products/api";
import { subscriptionKey } from "../subscription/api";
import { clearLoadingState, readLoadingState, writeLoadingState } from "./loading-state-storage";
import { watchProduct } from "./watch-product";

export type ProgressPhase = "running" | "complete" | "failed" | "timeout";

const NOT_FOUND = "The requested product could not be found.";
const TICK_MS = 1_000;

/**
 * The overlay's state for one product: simulated progress until the server reports, then the
 * merged value (never lower); elapsed time from the persisted start; a timeout 180 s after
 * watching began (again after `retry`). Saves itself per product; forgets it on complete or error.
 */
export function useProductProgress(productId: string) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => {
    const now = Date.now();
    const stored = readLoadingState(productId, now);
    return { stored, startTime: stored?.startTime ?? now, deadline: now + PROGRESS_TIMEOUT_MS };
  });
  const { stored, startTime } = initial;
  const [now, setNow] = useState(() => Date.now());
  const [deadline, setDeadline] = useState(initial.deadline);
  const [server, setServer] = useState<ProductProgress | null>(null);
  const [missing, setMissing] = useState(false);
  const [draft, setDraft] = useState<Partial<EditableListing>>({});
  const [notificationEmail, setNotificationEmail] = useState(stored?.notificationEmail ?? null);

  const failed = missing || server?.status === "failed";
  const phase: ProgressPhase =
    server?.status === "complete" ? "complete" : failed ? "failed" : now >= deadline ? "timeout" : "running";
  const running = phase === "running";
  const progress =
    phase === "complete" ? 100 : Math.max(stored?.progress ?? 0, simulatedProgress(now - startTime), server?.progress ?? 0);
  const step = phase === "complete" ? COMPLETE_STEP : stepForProgress(progress);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running) return;
    return watchProduct(productId, {
      onProgress: (update) => setServer((previous) => ({ ...update, progress: mergeProgress(previous?.progress ?? 0, update) })),
      onMissing: () => setMissing(true),
      onSection: (section, value) => setDraft((previous) => ({ ...previous, [section]: value })),
    });
  }, [productId, running]);

  const rounded = Math.floor(progress);
  useEffect(() => {
    if (phase === "complete" || phase === "failed") return clearLoadingState(productId);
    writeLoadingState(productId, { startTime, progress: rounded, currentStepIndex: step.index, completed: false, notificationEmail });
  }, [productId, phase, startTime, rounded, step.index, notificationEmail]);

  useEffect(() => {
    if (phase === "timeout") toast.warning(OVERLAY_TEXTS.timeoutToast);
    // A failed product frees its plan slot, so the banner and the wizard can count again.
    if (phase === "failed") for (const queryKey of [subscriptionKey, productKeys.all]) void queryClient.invalidateQueries({ queryKey });
  }, [phase, queryClient]);

  return {
    phase,
    progress: rounded,
    step,
    elapsedMs: now - startTime,
    errorMessage: failed ? (missing ? NOT_FOUND : OVERLAY_TEXTS.failed) : null,
    notificationEmail,
    setNotificationEmail,
    /** The sections a streaming model has finished so far. */
    draft,
    /** After a timeout: watch for another 180 s. */
    retry: () => {
      setNow(Date.now());
      setDeadline(Date.now() + PROGRESS_TIMEOUT_MS);
    },
  };
}

export type ProductProgressView = ReturnType<typeof useProductProgress>;
