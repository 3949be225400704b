import { SearchCheck } from "lucide-react";
import { toast } from "sonner";
import { useSyncCheck } from "../../../api/subscription";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { REFRESH_TEXTS } from "./refresh-texts";

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

function failureToast(error: unknown): { title: string; description?: string } {
  if (!(error instanceof ApiError)) return { title: SYNC_TEXTS.unreachable };
  if (error.status === 401) return { title: SYNC_TEXTS.notAuthenticated, description: "Please sign in again." };
  // The server's own words say what went wrong (Paddle unreachable, too many checks).
  return { title: SYNC_TEXTS.failed, description: error.message };
}

/**
 * For a payment that did not change the plan: the server looks it up with Paddle and repairs the
 * plan; one toast turns into the outcome.
 */
export function SyncCheckButton({ className }: { className?: string }) {
  const check = useSyncCheck({
    onMutate: () => ({ toastId: toast.loading(SYNC_TEXTS.checking) }),
    onSuccess: ({ changed, subscription }, _variables, { toastId }) => {
      if (changed) toast.success(SYNC_TEXTS.synced, { id: toastId, description: REFRESH_TEXTS.success.description(subscription.tier) });
      else toast.success(SYNC_TEXTS.clean, { id: toastId, description: "Your plan matches your payments." });
    },
    onError: (error, _variables, context) => {
      const { title, description } = failureToast(error);
      toast.error(title, { id: context?.toastId, description });
    },
  });
  return (
    <Button variant="ghost" size="sm" className={className} disabled={check.isPending} aria-busy={check.isPending} onClick={() => check.mutate()}>
      <SearchCheck aria-hidden="true" />
      Check payment sync
    </Button>
  );
}
