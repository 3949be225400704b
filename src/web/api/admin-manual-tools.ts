import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { editSubscriptionInput, mockTransactionInput, SetPlanResult, setPlanInput } from "../../core/admin/manual-tools";
import { route } from "../lib/api-client";
import type { Reactions } from "./reactions";

// The admin console's Manual Tools: any account's plan and subscription row, mock transactions (decision 026).

const rowKey = (email: string) => ["admin", "subscription", email.toLowerCase()] as const;

/** One account's subscription row, once an e-mail was looked up. */
export function useSubscriptionRow(email: string | null) {
  return useQuery({
    queryKey: rowKey(email ?? ""),
    queryFn: ({ signal }) => route("GET /api/admin/subscriptions/:email", { params: { email: email ?? "" }, signal }),
    enabled: Boolean(email),
    retry: false,
  });
}

export function useEditSubscription(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: z.input<typeof editSubscriptionInput>) => route("PATCH /api/admin/subscriptions/:email", { params: { email }, body: edit }),
    onSuccess: (row) => {
      queryClient.setQueryData(rowKey(email), row);
      void queryClient.invalidateQueries({ queryKey: ["admin", "overview"] });
    },
  });
}

export function useMockTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: z.output<typeof mockTransactionInput>) => route("POST /api/admin/mock-transactions", { body: order }),
    onSuccess: (result) => queryClient.setQueryData(rowKey(result.subscription.email), result.subscription),
  });
}

/** Puts any account on a plan (upgrade any user's tier). */
export function useSetPlan(reactions: Reactions<SetPlanResult, z.output<typeof setPlanInput>> = {}) {
  return useMutation({
    ...reactions,
    mutationFn: (body: z.output<typeof setPlanInput>) => route("PUT /api/admin/subscription", { body }),
  });
}
