import { useEffect, useRef } from "react";
import { MOVE_ON_AFTER_MS } from "../../../core/products/progress-ui";
import type { ProgressPhase } from "./use-product-progress";

type Moves = Partial<Record<ProgressPhase, () => void>>;

/**
 * Decision 028: a failure or a timeout shows its message, and 2 s later the page moves on. Leaving
 * the phase first (Try Again after a timeout) cancels the move.
 */
export function useMoveOn(phase: ProgressPhase, moves: Moves) {
  const latest = useRef(moves);
  useEffect(() => {
    latest.current = moves;
  });
  useEffect(() => {
    if (phase !== "failed" && phase !== "timeout") return;
    const timer = window.setTimeout(() => latest.current[phase]?.(), MOVE_ON_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);
}
