import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApiPaddleSubscription,
  ApiSubscription,
  CheckoutRequest,
  CheckoutResponse,
  EndTrialRequest,
  SimulatedPayResponse,
  SimulatedTrialResponse,
  TrialOfferResponse,
} from "../../core/api-types";
import { route } from "../lib/api-client";
import type { Reactions } from "./reactions";
import { storeSubscription, syncSubscription } from "./subscription";

// Buying and managing a plan: checkout, the customer portal, plan changes, and the simulated stand-ins for Paddle (decision 011).

export const billingKeys = {
  subscriptions: ["billing", "subscriptions"] as const,
  checkout: ["billing", "checkout"] as const,
  trial: ["billing", "trial"] as const,
};

const startCheckout = (body: CheckoutRequest) => route("POST /api/billing/checkout", { body });

/** Paddle's hosted checkout page: the fallback when the overlay cannot open. */
export const fetchCheckoutLink = (body: CheckoutRequest) => route("POST /api/billing/checkout-link", { body }).then((r) => r.url);

const fetchPortalUrl = () => route("POST /api/billing/portal").then((r) => r.url);

const fetchTrialOffer = () => route("GET /api/billing/trial");

const fetchPaddleSubscriptions = (): Promise<ApiPaddleSubscription[]> => route("GET /api/billing/subscriptions").then((r) => r.items);

/** Paddle switches the existing subscription (prorated, charged at once); the answer is the plan after it. */
const changePlan = (body: CheckoutRequest) => route("POST /api/billing/change-plan", { body });

const simulatedPay = (body: CheckoutRequest) => route("POST /api/billing/simulated/pay", { body });

const simulatedCancel = (subscriptionId: string) => route("POST /api/billing/simulated/cancel", { body: { subscriptionId } });

/** Simulated mode: a paid plan's free trial, started as Paddle would for a price with a trial period. */
const simulatedTrial = (body: CheckoutRequest) => route("POST /api/billing/simulated/trial", { body });

/** Simulated mode: plays the trial's end, charged ("active") or canceled; answers with the plan after it. */
const simulatedEndTrial = (outcome: EndTrialRequest["outcome"]) => route("POST /api/billing/simulated/end-trial", { body: { outcome } });

/**
 * Starts a checkout. The caller's onSuccess takes the buyer on (the local stand-in page, Paddle's
 * overlay) and the mutation stays pending until it is done. `start` runs one checkout at a time:
 * a second one while one runs (a double click in the same render) does nothing.
 */
export function useStartCheckout<TContext>(reactions: Reactions<CheckoutResponse, CheckoutRequest, TContext> = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ ...reactions, mutationKey: billingKeys.checkout, mutationFn: startCheckout });
  const start = (plan: CheckoutRequest) => {
    if (queryClient.isMutating({ mutationKey: billingKeys.checkout }) === 0) mutation.mutate(plan);
  };
  return { ...mutation, start };
}

/**
 * The address of Paddle's customer portal (in simulated mode the local stand-in page). The
 * variables only say who asked (which plan's button), so a screen can show that one busy.
 */
export function useCustomerPortal<TVariables = void>(reactions: Reactions<string, TVariables> = {}) {
  return useMutation({ ...reactions, mutationFn: (_asker: TVariables) => fetchPortalUrl() });
}

/** The account's Paddle subscriptions (the simulated portal lists them). */
export function usePaddleSubscriptions() {
  return useQuery({ queryKey: billingKeys.subscriptions, queryFn: fetchPaddleSubscriptions });
}

/** A plan change's answer and the plan it replaced (undefined when none was cached). */
interface PlanChange {
  subscription: ApiSubscription;
  previous: ApiSubscription | undefined;
}

/** Switches a paying user's plan; the answer goes into the cache at once, so the usage pill and the create page follow. */
export function useChangePlan(reactions: Reactions<PlanChange, CheckoutRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: async (request: CheckoutRequest): Promise<PlanChange> => {
      const subscription = await changePlan(request);
      return { subscription, previous: storeSubscription(queryClient, subscription) };
    },
  });
}

/** Simulated checkout: pays the plan as Paddle would (the same signed webhooks). */
export function useSimulatedPay(plan: CheckoutRequest, reactions: Reactions<SimulatedPayResponse, void> = {}) {
  return useMutation({ ...reactions, mutationFn: () => simulatedPay(plan) });
}

/**
 * Whether the signed-in account may start a free trial (issue 30): not when its owner has had one,
 * under this account or another at the same address. Offers of a trial follow it.
 */
export function useTrialOffer(enabled: boolean) {
  return useQuery({ queryKey: billingKeys.trial, queryFn: fetchTrialOffer, enabled, staleTime: 60_000 });
}

/** Simulated checkout: starts the plan's free trial; no other is offered after it. */
export function useSimulatedTrial(plan: CheckoutRequest, reactions: Reactions<SimulatedTrialResponse, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: () => simulatedTrial(plan),
    onSuccess: async (...args) => {
      queryClient.setQueryData<TrialOfferResponse>(billingKeys.trial, (offer) => offer && { ...offer, available: false });
      await reactions.onSuccess?.(...args);
    },
  });
}

/**
 * A change played in the simulated portal. After the caller's onSuccess it re-reads the plan (the
 * refresh applies the webhook even if its job has not run yet, so the usage pill follows) and the
 * listed subscriptions.
 */
function useSimulatedChange<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, reactions: Reactions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn,
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await syncSubscription(queryClient);
      await queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions });
    },
  });
}

/** Simulated portal: plays Paddle cancelling a subscription. */
export const useSimulatedCancel = (reactions: Reactions<{ ok: true }, string> = {}) => useSimulatedChange(simulatedCancel, reactions);

/** Simulated portal: plays the trial's end as Paddle would (charged or canceled). */
export const useSimulatedEndTrial = (reactions: Reactions<ApiSubscription, EndTrialRequest["outcome"]> = {}) =>
  useSimulatedChange(simulatedEndTrial, reactions);
