import type { SessionUser } from "../auth/session";
import { withAccountLease } from "../account/account-lease";
import { AppError } from "../http/errors";
import type { BillingDeps } from "./billing-deps";
import { checkoutOwner } from "./checkout-owner";
import { refuseSecondSubscription } from "./live-subscriptions";

/**
 * One payment at a time per account (issue 7): `pay` runs under the account's lease, after the
 * account's stored notifications are applied, so the check sees a payment that ended a moment ago.
 */
export async function underCheckoutLease<T>(deps: BillingDeps, user: SessionUser, pay: (owner: SessionUser) => Promise<T>): Promise<T> {
  const owner = checkoutOwner(user);
  const busy = new AppError("CONFLICT", "A payment for your account is already under way. Please wait a moment.");
  return withAccountLease(deps.db, owner.id, busy, async () => {
    await deps.sync(owner.id);
    await refuseSecondSubscription(deps.db, owner.id);
    return pay(owner);
  });
}
