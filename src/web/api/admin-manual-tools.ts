import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AdminSubscriptionRow,
  editSubscriptionInput,
  MockTransactionResult,
  mockTransactionInput,
  SetPlanResult,
  setPlanInput,
} from "../../core/admin/manual-tools";
import { api } from "../lib/api-client";
import type { Reactions } from "./reactions";

// The admin console's Manual Tools: any account's plan and subscription row, mock transactions (decision 026).

const rowKey = (email: string) => ["admin", "subscription", email.toLowerCase()] as const;
const rowPath = (email: string) => `/api/admin/subscriptions/${encodeURIComponent(email)}`;

/** One account's subscription row, once an e-mail was looked up. */
export function useSubscriptionRow(email: string | null) {
  return useQuery({
    queryKey: rowKey(email ?? ""),
    queryFn: ({ signal }) => api<AdminSubscriptionRow>(rowPath(email ?? ""), { signal }),
    enabled: Boolean(email),
    retry: false,
  });
}

export function useEditSubscription(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: z.input<typeof editSubscriptionInput>) => api<AdminSubscriptionRow>(rowPath(email), { method: "PATCH", body: edit }),
    onSuccess: (row) => {
      queryClient.setQueryData(rowKey(email), row);
      void queryClient.invalidateQueries({ queryKey: ["admin", "overview"] });
    },
  });
}

export function useMockTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: z.output<typeof mockTransactionInput>) => api<MockTransactionResult>("/api/admin/mock-transactions", { method: "POST", body: order }),
    onSuccess: (result) => queryClient.setQueryData(rowKey(result.subscription.email), result.subscription),
  });
}

/** Puts any account on a plan (upgrade any user's tier). */
export function useSetPlan(reactions: Reactions<SetPlanResult, z.output<typeof setPlanInput>> = {}) {
  return useMutation({
    ...reactions,
    mutationFn: (body: z.output<typeof setPlanInput>) => api<SetPlanResult>("/api/admin/subscription", { method: "PUT", body }),
  });
}
