import type { SessionUser } from "../auth/session";
import { withAccountLease } from "../plan/account-lease";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import type { BillingDeps } from "./billing-deps";
import { checkoutOwner } from "./checkout-owner";
import { refuseSecondSubscription } from "./live-subscriptions";

interface PaymentLease {
  db: Db;
  sync: (userId: string) => Promise<void>;
  /** Who is told what (the buyer, or the admin paying for someone). */
  messages: { busy: string; subscribed?: string };
}

/**
 * One payment at a time per account (issue 7): `pay` runs under the account's lease, after the
 * account's stored notifications are applied, so the check sees a payment that ended a moment ago.
 * Checkout and the admin's mock transactions (issue 30) both go through here.
 */
export async function underPaymentLease<T>({ db, sync, messages }: PaymentLease, userId: string, pay: () => Promise<T>): Promise<T> {
  return withAccountLease(db, userId, new AppError("CONFLICT", messages.busy), async () => {
    await sync(userId);
    await refuseSecondSubscription(db, userId, messages.subscribed);
    return pay();
  });
}

export async function underCheckoutLease<T>(deps: BillingDeps, user: SessionUser, pay: (owner: SessionUser) => Promise<T>): Promise<T> {
  const owner = checkoutOwner(user);
  const messages = { busy: "A payment for your account is already under way. Please wait a moment." };
  return underPaymentLease({ db: deps.db, sync: deps.sync, messages }, owner.id, () => pay(owner));
}
