import { LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import type { Tier } from "../../../core/plans";
import { Button } from "../../components/ui/button";

export type PlanActionKind = "sign-in" | "current" | "manage" | "checkout" | "downgrade";

/**
 * What a plan's button does for this viewer. Going back to Free means cancelling the paid plan,
 * which happens in the customer portal, so the Free card of a paying user opens it.
 */
export function planActionKind(tier: Tier, signedIn: boolean, currentTier: Tier | undefined): PlanActionKind {
  if (!signedIn) return "sign-in";
  if (tier === currentTier) return tier === "free" ? "current" : "manage";
  return tier === "free" ? "downgrade" : "checkout";
}

const LABELS = {
  "sign-in": "Sign in to subscribe",
  current: "Current Plan",
  manage: "Manage Subscription",
  checkout: "Start Today",
  downgrade: "Start Today",
} as const satisfies Record<PlanActionKind, string>;

interface PlanActionProps {
  kind: PlanActionKind;
  popular: boolean;
  /** This button's checkout or portal request is running. */
  working: boolean;
  /** Another request is running or the plan is still loading: one checkout at a time. */
  disabled: boolean;
  onClick: () => void;
}

export function PlanAction({ kind, popular, working, disabled, onClick }: PlanActionProps) {
  const variant = popular ? "default" : "outline";
  if (kind === "sign-in") {
    return (
      <Button asChild variant={variant} className="w-full">
        <Link to="/sign-in?redirect=%2Fpricing">{LABELS[kind]}</Link>
      </Button>
    );
  }
  return (
    <Button
      variant={kind === "current" ? "outline" : variant}
      className="w-full"
      disabled={kind === "current" || disabled || working}
      aria-busy={working}
      onClick={onClick}
    >
      {working ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {LABELS[kind]}
    </Button>
  );
}
