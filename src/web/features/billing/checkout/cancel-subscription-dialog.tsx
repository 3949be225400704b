import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";
import { useSimulatedCancel } from "../../../api/billing";
import { errorMessage } from "../../../lib/api-client";

const CANCEL_TEXTS = {
  // Paddle would wait for the end of the billing period; the simulation plays that moment at once.
  confirm: "Your plan returns to Free right away: this test portal does not wait for the end of the billing period. Your products are kept.",
  success: { title: "Subscription cancelled", description: "Your plan is now Free. Your products are kept." },
  failed: { title: "Could not cancel the subscription", fallback: "Please try again." },
} as const;

interface CancelSubscriptionDialogProps {
  subscriptionId: string;
  planName: string;
  /** The element naming the plan, so the trigger says which subscription it cancels. */
  describedBy: string;
}

export function CancelSubscriptionDialog({ subscriptionId, planName, describedBy }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  // Then the plan is read again, so the usage pill follows.
  const cancel = useSimulatedCancel({
    onSuccess: () => toast.success(CANCEL_TEXTS.success.title, { description: CANCEL_TEXTS.success.description }),
    onError: (error) => void toast.error(CANCEL_TEXTS.failed.title, { description: errorMessage(error, CANCEL_TEXTS.failed.fallback) }),
  });
  const confirm = () => cancel.mutate(subscriptionId, { onSettled: () => setOpen(false) });

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={cancel.isPending} aria-describedby={describedBy}>
          Cancel subscription
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{`Cancel the ${planName}?`}</DialogTitle>
        <DialogDescription>{CANCEL_TEXTS.confirm}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep subscription
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? "Cancelling..." : "Cancel subscription"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
