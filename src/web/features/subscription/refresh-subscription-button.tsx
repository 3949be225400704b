import { RefreshCw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useRefreshSubscription } from "./use-refresh-subscription";

/** Re-reads the plan from the payments on demand, e.g. when a webhook seems late. */
export function RefreshSubscriptionButton({ className }: { className?: string }) {
  const refresh = useRefreshSubscription();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={refresh.isPending}
      aria-busy={refresh.isPending}
      onClick={() => refresh.mutate()}
    >
      <RefreshCw className={cn(refresh.isPending && "animate-spin")} aria-hidden="true" />
      Refresh subscription
    </Button>
  );
}
