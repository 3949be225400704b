import { checkoutPriceOf } from "../../core/billing";
import { AppError } from "../http/errors";
import type { BillingDeps, PlanChoice } from "./billing-deps";
import { trialOffer } from "./trial-offer";

/**
 * The Paddle price a checkout sells (issue 30). Paddle gives a price's trial period to every
 * checkout of it, so only a buyer who may still have a trial gets the plan's price (which carries
 * the trial); anyone else gets the same plan's price without one (PADDLE_PRICE_*_NO_TRIAL). With
 * trials on and no such prices, a returning customer is refused rather than given a trial again.
 */
export async function checkoutPrice(deps: BillingDeps, userId: string, { tier, interval }: PlanChoice): Promise<string> {
  const { available } = await trialOffer(deps, userId);
  if (!available && deps.trialDays > 0 && !deps.prices.withoutTrial && !deps.simulated) {
    deps.logger.error("a customer who has had the free trial cannot buy: set the PADDLE_PRICE_*_NO_TRIAL prices", { userId });
    throw new AppError("SERVICE_UNAVAILABLE", "You have had your free trial, and plans without a trial cannot be bought here yet. Please contact support.");
  }
  return checkoutPriceOf(deps.prices, tier, interval, available);
}
