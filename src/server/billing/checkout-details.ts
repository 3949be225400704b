import type { CheckoutResponse } from "../../core/api-types";
import type { SessionUser } from "../auth/session";
import type { BillingDeps, PlanChoice } from "./billing-deps";
import { checkoutOwner } from "./checkout-owner";
import { checkoutPrice } from "./checkout-price";
import { refuseSecondSubscription } from "./live-subscriptions";

export const simulatedCheckoutUrl = ({ tier, interval }: PlanChoice) => `/checkout/simulated?${new URLSearchParams({ tier, interval })}`;

export async function checkoutDetails(deps: BillingDeps, user: SessionUser, choice: PlanChoice): Promise<CheckoutResponse> {
  const owner = checkoutOwner(user);
  await refuseSecondSubscription(deps.db, owner.id);
  return {
    mode: deps.simulated ? "simulated" : "paddle",
    priceId: await checkoutPrice(deps, owner.id, choice),
    customerEmail: owner.email,
    customData: { userId: owner.id },
    successUrl: `${deps.appUrl}/success`,
    cancelUrl: `${deps.appUrl}/pricing?checkout=cancelled`,
    simulatedUrl: deps.simulated ? simulatedCheckoutUrl(choice) : null,
  };
}
