import { useEffect, useRef } from "react";
import { MOVE_ON_AFTER_MS } from "../../../../core/products/progress-ui";
import type { ProgressPhase } from "./use-product-progress";

type Moves = { timeout: () => void };

/**
 * Decision 028: a timeout shows its message, and 2 s later the page moves on. Leaving the phase
 * first (Try Again) cancels the move. A failure stays until the creator chooses (issue 31: Try
 * Again was hard to catch in 2 s).
 */
export function useMoveOn(phase: ProgressPhase, moves: Moves) {
  const latest = useRef(moves);
  useEffect(() => {
    latest.current = moves;
  });
  useEffect(() => {
    if (phase !== "timeout") return;
    const timer = window.setTimeout(() => latest.current.timeout(), MOVE_ON_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);
}
