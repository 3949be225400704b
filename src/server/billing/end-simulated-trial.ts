import type { ApiSubscription } from "../../core/api-types";
import type { SimulatedBillingDeps } from "./billing-deps";

export async function endSimulatedTrial(deps: SimulatedBillingDeps, userId: string, outcome: "active" | "canceled"): Promise<ApiSubscription> {
  // The trial's own notifications may still wait in the queue: apply them first.
  await deps.sync(userId);
  await deps.simulated.endTrial(userId, outcome);
  await deps.sync(userId);
  return deps.readSubscription(userId);
}
