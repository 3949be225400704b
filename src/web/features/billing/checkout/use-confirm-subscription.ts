import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { ApiSubscription } from "../../../../core/api-types";
import { sleep } from "../../../lib/sleep";
import { refreshPlan } from "../../../api/subscription";
import { forgetCheckout, pendingCheckout } from "./checkout-storage";

export const MAX_ATTEMPTS = 4;

const CONFIRM_TEXTS = {
  waiting: "Waiting for subscription confirmation...",
  failed: { title: "Could not refresh subscription details", description: "Your account will be updated shortly." },
} as const;

export type Confirmation =
  /** No purchase known yet (no checkout from this browser): the first answer says whether there was one. */
  | { status: "checking"; attempt: number }
  | { status: "refreshing"; attempt: number }
  | { status: "updated"; subscription: ApiSubscription }
  | { status: "pending" }
  /** No payment in the last 10 minutes, or (failed) the plan could not be read to tell. */
  | { status: "none"; failed: boolean };

/** The wait before attempt n + 1: 2 s, 4 s, 8 s, never more than 8 s. */
const backoffMs = (attempt: number) => Math.min(2_000 * 2 ** (attempt - 1), 8_000);

/**
 * The success texts need a purchase: a checkout this browser started (Paddle sends the buyer here),
 * a payment link that reported its payment complete (`justPaid`), or a payment the server recorded
 * in the last 10 minutes. Without any the page says no recent purchase was found. The webhook that upgrades the account may land after the buyer does: the
 * plan is re-read up to four times until it shows the tier bought (or, not knowing it, any paid tier).
 */
export function useConfirmSubscription(justPaid = false): { confirmation: Confirmation; checkAgain: () => void } {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation>(() => ({ status: justPaid || pendingCheckout() ? "refreshing" : "checking", attempt: 1 }));
  const [run, setRun] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const expected = pendingCheckout()?.tier;

    async function confirm() {
      let lastFailed = false;
      let purchased = justPaid || expected !== undefined;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        if (attempt > 1) await sleep(backoffMs(attempt - 1), signal);
        if (signal.aborted) return;
        setConfirmation({ status: purchased ? "refreshing" : "checking", attempt });
        try {
          // Shared with a refresh already under way (the login refresh of this page load); a hung one fails after its time limit.
          const subscription = await refreshPlan(queryClient, signal);
          lastFailed = false;
          purchased ||= subscription.recentTransaction;
          if (!purchased) return setConfirmation({ status: "none", failed: false });
          if (expected ? subscription.tier === expected : subscription.tier !== "free") {
            forgetCheckout();
            return setConfirmation({ status: "updated", subscription });
          }
          // A payment just found turns "checking" into the purchase's wait at once.
          setConfirmation({ status: "refreshing", attempt });
        } catch (error) {
          if (signal.aborted) return;
          console.warn("Subscription refresh failed", error);
          lastFailed = true;
        }
      }
      if (!purchased) return setConfirmation({ status: "none", failed: true });
      setConfirmation({ status: "pending" });
      toast.info(CONFIRM_TEXTS.waiting);
      if (lastFailed) toast.error(CONFIRM_TEXTS.failed.title, { description: CONFIRM_TEXTS.failed.description });
    }

    void confirm();
    return () => controller.abort();
  }, [queryClient, justPaid, run]);

  return { confirmation, checkAgain: () => setRun((n) => n + 1) };
}
