import type { ApiSubscription } from "../../../core/api-types";
import { api } from "../../lib/api-client";

export const subscriptionKey = ["subscription"] as const;

export const fetchSubscription = () => api<ApiSubscription>("/api/subscription");

/** The server re-reads the account's payments (and Paddle, when configured) before answering. */
export const refreshSubscription = (signal?: AbortSignal) =>
  api<ApiSubscription>("/api/subscription/refresh", { method: "POST", signal });
