import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { tierName } from "../../../core/plans";
import { refreshSubscription } from "./api";
import { storeSubscription } from "./store-subscription";

export const REFRESH_TEXTS = {
  loading: "Updating subscription...",
  success: { title: "Subscription updated!", description: (tier: string) => `Your subscription tier is now: ${tierName(tier)}` },
  failed: { title: "Failed to refresh subscription", description: "Please try again or contact support" },
} as const;

/** The on-demand refresh: one toast that turns into the outcome. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshSubscription(),
    onMutate: () => ({ toastId: toast.loading(REFRESH_TEXTS.loading) }),
    onSuccess: (subscription, _variables, { toastId }) => {
      storeSubscription(queryClient, subscription);
      toast.success(REFRESH_TEXTS.success.title, { id: toastId, description: REFRESH_TEXTS.success.description(subscription.tier) });
    },
    onError: (_error, _variables, context) => {
      toast.error(REFRESH_TEXTS.failed.title, { id: context?.toastId, description: REFRESH_TEXTS.failed.description });
    },
  });
}
