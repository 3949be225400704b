import { useQuery } from "@tanstack/react-query";
import type { ApiSubscription } from "../../../core/api-types";
import { api } from "../../lib/api-client";

export const subscriptionKey = ["subscription"] as const;

/** The plan and product usage; only asked for when someone is signed in. */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: () => api<ApiSubscription>("/api/subscription"),
    enabled,
  });
}
