import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { ApiRegeneration } from "../../../../core/api-types";
import { SECTION_LABELS } from "../../../../core/listing/editable";
import { useRereadProduct } from "../../../api/products";
import type { HistoryView } from "../history/history-dialog";

const OUTCOME_TEXTS = {
  done: (regeneration: ApiRegeneration) => `${regeneration.section ? SECTION_LABELS[regeneration.section] : "Listing"} regenerated`,
  undo: "Undo",
  compare: "Compare",
} as const;

/** Long enough to read a note of two sentences. */
const NOTE_DURATION_MS = 12_000;

interface OutcomeHandlers {
  /** Restores `number` knowing `current` is the newest version. */
  undo: (number: number, current: number) => void;
  compare: (view: HistoryView) => void;
}

/**
 * Reacts once to a regeneration finishing: the product is read again; success is a toast with
 * Undo and Compare, failure stays on the page (returned) until retried or dismissed.
 */
export function useRegenerationOutcome(productId: string, regeneration: ApiRegeneration | null, handlers: OutcomeHandlers) {
  const rereadProduct = useRereadProduct(productId);
  const handled = useRef(new Set<string>());
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [failed, setFailed] = useState<ApiRegeneration | null>(null);

  useEffect(() => {
    if (!regeneration || regeneration.status === "pending" || handled.current.has(regeneration.id)) return;
    handled.current.add(regeneration.id);
    rereadProduct();
    if (regeneration.status === "failed") return setFailed(regeneration);
    setFailed(null);
    const result = regeneration.resultVersion;
    // The writer's note ("Title could not be made shorter…") stays with the result, never dropped.
    const note = regeneration.note ? { description: regeneration.note, duration: NOTE_DURATION_MS } : {};
    if (result === null) return void toast.success(OUTCOME_TEXTS.done(regeneration), note);
    toast.success(OUTCOME_TEXTS.done(regeneration), {
      ...note,
      action: { label: OUTCOME_TEXTS.undo, onClick: () => latest.current.undo(result - 1, result) },
      cancel: { label: OUTCOME_TEXTS.compare, onClick: () => latest.current.compare({ selected: result, compare: result - 1 }) },
    });
  }, [regeneration, rereadProduct]);

  return { failed, dismiss: () => setFailed(null) };
}
