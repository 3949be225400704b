import { useState } from "react";
import type { Tier } from "../../../core/plans";
import { useCheckout } from "../checkout/use-checkout";
import { useManageSubscription } from "../checkout/use-manage-subscription";
import { useSubscription } from "../subscription/use-subscription";
import { PlanAction, planActionKind } from "./plan-action";
import { PlanCard } from "./plan-card";
import { planOffers, type BillingPeriod } from "./plan-features";

interface PlanGridProps {
  period: BillingPeriod;
  signedIn: boolean;
}

/** The three plans, each with the button that fits the viewer's plan. */
export function PlanGrid({ period, signedIn }: PlanGridProps) {
  const { data: subscription, isPending } = useSubscription(signedIn);
  const checkout = useCheckout();
  const manage = useManageSubscription();
  const [managing, setManaging] = useState<Tier | null>(null);
  const currentTier = subscription?.tier;
  const working = checkout.pendingTier ?? (manage.isPending ? managing : null);

  const act = (tier: Tier) => {
    if (tier === "free" || tier === currentTier) {
      setManaging(tier);
      manage.mutate();
    } else {
      void checkout.start({ tier, interval: period });
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-3">
      {planOffers(period).map((offer) => (
        <PlanCard
          key={offer.tier}
          offer={offer}
          period={period}
          action={
            <PlanAction
              kind={planActionKind(offer.tier, signedIn, currentTier)}
              popular={offer.popular}
              working={working === offer.tier}
              disabled={working !== null || (signedIn && isPending)}
              onClick={() => act(offer.tier)}
            />
          }
        />
      ))}
    </div>
  );
}
