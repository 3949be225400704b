import type {
  ApiPaddleSubscription,
  BillingUrlResponse,
  CheckoutRequest,
  CheckoutResponse,
  PaddleSubscriptionsResponse,
  SimulatedPayResponse,
  SimulatedTrialResponse,
  ApiSubscription,
  EndTrialRequest,
} from "../../../core/api-types";
import { api } from "../../lib/api-client";

export const billingKeys = { subscriptions: ["billing", "subscriptions"] as const };

export const startCheckout = (body: CheckoutRequest) => api<CheckoutResponse>("/api/billing/checkout", { method: "POST", body });

/** Paddle's hosted checkout page: the fallback when the overlay cannot open. */
export const fetchCheckoutLink = (body: CheckoutRequest) =>
  api<BillingUrlResponse>("/api/billing/checkout-link", { method: "POST", body }).then((r) => r.url);

export const fetchPortalUrl = () => api<BillingUrlResponse>("/api/billing/portal", { method: "POST" }).then((r) => r.url);

export const fetchPaddleSubscriptions = (): Promise<ApiPaddleSubscription[]> =>
  api<PaddleSubscriptionsResponse>("/api/billing/subscriptions").then((r) => r.items);

export const simulatedPay = (body: CheckoutRequest) => api<SimulatedPayResponse>("/api/billing/simulated/pay", { method: "POST", body });

export const simulatedCancel = (subscriptionId: string) =>
  api<{ ok: true }>("/api/billing/simulated/cancel", { method: "POST", body: { subscriptionId } });

/** Simulated mode: a paid plan's free trial, started as Paddle would for a price with a trial period. */
export const simulatedTrial = (body: CheckoutRequest) => api<SimulatedTrialResponse>("/api/billing/simulated/trial", { method: "POST", body });

/** Simulated mode: plays the trial's end, charged ("active") or canceled; answers with the plan after it. */
export const simulatedEndTrial = (outcome: EndTrialRequest["outcome"]) =>
  api<ApiSubscription>("/api/billing/simulated/end-trial", { method: "POST", body: { outcome } satisfies EndTrialRequest });
