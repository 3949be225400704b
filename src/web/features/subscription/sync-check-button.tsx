import { SearchCheck } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useSyncCheck } from "./use-sync-check";

/** For a payment that did not change the plan: the server looks it up with Paddle and repairs the plan. */
export function SyncCheckButton({ className }: { className?: string }) {
  const check = useSyncCheck();
  return (
    <Button variant="ghost" size="sm" className={className} disabled={check.isPending} aria-busy={check.isPending} onClick={() => check.mutate()}>
      <SearchCheck aria-hidden="true" />
      Check payment sync
    </Button>
  );
}
