import type { SimulatedTrialResponse } from "../../core/api-types";
import type { SessionUser } from "../auth/session";
import { AppError } from "../http/errors";
import type { PlanChoice, SimulatedBillingDeps } from "./billing-deps";
import { underCheckoutLease } from "./checkout-lease";
import { hadTrial } from "./had-trial";
import { recordTrial } from "./record-trial";

/**
 * The simulated checkout's free trial (TRIAL_DAYS): one per person, as a Paddle price's trial is
 * meant for new customers. The trial ledger (issue 30) refuses one to an alias or a deleted
 * account's address that has had one, and records this one as it starts.
 */
export async function startSimulatedTrial(deps: SimulatedBillingDeps, user: SessionUser, { tier, interval }: PlanChoice): Promise<SimulatedTrialResponse> {
  if (deps.trialDays === 0) throw new AppError("FORBIDDEN", "Free trials are turned off on this server (TRIAL_DAYS=0).");
  return underCheckoutLease(deps, user, async (owner) => {
    if (await hadTrial(deps.db, deps.emailKey, owner.id)) throw new AppError("CONFLICT", "You have already had your free trial.");
    const started = await deps.simulated.startTrial({ id: owner.id, email: owner.email }, tier, interval, deps.trialDays);
    await recordTrial(deps.db, deps.emailKey, { userId: owner.id, subscriptionId: started.subscriptionId, customerId: null, startedAt: new Date() });
    return started;
  });
}
