import { and, eq, isNotNull } from "drizzle-orm";
import type { SimulatedTrialResponse } from "../../core/api-types";
import type { SessionUser } from "../auth/session";
import { paddleSubscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import type { PlanChoice, SimulatedBillingDeps } from "./billing-deps";
import { underCheckoutLease } from "./checkout-lease";

/** The simulated checkout's free trial (TRIAL_DAYS): one per account, as a Paddle price's trial is meant for new customers. */
export async function startSimulatedTrial(deps: SimulatedBillingDeps, user: SessionUser, { tier, interval }: PlanChoice): Promise<SimulatedTrialResponse> {
  if (deps.trialDays === 0) throw new AppError("FORBIDDEN", "Free trials are turned off on this server (TRIAL_DAYS=0).");
  return underCheckoutLease(deps, user, async (owner) => {
    const [earlier] = await deps.db
      .select({ id: paddleSubscriptions.id })
      .from(paddleSubscriptions)
      .where(and(eq(paddleSubscriptions.userId, owner.id), isNotNull(paddleSubscriptions.trialEndsAt)))
      .limit(1);
    if (earlier) throw new AppError("CONFLICT", "This account has already had its free trial.");
    return deps.simulated.startTrial({ id: owner.id, email: owner.email }, tier, interval, deps.trialDays);
  });
}
