import { Button } from "../../../components/ui/button";
import { toast } from "sonner";
import { useSimulatedEndTrial } from "../../../api/billing";
import { errorMessage } from "../../../lib/api-client";

const END_TRIAL_TEXTS = {
  active: { title: "Trial ended: subscription active", description: "The first payment was taken; your plan stays." },
  canceled: { title: "Trial ended: subscription cancelled", description: "Your plan is now Free. Your products are kept." },
  failed: { title: "Could not end the trial", fallback: "Please try again." },
} as const;

/** Test portal only: ends a trial now, as Paddle does when its trial period is over. */
export function EndTrialButtons({ describedBy }: { describedBy: string }) {
  // Then the plan is read again.
  const end = useSimulatedEndTrial({
    onSuccess: (_plan, outcome) => toast.success(END_TRIAL_TEXTS[outcome].title, { description: END_TRIAL_TEXTS[outcome].description }),
    onError: (error) => void toast.error(END_TRIAL_TEXTS.failed.title, { description: errorMessage(error, END_TRIAL_TEXTS.failed.fallback) }),
  });
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
