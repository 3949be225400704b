import { useRef, useState } from "react";
import { useMe } from "../api/session";
import { BillingPeriodToggle } from "../features/billing/pricing/billing-period-toggle";
import { CheckoutNotice } from "../features/billing/pricing/checkout-notice";
import { PaymentsOffNotice } from "../features/billing/pricing/payments-off-notice";
import { PlanGrid } from "../features/billing/pricing/plan-grid";
import type { BillingPeriod } from "../features/billing/pricing/plan-features";
import { useCheckoutNotice } from "../features/billing/pricing/use-checkout-notice";
import { RefreshSubscriptionButton } from "../features/billing/subscription/refresh-subscription-button";
import { useTrackOnMount } from "../lib/analytics/use-track";
import { SyncCheckButton } from "../features/billing/subscription/sync-check-button";
import { useSubscription } from "../api/subscription";

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const { data: me } = useMe();
  const signedIn = Boolean(me);
  const { data: subscription } = useSubscription(signedIn);
  const { notice, dismiss } = useCheckoutNotice(signedIn ? subscription?.recentTransaction : false);
  const heading = useRef<HTMLHeadingElement>(null);
  useTrackOnMount("view_pricing");
  // The dismissed banner took focus with it; the heading is where the page starts.
  const dismissNotice = () => {
    dismiss();
    heading.current?.focus();
  };

  return (
    <section className="grid gap-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none sm:text-4xl">
          Choose your plan
        </h1>
        <p className="max-w-xl text-muted-foreground">Create more listings as your catalogue grows. Every plan writes complete, marketplace-ready copy.</p>
        <BillingPeriodToggle value={period} onChange={setPeriod} />
      </div>
      <CheckoutNotice kind={notice} onDismiss={dismissNotice} />
      <PaymentsOffNotice />
      <PlanGrid period={period} signedIn={signedIn} />
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-muted-foreground">Pause or cancel anytime</p>
        {signedIn ? (
          <div className="flex flex-col items-center gap-2">
            <div className="flex flex-wrap justify-center gap-2">
              <RefreshSubscriptionButton />
              <SyncCheckButton />
            </div>
            <p className="text-xs text-muted-foreground">Paid, but your plan did not change? Check payment sync looks your payment up with Paddle.</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
