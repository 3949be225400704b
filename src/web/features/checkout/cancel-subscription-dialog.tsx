import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { CANCEL_TEXTS, useSimulatedCancel } from "./use-simulated-portal";

interface CancelSubscriptionDialogProps {
  subscriptionId: string;
  planName: string;
  /** The element naming the plan, so the trigger says which subscription it cancels. */
  describedBy: string;
}

export function CancelSubscriptionDialog({ subscriptionId, planName, describedBy }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  const cancel = useSimulatedCancel();
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
