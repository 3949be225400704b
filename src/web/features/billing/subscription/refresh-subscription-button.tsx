import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { useRefreshSubscription } from "../../../api/subscription";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { REFRESH_TEXTS } from "./refresh-texts";

/** Re-reads the plan from the payments on demand, e.g. when a webhook seems late: one toast that turns into the outcome. */
export function RefreshSubscriptionButton({ className }: { className?: string }) {
  const refresh = useRefreshSubscription({
    onMutate: () => ({ toastId: toast.loading(REFRESH_TEXTS.loading) }),
    onSuccess: (subscription, _variables, { toastId }) => {
      toast.success(REFRESH_TEXTS.success.title, { id: toastId, description: REFRESH_TEXTS.success.description(subscription.tier) });
    },
    onError: (_error, _variables, context) => {
      toast.error(REFRESH_TEXTS.failed.title, { id: context?.toastId, description: REFRESH_TEXTS.failed.description });
    },
  });
  return (
    <Button variant="outline" size="sm" className={className} disabled={refresh.isPending} aria-busy={refresh.isPending} onClick={() => refresh.mutate()}>
      <RefreshCw className={cn(refresh.isPending && "animate-spin")} aria-hidden="true" />
      Refresh subscription
    </Button>
  );
}
