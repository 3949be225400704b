import { CheckCircle2, Clock, LoaderCircle } from "lucide-react";
import { tierName } from "../../../core/plans";
import { DashboardCountdown } from "./dashboard-countdown";
import { MAX_ATTEMPTS, useConfirmSubscription } from "./use-confirm-subscription";

/** Seconds before the dashboard opens: short once the plan is confirmed. */
const REDIRECT_AFTER = { updated: 2, pending: 5 } as const;

export function SubscriptionConfirmation() {
  const confirmation = useConfirmSubscription();

  if (confirmation.status === "refreshing") {
    return (
      <div role="status" className="flex flex-col items-center gap-2 text-center">
        <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p>Updating your subscription information...</p>
        <p className="text-sm text-muted-foreground">{`Attempt ${confirmation.attempt}/${MAX_ATTEMPTS}`}</p>
      </div>
    );
  }

  const updated = confirmation.status === "updated" ? confirmation.subscription : null;
  return (
    <div className="grid justify-items-center gap-6">
      {updated ? (
        <div role="status" className="flex flex-col items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-6 py-4 text-center text-emerald-800">
          <CheckCircle2 className="size-8" aria-hidden="true" />
          <p className="font-semibold">{`Your subscription has been updated to the ${tierName(updated.tier)} plan!`}</p>
          <p>{`You can now create up to ${updated.maxProducts} products per month.`}</p>
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-6 py-4 text-center text-amber-900">
          <Clock className="size-8" aria-hidden="true" />
          <p className="font-semibold">We're still processing your subscription upgrade.</p>
          <p className="text-sm">Your plan changes as soon as the payment is confirmed.</p>
        </div>
      )}
      <DashboardCountdown seconds={REDIRECT_AFTER[confirmation.status]} />
    </div>
  );
}
