import { Link } from "react-router";
import type { Tier } from "../../../core/plans";
import { Button } from "../../components/ui/button";

interface PlanActionProps {
  tier: Tier;
  signedIn: boolean;
  /** The viewer's plan; undefined when signed out or still loading. */
  currentTier: Tier | undefined;
  popular: boolean;
}

/** Checkout is not wired yet, so the buying buttons lead back to the pricing page. */
export function PlanAction({ tier, signedIn, currentTier, popular }: PlanActionProps) {
  const variant = popular ? "default" : "outline";
  if (!signedIn) {
    return (
      <Button asChild variant={variant} className="w-full">
        <Link to="/sign-in?redirect=%2Fpricing">Sign in to subscribe</Link>
      </Button>
    );
  }
  if (tier === currentTier && tier === "free") {
    return (
      <Button variant="outline" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} className="w-full">
      <Link to="/pricing">{tier === currentTier ? "Manage Subscription" : "Start Today"}</Link>
    </Button>
  );
}
