import type { CheckoutRequest } from "../../../../core/api-types";
import { PLANS, type Tier } from "../../../../core/plans";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { toast } from "sonner";
import { useChangePlan } from "../../../api/billing";
import { errorMessage } from "../../../lib/api-client";
import { REFRESH_TEXTS } from "../subscription/refresh-texts";

const CHANGE_PLAN_TEXTS = {
  success: "Subscription updated!",
  failed: { title: "Failed to change plan", fallback: "Please try again." },
} as const;

interface SwitchPlanDialogProps {
  /** The plan to switch to; null keeps the dialog closed. */
  plan: CheckoutRequest | null;
  /** The plan the account is on: the same plan in another period is a change of billing only. */
  currentTier: Tier;
  /** The card's button that opened the dialog; focus goes back to it on close. */
  opener: HTMLElement | null;
  /** Where focus goes when the opener is gone by then (it was the button of the period just taken). */
  fallback?: HTMLElement | null;
  onClose: () => void;
}

/**
 * Confirms a paying user's plan change. The card's button opens it rather than a trigger of its own:
 * that button stays in place when the card turns into the new plan's 'Manage Subscription', so focus
 * can return to it. Without a trigger Radix would leave focus on the page body.
 */
export function SwitchPlanDialog({ plan, currentTier, opener, fallback, onClose }: SwitchPlanDialogProps) {
  const change = useChangePlan({
    onSuccess: ({ subscription, previous }, request) => {
      const description =
        previous?.tier === subscription.tier
          ? `You are now billed ${request.interval === "annual" ? "yearly" : "monthly"}.`
          : REFRESH_TEXTS.success.description(subscription.tier);
      toast.success(CHANGE_PLAN_TEXTS.success, { description });
    },
    onError: (error) => void toast.error(CHANGE_PLAN_TEXTS.failed.title, { description: errorMessage(error, CHANGE_PLAN_TEXTS.failed.fallback) }),
  });
  const busy = change.isPending;
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {plan ? (
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (opener?.isConnected ? opener : fallback)?.focus();
          }}
        >
          <DialogTitle>{plan.tier === currentTier ? `Switch to ${plan.interval} billing?` : `Switch to the ${PLANS[plan.tier].name} plan?`}</DialogTitle>
          <DialogDescription>{describe(plan)}</DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Keep current plan
              </Button>
            </DialogClose>
            <Button onClick={() => change.mutate(plan, { onSettled: onClose })} disabled={busy} aria-busy={busy}>
              {busy ? "Switching..." : "Switch plan"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function describe({ tier, interval }: CheckoutRequest) {
  const { name, monthlyPrice, annualPrice } = PLANS[tier];
  const price = interval === "monthly" ? `$${monthlyPrice}/month` : `$${annualPrice}/year`;
  return `${name} costs ${price}. The change applies now: Paddle charges or credits the prorated difference for the rest of your billing period.`;
}
