import type { SimulatedPayResponse } from "../../core/api-types";
import type { SessionUser } from "../auth/session";
import type { PlanChoice, SimulatedBillingDeps } from "./billing-deps";
import { underCheckoutLease } from "./checkout-lease";

/** The simulated checkout's "Pay": a subscription to the plan, as Paddle's notifications would make it. */
export function paySimulated(deps: SimulatedBillingDeps, user: SessionUser, { tier, interval }: PlanChoice): Promise<SimulatedPayResponse> {
  return underCheckoutLease(deps, user, (owner) => deps.simulated.pay({ id: owner.id, email: owner.email }, tier, interval));
}
