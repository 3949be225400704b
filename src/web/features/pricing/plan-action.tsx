import { LoaderCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import type { ApiSubscription } from "../../../core/api-types";
import { PLANS, type Tier } from "../../../core/plans";
import { Button } from "../../components/ui/button";

export type PlanActionKind = "sign-in" | "current" | "manage" | "checkout" | "switch" | "downgrade";

/**
 * What a plan's button does for this viewer. Going back to Free means cancelling the paid plan,
 * which happens in the customer portal, so the Free card of a paying user opens it. A paying
 * user changes the Paddle subscription they have: a second checkout would bill two of them.
 */
export function planActionKind(
  tier: Tier,
  signedIn: boolean,
  subscription: Pick<ApiSubscription, "tier" | "hasPaidSubscription"> | undefined,
): PlanActionKind {
  if (!signedIn) return "sign-in";
  if (tier === subscription?.tier) return tier === "free" ? "current" : "manage";
  if (tier === "free") return "downgrade";
  return subscription?.hasPaidSubscription ? "switch" : "checkout";
}

const LABELS = {
  "sign-in": "Sign in to subscribe",
  current: "Current Plan",
  manage: "Manage Subscription",
  checkout: "Start Today",
  switch: "Switch to",
  downgrade: "Start Today",
} as const satisfies Record<PlanActionKind, string>;

const label = (kind: PlanActionKind, tier: Tier) => (kind === "switch" ? `${LABELS.switch} ${PLANS[tier].name}` : LABELS[kind]);

interface PlanActionProps {
  kind: PlanActionKind;
  tier: Tier;
  popular: boolean;
  /** This button's checkout or portal request is running. */
  working: boolean;
  /** Another request is running or the plan is still loading: one checkout at a time. */
  disabled: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export function PlanAction({ kind, tier, popular, working, disabled, onClick }: PlanActionProps) {
  const variant = popular ? "default" : "outline";
  if (kind === "sign-in") {
    return (
      <Button asChild variant={variant} className="w-full">
        <Link to="/sign-in?redirect=%2Fpricing">{label(kind, tier)}</Link>
      </Button>
    );
  }
  return (
    <Button
      variant={kind === "current" ? "outline" : variant}
      className="w-full"
      disabled={kind === "current" || disabled || working}
      aria-busy={working}
      aria-haspopup={kind === "switch" ? "dialog" : undefined}
      onClick={onClick}
    >
      {working ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {label(kind, tier)}
    </Button>
  );
}
