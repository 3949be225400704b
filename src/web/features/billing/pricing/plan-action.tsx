import { LoaderCircle } from "lucide-react";
import { useId, type MouseEvent } from "react";
import { Link } from "react-router";
import type { ApiSubscription } from "../../../../core/api-types";
import { PLANS, type Tier } from "../../../../core/plans";
import { Button } from "../../../components/ui/button";

export type PlanActionKind = "sign-in" | "loading" | "current" | "manage" | "checkout" | "switch" | "downgrade" | "included" | "unavailable";

/** Kinds that need the server's payments: with payments off they would only fail. */
const NEEDS_PAYMENTS: readonly PlanActionKind[] = ["manage", "checkout", "switch", "downgrade"];

/**
 * What a plan's button does for this viewer (decision 030): 'Manage Subscription' only on the
 * current paid plan, 'Current Plan' on the current free one, 'Start Today' elsewhere. Going back to
 * Free means cancelling the paid plan in the customer portal, so the Free card of a paying user
 * says 'Switch to Free' and opens it. A paying user changes the Paddle subscription they have: a
 * second checkout would bill two of them. A tier the admin granted has no Paddle subscription, so
 * there is nothing to manage or cancel.
 */
export function planActionKind(
  tier: Tier,
  signedIn: boolean,
  subscription: Pick<ApiSubscription, "tier" | "hasPaidSubscription"> | undefined,
  paymentsOff = false,
): PlanActionKind {
  const kind = viewerActionKind(tier, signedIn, subscription);
  if (!paymentsOff) return kind;
  // Free needs no payment, so a visitor may still sign up for it.
  return NEEDS_PAYMENTS.includes(kind) || (kind === "sign-in" && tier !== "free") ? "unavailable" : kind;
}

function viewerActionKind(tier: Tier, signedIn: boolean, subscription: Pick<ApiSubscription, "tier" | "hasPaidSubscription"> | undefined): PlanActionKind {
  if (!signedIn) return "sign-in";
  if (!subscription) return "loading";
  const paying = subscription.hasPaidSubscription;
  if (tier === subscription.tier) return paying ? "manage" : "current";
  if (tier === "free") return paying ? "downgrade" : "included";
  return paying ? "switch" : "checkout";
}

const LABELS = {
  "sign-in": "Sign in to subscribe",
  loading: "Loading your plan",
  current: "Current Plan",
  manage: "Manage Subscription",
  checkout: "Start Today",
  switch: "Switch to",
  downgrade: "Switch to Free",
  included: "Included in your plan",
  unavailable: "Not available yet",
} as const satisfies Record<PlanActionKind, string>;

/** Kinds with nothing to do: shown, but disabled. */
const INERT: readonly PlanActionKind[] = ["loading", "current", "included", "unavailable"];

const label = (kind: PlanActionKind, tier: Tier) => (kind === "switch" ? `${LABELS.switch} ${PLANS[tier].name}` : LABELS[kind]);

interface PlanActionProps {
  kind: PlanActionKind;
  tier: Tier;
  popular: boolean;
  /** This button's checkout or portal request is running. */
  working: boolean;
  /** Another request is running: one checkout at a time. */
  disabled: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export function PlanAction({ kind, tier, popular, working, disabled, onClick }: PlanActionProps) {
  const variant = popular ? "default" : "outline";
  const noteId = useId();
  if (kind === "sign-in") {
    return (
      <Button asChild variant={variant} className="w-full">
        <Link to="/sign-in?redirect=%2Fpricing">{label(kind, tier)}</Link>
      </Button>
    );
  }
  if (kind === "loading") {
    // A placeholder until the plan is known, so no label shows that is about to change.
    return (
      <Button variant={variant} className="w-full" disabled aria-busy>
        <span className="sr-only">{label(kind, tier)}</span>
        <span aria-hidden="true" className="h-4 w-24 animate-pulse rounded bg-current opacity-20" />
      </Button>
    );
  }
  const inert = INERT.includes(kind);
  const button = (
    <Button
      variant={inert ? "outline" : variant}
      className="w-full"
      disabled={inert || disabled || working}
      aria-busy={working}
      aria-haspopup={kind === "switch" ? "dialog" : undefined}
      aria-describedby={kind === "downgrade" ? noteId : undefined}
      onClick={onClick}
    >
      {working ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {label(kind, tier)}
    </Button>
  );
  if (kind !== "downgrade") return button;
  return (
    <>
      {button}
      <p id={noteId} className="text-center text-xs text-muted-foreground">
        Opens subscription management, where cancelling your paid plan returns you to Free.
      </p>
    </>
  );
}
