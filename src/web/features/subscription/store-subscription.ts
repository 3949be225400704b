import type { QueryClient } from "@tanstack/react-query";
import type { ApiSubscription } from "../../../core/api-types";
import { productKeys } from "../products/api";
import { subscriptionKey } from "./api";

/**
 * Every new plan from the server goes into the cache through here. The server leaves keywords and
 * use cases out of a free account's products, so cached products are re-read when the tier changed;
 * otherwise they would stay locked (or unlocked) until they go stale. Returns the plan it replaced.
 */
export function storeSubscription(queryClient: QueryClient, subscription: ApiSubscription): ApiSubscription | undefined {
  const previous = queryClient.getQueryData<ApiSubscription>(subscriptionKey);
  queryClient.setQueryData(subscriptionKey, subscription);
  if (previous && previous.tier !== subscription.tier) void queryClient.invalidateQueries({ queryKey: productKeys.all });
  return previous;
}
