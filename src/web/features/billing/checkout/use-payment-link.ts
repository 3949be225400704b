import { useEffect, useRef, useState } from "react";
import type { PaymentsConfig } from "../../../../core/api-types";

const TRANSACTION_ID = /^txn_[a-z0-9]{10,60}$/;

export function parseTransactionId(value: string | null): string | null {
  return value && TRANSACTION_ID.test(value) ? value : null;
}

type PaymentLinkState = "loading" | "open" | "closed" | "completed" | "error" | "failed";

/**
 * Opens Paddle's checkout for a payment link's transaction and follows it: open, closed without
 * paying, completed, an error inside the checkout, or Paddle.js not loading at all. `retry` opens
 * the checkout again; after Paddle.js failed to load it reloads the page, because the loader keeps
 * its failure for the life of the page (a blocker switched off, the connection back).
 */
export function usePaymentLink(transactionId: string | null, payments: PaymentsConfig | undefined) {
  const [state, setState] = useState<PaymentLinkState>("loading");
  const [attempt, setAttempt] = useState(0);
  const close = useRef<() => void>(() => {});
  const enabled = Boolean(transactionId) && payments?.mode === "paddle";

  useEffect(() => {
    if (!enabled || !transactionId || !payments) return;
    let active = true;
    const set = (next: PaymentLinkState) => active && setState(next);
    setState("loading");
    // Paddle.js comes from Paddle's CDN: loaded only on this path, never in simulated mode.
    void import("./paddle-overlay")
      .then(({ openPaymentLink }) =>
        openPaymentLink(transactionId, payments, {
          // Without a success URL Paddle would keep its overlay over the page that follows.
          completed: () => {
            close.current();
            set("completed");
          },
          cancelled: () => set("closed"),
          failed: () => set("error"),
        }),
      )
      .then(
        (closeCheckout) => {
          close.current = closeCheckout;
          if (active) setState((current) => (current === "loading" ? "open" : current));
        },
        () => set("failed"),
      );
    return () => {
      active = false;
    };
  }, [enabled, transactionId, payments, attempt]);

  const retry = () => (state === "failed" ? window.location.reload() : setAttempt((n) => n + 1));
  return { state, retry };
}
