import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ApiSubscription, MeResponse } from "../../../core/api-types";
import { meKey } from "../../lib/session";
import { fetchSubscription, refreshSubscription, subscriptionKey } from "./api";
import { storeSubscription } from "./store-subscription";

// Per page load and user: the payments are re-read once after sign-in, and once more when the
// server reports a payment from the last few minutes (its webhook may still be on the way).
const refreshedOnLogin = new Set<string>();
const refreshedForPayment = new Set<string>();

/** The plan and product usage; only asked for when someone is signed in. */
export function useSubscription(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: () => loadSubscription(queryClient),
    enabled,
  });
}

async function loadSubscription(queryClient: QueryClient): Promise<ApiSubscription> {
  const subscription = await fetchSubscription();
  // A plain re-read may bring a new tier too (a webhook landed, the admin changed the plan).
  storeSubscription(queryClient, subscription);
  const userId = queryClient.getQueryData<MeResponse | null>(meKey)?.user.id;
  if (!userId) return subscription;
  const login = !refreshedOnLogin.has(userId);
  const payment = subscription.recentTransaction && !refreshedForPayment.has(userId);
  refreshedOnLogin.add(userId);
  if (subscription.recentTransaction) refreshedForPayment.add(userId);
  // In the background: the stored plan shows at once and the refreshed one replaces it.
  if (login || payment) void syncSubscription(queryClient);
  return subscription;
}

/** Refreshes the plan into the cache, so the usage pill and the create page follow at once; null on failure. */
export async function syncSubscription(queryClient: QueryClient): Promise<ApiSubscription | null> {
  try {
    const subscription = await refreshSubscription();
    storeSubscription(queryClient, subscription);
    return subscription;
  } catch (error) {
    console.warn("Could not refresh the subscription", error);
    return null;
  }
}
