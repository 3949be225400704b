import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { ApiSubscription } from "../../../core/api-types";
import { sleep } from "../../lib/sleep";
import { refreshSubscription } from "../subscription/api";
import { storeSubscription } from "../subscription/store-subscription";
import { forgetCheckout, pendingCheckout } from "./checkout-storage";

export const MAX_ATTEMPTS = 4;

export const CONFIRM_TEXTS = {
  waiting: "Waiting for subscription confirmation...",
  failed: { title: "Could not refresh subscription details", description: "Your account will be updated shortly." },
} as const;

export type Confirmation =
  | { status: "refreshing"; attempt: number }
  | { status: "updated"; subscription: ApiSubscription }
  | { status: "pending" };

/** A hung request counts as a failed attempt, so the page never stays on one attempt. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** `signal`, also aborted after `ms`; browsers without AbortSignal.any (Safari before 17.4) keep only `signal`. */
function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  return typeof AbortSignal.any === "function" ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : signal;
}

/** The wait before attempt n + 1: 2 s, 4 s, 8 s, never more than 8 s. */
export const backoffMs = (attempt: number) => Math.min(2_000 * 2 ** (attempt - 1), 8_000);

/**
 * The webhook that upgrades the account may land after the buyer does: the plan is re-read up to
 * four times until it shows the tier bought (or, not knowing it, any paid tier).
 */
export function useConfirmSubscription(): Confirmation {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: "refreshing", attempt: 1 });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const expected = pendingCheckout()?.tier;

    async function confirm() {
      let lastFailed = false;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        if (attempt > 1) await sleep(backoffMs(attempt - 1), signal);
        if (signal.aborted) return;
        setConfirmation({ status: "refreshing", attempt });
        try {
          const subscription = await refreshSubscription(withTimeout(signal, ATTEMPT_TIMEOUT_MS));
          lastFailed = false;
          storeSubscription(queryClient, subscription);
          if (expected ? subscription.tier === expected : subscription.tier !== "free") {
            forgetCheckout();
            return setConfirmation({ status: "updated", subscription });
          }
        } catch (error) {
          if (signal.aborted) return;
          console.warn("Subscription refresh failed", error);
          lastFailed = true;
        }
      }
      setConfirmation({ status: "pending" });
      toast.info(CONFIRM_TEXTS.waiting);
      if (lastFailed) toast.error(CONFIRM_TEXTS.failed.title, { description: CONFIRM_TEXTS.failed.description });
    }

    void confirm();
    return () => controller.abort();
  }, [queryClient]);

  return confirmation;
}
