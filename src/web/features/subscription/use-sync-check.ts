import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { SyncCheckResponse } from "../../../core/api-types";
import { api, ApiError } from "../../lib/api-client";
import { REFRESH_TEXTS } from "./use-refresh-subscription";
import { storeSubscription } from "./store-subscription";

/** Spec section 8, Sync. */
export const SYNC_TEXTS = {
  checking: "Checking your payments...",
  synced: "Subscription synced successfully",
  clean: "No sync issues found",
  notAuthenticated: "User not authenticated",
  /** The server answered that the check failed. */
  failed: "Sync check failed - please contact support",
  /** No answer at all (network, server down). */
  unreachable: "Sync check failed - please try again or contact support",
} as const;

/** The server compares our records with Paddle's and repairs the plan if a payment was missed. */
export const checkSubscriptionSync = () => api<SyncCheckResponse>("/api/subscription/sync-check", { method: "POST" });

function failureToast(error: unknown): { title: string; description?: string } {
  if (!(error instanceof ApiError)) return { title: SYNC_TEXTS.unreachable };
  if (error.status === 401) return { title: SYNC_TEXTS.notAuthenticated, description: "Please sign in again." };
  // The server's own words say what went wrong (Paddle unreachable, too many checks).
  return { title: SYNC_TEXTS.failed, description: error.message };
}

/** "I paid but my plan did not change": one toast that turns into the outcome. */
export function useSyncCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSubscriptionSync,
    onMutate: () => ({ toastId: toast.loading(SYNC_TEXTS.checking) }),
    onSuccess: ({ changed, subscription }, _variables, { toastId }) => {
      storeSubscription(queryClient, subscription);
      if (changed) toast.success(SYNC_TEXTS.synced, { id: toastId, description: REFRESH_TEXTS.success.description(subscription.tier) });
      else toast.success(SYNC_TEXTS.clean, { id: toastId, description: "Your plan matches your payments." });
    },
    onError: (error, _variables, context) => {
      const { title, description } = failureToast(error);
      toast.error(title, { id: context?.toastId, description });
    },
  });
}
