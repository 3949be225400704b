import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ApiSubscription, CheckoutRequest } from "../../../core/api-types";
import { api, errorMessage } from "../../lib/api-client";
import { storeSubscription } from "../subscription/store-subscription";
import { REFRESH_TEXTS } from "../subscription/use-refresh-subscription";

export const CHANGE_PLAN_TEXTS = {
  success: "Subscription updated!",
  failed: { title: "Failed to change plan", fallback: "Please try again." },
} as const;

/** Paddle switches the existing subscription (prorated, charged at once); the answer is the plan after it. */
export const changePlan = (body: CheckoutRequest) => api<ApiSubscription>("/api/billing/change-plan", { method: "POST", body });

/** Switches a paying user's plan; the answer goes into the cache so the usage pill and the create page follow at once. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (subscription, request) => {
      const before = storeSubscription(queryClient, subscription);
      const description =
        before?.tier === subscription.tier
          ? `You are now billed ${request.interval === "annual" ? "yearly" : "monthly"}.`
          : REFRESH_TEXTS.success.description(subscription.tier);
      toast.success(CHANGE_PLAN_TEXTS.success, { description });
    },
    onError: (error) =>
      void toast.error(CHANGE_PLAN_TEXTS.failed.title, { description: errorMessage(error, CHANGE_PLAN_TEXTS.failed.fallback) }),
  });
}
