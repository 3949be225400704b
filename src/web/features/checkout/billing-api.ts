import type {
  ApiPaddleSubscription,
  BillingUrlResponse,
  CheckoutRequest,
  CheckoutResponse,
  PaddleSubscriptionsResponse,
  SimulatedPayResponse,
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
