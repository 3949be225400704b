import { useState } from "react";
import type { PaidTier } from "../../../core/billing";
import type { Tier } from "../../../core/plans";
import { useCheckout } from "../checkout/use-checkout";
import { useManageSubscription } from "../checkout/use-manage-subscription";
import { useSubscription } from "../subscription/use-subscription";
import { PlanAction, planActionKind, type PlanActionKind } from "./plan-action";
import { PlanCard } from "./plan-card";
import { planOffers, type BillingPeriod } from "./plan-features";
import { SwitchPlanDialog } from "./switch-plan-dialog";

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
  const [switching, setSwitching] = useState<{ tier: PaidTier; opener: HTMLElement } | null>(null);
  const working = checkout.pendingTier ?? (manage.isPending ? managing : null);

  const act = (tier: Tier, kind: PlanActionKind, opener: HTMLElement) => {
    if (tier === "free" || kind === "manage") {
      setManaging(tier);
      manage.mutate();
    } else if (kind === "switch") {
      setSwitching({ tier, opener });
    } else {
      void checkout.start({ tier, interval: period });
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-3">
      {planOffers(period).map((offer) => {
        const kind = planActionKind(offer.tier, signedIn, subscription);
        return (
          <PlanCard
            key={offer.tier}
            offer={offer}
            period={period}
            action={
              <PlanAction
                kind={kind}
                tier={offer.tier}
                popular={offer.popular}
                working={working === offer.tier}
                disabled={working !== null || (signedIn && isPending)}
                onClick={(event) => act(offer.tier, kind, event.currentTarget)}
              />
            }
          />
        );
      })}
      <SwitchPlanDialog
        plan={switching ? { tier: switching.tier, interval: period } : null}
        opener={switching?.opener ?? null}
        onClose={() => setSwitching(null)}
      />
    </div>
  );
}
