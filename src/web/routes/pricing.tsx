import { useState } from "react";
import { useMe } from "../lib/use-me";
import { BillingPeriodToggle } from "../features/pricing/billing-period-toggle";
import { PlanCard } from "../features/pricing/plan-card";
import { planOffers, type BillingPeriod } from "../features/pricing/plan-features";
import { useSubscription } from "../features/subscription/use-subscription";

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const { data: me } = useMe();
  const signedIn = Boolean(me);
  const { data: subscription } = useSubscription(signedIn);

  return (
    <section className="grid gap-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose your plan</h1>
        <p className="max-w-xl text-muted-foreground">
          Create more listings as your catalogue grows. Every plan writes complete, marketplace-ready copy.
        </p>
        <BillingPeriodToggle value={period} onChange={setPeriod} />
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {planOffers(period).map((offer) => (
          <PlanCard
            key={offer.tier}
            offer={offer}
            period={period}
            signedIn={signedIn}
            currentTier={subscription?.tier}
          />
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground">Pause or cancel anytime</p>
    </section>
  );
}
