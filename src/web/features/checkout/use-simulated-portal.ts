import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api-client";
import { syncSubscription } from "../subscription/use-subscription";
import { billingKeys, fetchPaddleSubscriptions, simulatedCancel, simulatedEndTrial } from "./billing-api";

export const CANCEL_TEXTS = {
  // Paddle would wait for the end of the billing period; the simulation plays that moment at once.
  confirm: "Your plan returns to Free right away: this test portal does not wait for the end of the billing period. Your products are kept.",
  success: { title: "Subscription cancelled", description: "Your plan is now Free. Your products are kept." },
  failed: { title: "Could not cancel the subscription", fallback: "Please try again." },
} as const;

export function usePaddleSubscriptions() {
  return useQuery({ queryKey: billingKeys.subscriptions, queryFn: fetchPaddleSubscriptions });
}

/** Plays Paddle cancelling a subscription, then re-reads the plan so the usage pill follows. */
export function useSimulatedCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatedCancel,
    onSuccess: async () => {
      toast.success(CANCEL_TEXTS.success.title, { description: CANCEL_TEXTS.success.description });
      // The refresh applies the cancellation's webhook even if its job has not run yet.
      await syncSubscription(queryClient);
      await queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions });
    },
    onError: (error) => void toast.error(CANCEL_TEXTS.failed.title, { description: errorMessage(error, CANCEL_TEXTS.failed.fallback) }),
  });
}

export const END_TRIAL_TEXTS = {
  active: { title: "Trial ended: subscription active", description: "The first payment was taken; your plan stays." },
  canceled: { title: "Trial ended: subscription cancelled", description: "Your plan is now Free. Your products are kept." },
  failed: { title: "Could not end the trial", fallback: "Please try again." },
} as const;

/** Plays the trial's end as Paddle would (charged or canceled), then re-reads the plan. */
export function useSimulatedEndTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatedEndTrial,
    onSuccess: async (_plan, outcome) => {
      toast.success(END_TRIAL_TEXTS[outcome].title, { description: END_TRIAL_TEXTS[outcome].description });
      await syncSubscription(queryClient);
      await queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions });
    },
    onError: (error) => void toast.error(END_TRIAL_TEXTS.failed.title, { description: errorMessage(error, END_TRIAL_TEXTS.failed.fallback) }),
  });
}
