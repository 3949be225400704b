import type { ApiSubscription } from "../../core/api-types";
import { AppError } from "../http/errors";
import { withAccountLock } from "../plan/account-lock";
import { recomputeTier } from "../plan/recompute-tier";
import { upsertSubscription } from "./apply-event";
import type { BillingDeps, PlanChoice } from "./billing-deps";
import { liveSubscriptions } from "./live-subscriptions";
import { paddleCall } from "./paddle-call";
import { withinPaddleBudget } from "./paddle-client";

/** Switches the live subscription's price (prorated, charged now) instead of a second checkout. */
export async function changePlan(deps: BillingDeps, userId: string, choice: PlanChoice): Promise<ApiSubscription> {
  const { db, prices, simulated } = deps;
  const [live] = await liveSubscriptions(db, userId);
  if (!live) throw new AppError("NOT_FOUND", "There is no subscription to change.");
  const priceId = prices[choice.tier][choice.interval];
  if (live.priceId === priceId) throw new AppError("CONFLICT", "You are already on this plan.");
  if (simulated) {
    await simulated.changePlan(userId, live.id, priceId);
  } else {
    const paddle = deps.paddle;
    if (!paddle) throw new AppError("SERVICE_UNAVAILABLE", "Changing plans needs PADDLE_API_KEY on the server.");
    await withinPaddleBudget(db, userId);
    const updated = await paddleCall(deps.logger, "subscriptions.update", () =>
      paddle.subscriptions.update(live.id, { items: [{ priceId, quantity: 1 }], prorationBillingMode: "prorated_immediately" }),
    );
    await withAccountLock(db, userId, async (tx) => {
      await upsertSubscription(tx, {
        id: updated.id,
        userId,
        status: updated.status,
        priceId: updated.items[0]?.price?.id ?? priceId,
        occurredAt: updated.updatedAt,
      });
      await recomputeTier(tx, userId, prices);
    });
  }
  await deps.sync(userId);
  return deps.readSubscription(userId);
}
