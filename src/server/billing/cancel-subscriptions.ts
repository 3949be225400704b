import type { Paddle } from "@paddle/paddle-node-sdk";
import { and, eq, inArray } from "drizzle-orm";
import { ENTITLING_STATUSES } from "../../core/billing";
import type { Db } from "../db/client";
import { paddleSubscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import type { Logger } from "../runtime/logger";
import type { SimulatedPaddle } from "./simulated-paddle";

export interface CancelDeps {
  db: Db;
  logger: Logger;
  paddle: Paddle | null;
  simulated: SimulatedPaddle | null;
  /** Brings the account's subscriptions up to date first (stored events, then Paddle's API). */
  sync: (userId: string) => Promise<void>;
}

/** States in which Paddle can still bill the customer: a paused subscription resumes billing. */
const BILLABLE = [...ENTITLING_STATUSES, "paused"];

const CANCEL_FAILED = "Your subscription could not be cancelled with the payment provider, so your account was not deleted. Please try again in a few minutes.";

/**
 * Cancels, effective now, every subscription Paddle could still bill the account for: through
 * Paddle's API, or in simulated mode through the simulated portal's cancel path. Throws (and
 * nothing else happens) when one cannot be cancelled, so an account is never deleted while its
 * customer keeps being charged.
 */
export async function cancelBillableSubscriptions(deps: CancelDeps, userId: string): Promise<void> {
  await deps.sync(userId);
  const billable = await deps.db
    .select({ id: paddleSubscriptions.id })
    .from(paddleSubscriptions)
    .where(and(eq(paddleSubscriptions.userId, userId), inArray(paddleSubscriptions.status, BILLABLE)));
  for (const { id } of billable) {
    if (deps.simulated) {
      await deps.simulated.cancel(userId, id).catch((error: unknown) => {
        deps.logger.warn("simulated cancellation failed", { subscriptionId: id, error: String(error) });
        throw new AppError("BAD_GATEWAY", CANCEL_FAILED);
      });
      continue;
    }
    if (!deps.paddle) {
      throw new AppError("SERVICE_UNAVAILABLE", "Your subscription cannot be cancelled right now, so your account was not deleted. Please contact support.");
    }
    await deps.paddle.subscriptions.cancel(id, { effectiveFrom: "immediately" }).catch((error: unknown) => {
      // Cancelled meanwhile (from Paddle's portal, say): nothing is left to stop.
      if ((error as { code?: unknown }).code === "subscription_is_canceled_action_invalid") return;
      deps.logger.warn("Paddle API call failed: subscriptions.cancel", { subscriptionId: id, error: String(error) });
      throw new AppError("BAD_GATEWAY", CANCEL_FAILED);
    });
  }
}
