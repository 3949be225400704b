import { CheckCircle2, Clock, LoaderCircle, SearchX } from "lucide-react";
import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { tierName } from "../../../../core/plans";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { DashboardCountdown } from "./dashboard-countdown";
import { MAX_ATTEMPTS, type Confirmation } from "./use-confirm-subscription";

/** Seconds before the dashboard opens: short once the plan is confirmed; the spec's 5 s otherwise. */
const REDIRECT_AFTER = { updated: 2, pending: 5, none: 5 } as const;

const BOX = {
  checking: "",
  refreshing: "",
  updated: "rounded-lg border border-emerald-200 bg-emerald-50 px-6 py-4 text-emerald-800",
  pending: "rounded-lg border border-amber-200 bg-amber-50 px-6 py-4 text-amber-900",
  none: "rounded-lg border border-border bg-muted px-6 py-4",
} as const satisfies Record<Confirmation["status"], string>;

/** The page's heading: the success texts only once a purchase is known (decision 030). */
export function confirmationHeading(confirmation: Confirmation): string {
  if (confirmation.status === "checking") return "Checking for your purchase";
  if (confirmation.status === "none") return confirmation.failed ? "Could not check for a purchase" : "No recent purchase found";
  return "Subscription Successful!";
}

export function SubscriptionConfirmation({ confirmation, onCheckAgain }: { confirmation: Confirmation; onCheckAgain: () => void }) {
  const navigate = useNavigate();
  const toDashboard = useCallback(() => void navigate("/dashboard", { replace: true }), [navigate]);
  const redirectAfter = redirectSeconds(confirmation);

  return (
    <div className="grid justify-items-center gap-6">
      {/* One region from the first render: screen readers miss a live region that appears with its text. */}
      <div role="status" className={cn("flex flex-col items-center gap-2 text-center", BOX[confirmation.status])}>
        <Outcome confirmation={confirmation} />
        {redirectAfter ? <p className="sr-only">{`Opening your dashboard in ${redirectAfter} seconds.`}</p> : null}
      </div>
      <div className="grid justify-items-center gap-3">
        {redirectAfter ? <DashboardCountdown seconds={redirectAfter} onDone={toDashboard} /> : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={toDashboard}>Go to Dashboard Now</Button>
          {confirmation.status === "none" ? (
            <>
              <Button asChild variant="outline">
                <Link to="/pricing">View plans</Link>
              </Button>
              <Button variant="outline" onClick={onCheckAgain}>
                Check again
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The countdown to the dashboard (spec: from 5 s, 2 s after a confirmed refresh), also when no
 * purchase was found. Not while checking, nor when the plan could not be loaded: the page then
 * waits for "Check again" rather than leaving an error the creator has not read.
 */
function redirectSeconds(confirmation: Confirmation): number | null {
  if (confirmation.status === "updated" || confirmation.status === "pending") return REDIRECT_AFTER[confirmation.status];
  if (confirmation.status === "none" && !confirmation.failed) return REDIRECT_AFTER.none;
  return null;
}

function Outcome({ confirmation }: { confirmation: Confirmation }) {
  switch (confirmation.status) {
    case "checking":
      return (
        <>
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p>Looking for your payment...</p>
        </>
      );
    case "refreshing":
      return (
        <>
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p>Updating your subscription information...</p>
          <p className="text-sm text-muted-foreground">{`Attempt ${confirmation.attempt}/${MAX_ATTEMPTS}`}</p>
        </>
      );
    case "updated":
      return (
        <>
          <CheckCircle2 className="size-8" aria-hidden="true" />
          <p className="font-semibold">{`Your subscription has been updated to the ${tierName(confirmation.subscription.tier)} plan!`}</p>
          <p>{`You can now create up to ${confirmation.subscription.maxProducts} products per month.`}</p>
        </>
      );
    case "pending":
      return (
        <>
          <Clock className="size-8" aria-hidden="true" />
          <p className="font-semibold">We're still processing your subscription upgrade.</p>
          <p className="text-sm">Your plan changes as soon as the payment is confirmed.</p>
        </>
      );
    case "none":
      return <NoPurchase failed={confirmation.failed} />;
  }
}

function NoPurchase({ failed }: { failed: boolean }) {
  if (failed) return <p>Your plan could not be loaded. Check your connection and try again.</p>;
  return (
    <>
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">Your plan has not changed: we found no payment on your account in the last 10 minutes.</p>
      <p className="text-sm text-muted-foreground">If you have just paid, it can take a minute to arrive; check again shortly.</p>
    </>
  );
}
