import { CheckCircle2, Clock, LoaderCircle } from "lucide-react";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { tierName } from "../../../core/plans";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { DashboardCountdown } from "./dashboard-countdown";
import { MAX_ATTEMPTS, useConfirmSubscription, type Confirmation } from "./use-confirm-subscription";

/** Seconds before the dashboard opens: short once the plan is confirmed. */
const REDIRECT_AFTER = { updated: 2, pending: 5 } as const;

const BOX = {
  refreshing: "",
  updated: "rounded-lg border border-emerald-200 bg-emerald-50 px-6 py-4 text-emerald-800",
  pending: "rounded-lg border border-amber-200 bg-amber-50 px-6 py-4 text-amber-900",
} as const satisfies Record<Confirmation["status"], string>;

export function SubscriptionConfirmation() {
  const confirmation = useConfirmSubscription();
  const navigate = useNavigate();
  const toDashboard = useCallback(() => void navigate("/dashboard", { replace: true }), [navigate]);
  const redirectAfter = confirmation.status === "refreshing" ? null : REDIRECT_AFTER[confirmation.status];

  return (
    <div className="grid justify-items-center gap-6">
      {/* One region from the first render: screen readers miss a live region that appears with its text. */}
      <div role="status" className={cn("flex flex-col items-center gap-2 text-center", BOX[confirmation.status])}>
        <Outcome confirmation={confirmation} />
        {redirectAfter ? <p className="sr-only">{`Opening your dashboard in ${redirectAfter} seconds.`}</p> : null}
      </div>
      <div className="grid justify-items-center gap-3">
        {redirectAfter ? <DashboardCountdown seconds={redirectAfter} onDone={toDashboard} /> : null}
        <Button onClick={toDashboard}>Go to Dashboard Now</Button>
      </div>
    </div>
  );
}

function Outcome({ confirmation }: { confirmation: Confirmation }) {
  if (confirmation.status === "refreshing") {
    return (
      <>
        <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p>Updating your subscription information...</p>
        <p className="text-sm text-muted-foreground">{`Attempt ${confirmation.attempt}/${MAX_ATTEMPTS}`}</p>
      </>
    );
  }
  if (confirmation.status === "updated") {
    const { tier, maxProducts } = confirmation.subscription;
    return (
      <>
        <CheckCircle2 className="size-8" aria-hidden="true" />
        <p className="font-semibold">{`Your subscription has been updated to the ${tierName(tier)} plan!`}</p>
        <p>{`You can now create up to ${maxProducts} products per month.`}</p>
      </>
    );
  }
  return (
    <>
      <Clock className="size-8" aria-hidden="true" />
      <p className="font-semibold">We're still processing your subscription upgrade.</p>
      <p className="text-sm">Your plan changes as soon as the payment is confirmed.</p>
    </>
  );
}
