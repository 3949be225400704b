import { useState } from "react";
import type { PaidTier } from "../../../../core/billing";
import type { Tier } from "../../../../core/plans";
import { trialText } from "../../../../core/trial";
import { LoadError } from "../../../components/load-error";
import { Button } from "../../../components/ui/button";
import { useTrialOffer } from "../../../api/billing";
import { usePublicConfig } from "../../../api/config";
import { useCheckout } from "../checkout/use-checkout";
import { useManageSubscription } from "../checkout/use-manage-subscription";
import { useSubscription } from "../../../api/subscription";
import { PlanAction, planActionKind, type PlanActionKind } from "./plan-action";
import { PlanCard } from "./plan-card";
import { planOffers, type BillingPeriod } from "./plan-features";
import { SwitchPlanDialog } from "./lazy-switch-plan-dialog";

interface PlanGridProps {
  period: BillingPeriod;
  signedIn: boolean;
}

export function PlanGrid({ period, signedIn }: PlanGridProps) {
  const { data: subscription, isError, isFetching, refetch } = useSubscription(signedIn);
  const config = usePublicConfig().data;
  const paymentsOff = config?.payments.mode === "off";
  // The trial a new plan starts with: for a visitor as configured, for an account only if its
  // owner has not had one (issue 30), so a returning customer is promised none.
  const trial = useTrialOffer(signedIn && !paymentsOff).data;
  const trialDays = paymentsOff ? 0 : signedIn ? (trial?.available ? trial.days : 0) : (config?.trialDays ?? 0);
  const checkout = useCheckout();
  const manage = useManageSubscription();
  const [switching, setSwitching] = useState<{ tier: PaidTier; opener: HTMLElement; fallback?: HTMLElement | null } | null>(null);
  // A subscriber looking at the other billing period may move to it on the same plan.
  const otherPeriod = subscription?.billingInterval && subscription.billingInterval !== period ? period : null;
  const working = checkout.pendingTier ?? (manage.isPending ? manage.variables : null);

  const act = (tier: Tier, kind: PlanActionKind, opener: HTMLElement) => {
    if (tier === "free" || kind === "manage") {
      manage.mutate(tier);
    } else if (kind === "switch") {
      setSwitching({ tier, opener });
    } else {
      void checkout.start({ tier, interval: period });
    }
  };

  // Without the plan, buttons for a free account could start a second subscription for a paying one.
  const unknownPlan = signedIn && !subscription && isError;

  return (
    <div className="grid gap-6 md:grid-cols-3">
      {unknownPlan ? (
        <LoadError
          className="md:col-span-3"
          message="Your plan could not be loaded, so the plans cannot offer the right buttons."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {planOffers(period).map((offer) => {
        const kind = planActionKind(offer.tier, signedIn, subscription, paymentsOff);
        const periodSwitch = kind === "manage" && offer.tier !== "free" && otherPeriod ? offer.tier : null;
        return (
          <PlanCard
            key={offer.tier}
            offer={offer}
            period={period}
            current={signedIn && subscription?.tier === offer.tier}
            note={
              subscription?.trial && subscription.tier === offer.tier
                ? trialText(subscription.trial)
                : trialDays > 0 && offer.tier !== "free" && (kind === "checkout" || kind === "sign-in")
                  ? `${trialDays}-day free trial`
                  : null
            }
            action={
              unknownPlan ? null : (
                <div className="flex w-full flex-col gap-2">
                  <PlanAction
                    kind={kind}
                    tier={offer.tier}
                    popular={offer.popular}
                    working={working === offer.tier}
                    disabled={working !== null}
                    onClick={(event) => act(offer.tier, kind, event.currentTarget)}
                  />
                  {periodSwitch ? (
                    <Button
                      variant="ghost"
                      className="w-full"
                      disabled={working !== null}
                      aria-haspopup="dialog"
                      onClick={(event) =>
                        // Once billed this way the button goes; focus then returns to the card's Manage Subscription.
                        setSwitching({ tier: periodSwitch, opener: event.currentTarget, fallback: event.currentTarget.parentElement?.querySelector("button") })
                      }
                    >
                      {`Switch to ${otherPeriod} billing`}
                    </Button>
                  ) : null}
                </div>
              )
            }
          />
        );
      })}
      <SwitchPlanDialog
        plan={switching ? { tier: switching.tier, interval: period } : null}
        currentTier={subscription?.tier ?? "free"}
        opener={switching?.opener ?? null}
        fallback={switching?.fallback ?? null}
        onClose={() => setSwitching(null)}
      />
    </div>
  );
}
