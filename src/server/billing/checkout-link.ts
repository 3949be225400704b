import { eq } from "drizzle-orm";
import type { BillingUrlResponse } from "../../core/api-types";
import type { SessionUser } from "../auth/session";
import { user as users } from "../db/schema";
import { AppError } from "../http/errors";
import type { BillingDeps, PlanChoice } from "./billing-deps";
import { simulatedCheckoutUrl } from "./checkout-details";
import { checkoutOwner } from "./checkout-owner";
import { checkoutPrice } from "./checkout-price";
import { refuseSecondSubscription } from "./live-subscriptions";
import { paddleCall } from "./paddle-call";
import { withinPaddleBudget } from "./paddle-client";

/**
 * Where Paddle's checkout link for a transaction should lead: our /pay page, which loads Paddle.js
 * to open the checkout. Paddle accepts only https addresses here; without one (local development)
 * the dashboard's default payment link is used.
 */
export function paymentLinkPage(appUrl: string): string | null {
  return appUrl.startsWith("https://") ? `${appUrl.replace(/\/+$/, "")}/pay` : null;
}

export async function checkoutLink(deps: BillingDeps, user: SessionUser, choice: PlanChoice): Promise<BillingUrlResponse> {
  const owner = checkoutOwner(user);
  await refuseSecondSubscription(deps.db, owner.id);
  if (deps.simulated) return { url: simulatedCheckoutUrl(choice) };
  const paddle = deps.paddle;
  if (!paddle) throw new AppError("SERVICE_UNAVAILABLE", "Direct checkout needs PADDLE_API_KEY on the server.");
  const priceId = await checkoutPrice(deps, owner.id, choice);
  await withinPaddleBudget(deps.db, owner.id);
  const [row] = await deps.db.select({ customerId: users.paddleCustomerId }).from(users).where(eq(users.id, owner.id));
  const payPage = paymentLinkPage(deps.appUrl);
  // A draft transaction gives Paddle's hosted checkout link (…/pay?_ptxn=txn_…) for this plan.
  const transaction = await paddleCall(deps.logger, "transactions.create", () =>
    paddle.transactions.create({
      items: [{ priceId, quantity: 1 }],
      customData: { userId: owner.id },
      customerId: row?.customerId ?? null,
      ...(payPage ? { checkout: { url: payPage } } : {}),
    }),
  );
  const url = transaction.checkout?.url;
  if (!url) throw new AppError("BAD_GATEWAY", "The payment provider returned no checkout link. Set a default payment link in Paddle.");
  return { url };
}
