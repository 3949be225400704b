import { useState } from "react";
import { toast } from "sonner";
import type { MismatchView, Resolution } from "../../../../core/monitor";
import { tierName } from "../../../../core/plans";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { useResolve } from "../../../api/admin-monitor";

const copy = {
  upgrade: {
    button: "Resolve by upgrade",
    title: "Upgrade this account?",
    describe: (m: MismatchView) =>
      `${m.email ?? "The account"} gets the ${tierName(m.expectedTier)} plan its payment entitles (a manual grant if its Paddle state does not give it).`,
    confirm: "Upgrade",
  },
  ignore: {
    button: "Ignore",
    title: "Ignore this mismatch?",
    describe: (m: MismatchView) => `The finding for ${m.email ?? m.transactionId ?? "this payment"} is marked resolved; no plan changes.`,
    confirm: "Ignore",
  },
} as const satisfies Record<Resolution, unknown>;

export function ResolveAction({ mismatch, resolution }: { mismatch: MismatchView; resolution: Resolution }) {
  const [open, setOpen] = useState(false);
  const resolve = useResolve();
  const text = copy[resolution];
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) resolve.reset();
  };
  const submit = () =>
    resolve.mutate(
      { alertId: mismatch.id, resolution },
      {
        onSuccess: (result) => {
          setOpen(false);
          if (result.changed) toast.success(result.message);
          else toast.info(result.message);
        },
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={resolution === "upgrade" ? "default" : "outline"}
          aria-label={`${text.button}: ${mismatch.email ?? mismatch.transactionId ?? mismatch.id}`}
        >
          {text.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.describe(mismatch)}</DialogDescription>
        {resolve.isError ? <Alert variant="destructive">{errorMessage(resolve.error, "Could not resolve the mismatch")}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={submit} disabled={resolve.isPending}>
            {resolve.isPending ? "Working..." : text.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
