import { Button } from "../../components/ui/button";
import { useSimulatedEndTrial } from "./use-simulated-portal";

/** Test portal only: ends a trial now, as Paddle does when its trial period is over. */
export function EndTrialButtons({ describedBy }: { describedBy: string }) {
  const end = useSimulatedEndTrial();
  return (
    <div role="group" aria-label="End the trial now" className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={end.isPending} aria-describedby={describedBy} onClick={() => end.mutate("active")}>
        End trial: pay
      </Button>
      <Button size="sm" variant="outline" disabled={end.isPending} aria-describedby={describedBy} onClick={() => end.mutate("canceled")}>
        End trial: cancel
      </Button>
    </div>
  );
}
