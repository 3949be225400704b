import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { isPlanLimit, useDeleteProduct, useRetryProduct } from "../api/products";
import { Button } from "./ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./ui/dialog";
import { errorMessage } from "../lib/api-client";
import { cn } from "../lib/cn";

const TEXTS = {
  retried: { title: "Trying again", description: "We'll keep working on it; find it under In progress." },
  retryFailed: "Could not try again",
  deleted: "Failed listing deleted",
  deleteFailed: "Could not delete the listing",
  fallback: "Please try again in a moment.",
  viewPlans: "View Plans",
} as const;

interface FailedProductActionsProps {
  product: { id: string; title: string };
  /** After the product is gone (the product page leaves it). */
  onDeleted?: () => void;
  className?: string;
}

/** Retry (generation again, in a plan slot) and Delete (after a confirmation) for a failed listing. */
export function FailedProductActions({ product, onDeleted, className }: FailedProductActionsProps) {
  const navigate = useNavigate();
  const retry = useRetryProduct({
    onSuccess: () => toast.success(TEXTS.retried.title, { description: TEXTS.retried.description }),
    // A full plan offers the plans (known by the error's code).
    onError: (error) =>
      toast.error(TEXTS.retryFailed, {
        description: errorMessage(error, TEXTS.fallback),
        action: isPlanLimit(error) ? { label: TEXTS.viewPlans, onClick: () => void navigate("/pricing") } : undefined,
      }),
  });
  const remove = useDeleteProduct({
    onSuccess: () => {
      toast.success(TEXTS.deleted);
      onDeleted?.();
    },
    onError: (error) => toast.error(TEXTS.deleteFailed, { description: errorMessage(error, TEXTS.fallback) }),
  });
  const [confirming, setConfirming] = useState(false);
  const busy = retry.isPending || remove.isPending;
  // The visible label first, so voice control users can say it; the title tells the items apart.
  const named = (label: string) => (
    <>
      {label} <span className="sr-only">{product.title}</span>
    </>
  );
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button size="sm" onClick={() => retry.mutate(product.id)} disabled={busy}>
        <RotateCcw aria-hidden="true" />
        {named(retry.isPending ? "Retrying..." : "Retry")}
      </Button>
      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" disabled={busy}>
            <Trash2 aria-hidden="true" />
            {named(remove.isPending ? "Deleting..." : "Delete")}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete this failed listing?</DialogTitle>
          <DialogDescription>
            “{product.title}” and its screenshots will be removed for good. A failed listing uses no slot of your plan, so this frees none.
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => remove.mutate(product.id, { onSettled: () => setConfirming(false) })} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Yes, Delete"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
