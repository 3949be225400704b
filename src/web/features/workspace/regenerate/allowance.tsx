import type { RegenerateResponse } from "../../../../core/api-types";
import { PLANS } from "../../../../core/plans";
import { useSubscription } from "../../../api/subscription";

/** Regenerations left today once the server has said; until then the plan's daily number. */
export function Allowance({ allowance }: { allowance: Pick<RegenerateResponse, "remainingToday" | "limitPerDay"> | null }) {
  const { data: subscription } = useSubscription();
  if (allowance) {
    return (
      <p className="text-sm text-muted-foreground">
        {allowance.remainingToday} of {allowance.limitPerDay} regenerations left today.
      </p>
    );
  }
  if (!subscription) return null;
  const plan = PLANS[subscription.tier];
  return (
    <p className="text-sm text-muted-foreground">
      Your {plan.name} plan includes {plan.regenerationsPerDay} regenerations a day.
    </p>
  );
}
