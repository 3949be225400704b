import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { ApiSubscription } from "../../../core/api-types";
import { refreshSubscription } from "../subscription/api";
import { subscriptionKey } from "../subscription/use-subscription";
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

/** The wait before attempt n + 1: 2 s, 4 s, 8 s, never more than 8 s. */
export const backoffMs = (attempt: number) => Math.min(2_000 * 2 ** (attempt - 1), 8_000);

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (window.clearTimeout(timer), resolve()), { once: true });
  });
}

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
          const subscription = await refreshSubscription(signal);
          lastFailed = false;
          queryClient.setQueryData(subscriptionKey, subscription);
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
