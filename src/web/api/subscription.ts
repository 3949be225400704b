import { useMutation, useQuery, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import type { ApiSubscription, SyncCheckResponse } from "../../core/api-types";
import { route } from "../lib/api-client";
import { productKeys } from "./products-shell";
import type { Reactions } from "./reactions";

export const subscriptionKey = ["subscription"] as const;

const fetchSubscription = () => route("GET /api/subscription");

/** The server re-reads the account's payments (and Paddle, when configured) before answering. */
const refreshSubscription = (signal?: AbortSignal) => route("POST /api/subscription/refresh", { signal });

/** The server compares our records with Paddle's and repairs the plan if a payment was missed. */
const checkSubscriptionSync = () => route("POST /api/subscription/sync-check");

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

/** A refresh that hangs counts as failed after this long. */
export const REFRESH_TIMEOUT_MS = 10_000;

// The refresh under way per query client (one per page load): triggers that come while it runs share it.
const running = new WeakMap<QueryClient, Promise<ApiSubscription>>();
// What the cached plan has been refreshed for. The cached plan lives as long as the session in this
// tab (signing out clears the cache), so a new sign-in starts without an entry.
const refreshed = new WeakMap<Query, { payment: boolean }>();

const cachedPlan = (queryClient: QueryClient) => queryClient.getQueryCache().find({ queryKey: subscriptionKey, exact: true });

/**
 * The plan is refreshed on login (the first plan read of a session in this tab), and once more
 * when the server reports a payment from the last minutes, unless a refresh has covered it
 * (decision 032).
 */
function refreshDue(queryClient: QueryClient, subscription: ApiSubscription): boolean {
  const plan = cachedPlan(queryClient);
  const seen = plan && refreshed.get(plan);
  return !seen || (subscription.recentTransaction && !seen.payment);
}

/**
 * POST /api/subscription/refresh into the cache. Triggers that coincide (the login refresh and the
 * success page's first attempt, a click while one runs) share one request; `signal` ends only this
 * caller's wait.
 */
export function refreshPlan(queryClient: QueryClient, signal?: AbortSignal): Promise<ApiSubscription> {
  let request = running.get(queryClient);
  if (!request) {
    request = refreshSubscription(timeoutSignal())
      .then((subscription) => remember(queryClient, subscription))
      .finally(() => running.delete(queryClient));
    running.set(queryClient, request);
  }
  return signal ? untilAborted(request, signal) : request;
}

function remember(queryClient: QueryClient, subscription: ApiSubscription): ApiSubscription {
  storeSubscription(queryClient, subscription);
  const plan = cachedPlan(queryClient);
  if (plan) refreshed.set(plan, { payment: Boolean(refreshed.get(plan)?.payment) || subscription.recentTransaction });
  return subscription;
}

// Safari before 16 has no AbortSignal.timeout; there a hung request simply keeps the others waiting.
const timeoutSignal = () => (typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(REFRESH_TIMEOUT_MS) : undefined);

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener("abort", stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/** Refreshes the plan into the cache, so the usage pill and the create page follow at once; null on failure. */
export async function syncSubscription(queryClient: QueryClient): Promise<ApiSubscription | null> {
  try {
    return await refreshPlan(queryClient);
  } catch (error) {
    console.warn("Could not refresh the subscription", error);
    return null;
  }
}

async function loadSubscription(queryClient: QueryClient): Promise<ApiSubscription> {
  const subscription = await fetchSubscription();
  // A plain re-read may bring a new tier too (a webhook landed, the admin changed the plan).
  storeSubscription(queryClient, subscription);
  // In the background: the stored plan shows at once and the refreshed one replaces it.
  if (refreshDue(queryClient, subscription)) void syncSubscription(queryClient);
  return subscription;
}

/** The plan and product usage; only asked for when someone is signed in. */
export function useSubscription(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: () => loadSubscription(queryClient),
    enabled,
  });
}

/** For an answer that shows the cached plan is out of date (the server said PLAN_REQUIRED): read it again. */
export function useRereadSubscription() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: subscriptionKey });
}

/** The on-demand refresh (shared with one already running); the plan lands in the cache. */
export function useRefreshSubscription<TContext>(reactions: Reactions<ApiSubscription, void, TContext> = {}) {
  const queryClient = useQueryClient();
  return useMutation({ ...reactions, mutationFn: () => refreshPlan(queryClient) });
}

/** "I paid but my plan did not change": the repaired plan goes into the cache before the caller hears of it. */
export function useSyncCheck<TContext>(reactions: Reactions<SyncCheckResponse, void, TContext> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: checkSubscriptionSync,
    onSuccess: async (...args) => {
      storeSubscription(queryClient, args[0].subscription);
      await reactions.onSuccess?.(...args);
    },
  });
}
