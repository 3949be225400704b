import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AlertChannel, AlertRuleEdit, AlertRuleView, AlertsResponse, WebhookFailureView } from "../../core/alerts";
import { route } from "../lib/api-client";
import type { Reactions } from "./reactions";

export const alertsKey = ["admin", "alerts"] as const;

export function useAlerts() {
  return useQuery({ queryKey: alertsKey, queryFn: () => route("GET /api/admin/alerts") });
}

/** Saves a rule; the saved rule replaces the cached one before the caller's onSuccess. */
export function useUpdateRule(id: string, reactions: Reactions<{ rule: AlertRuleView }, AlertRuleEdit> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (edit: AlertRuleEdit) => route("PUT /api/admin/alerts/rules/:id", { params: { id }, body: edit }),
    onSuccess: async (...args) => {
      const { rule } = args[0];
      queryClient.setQueryData<AlertsResponse>(alertsKey, (data) => data && { ...data, rules: data.rules.map((row) => (row.id === rule.id ? rule : row)) });
      await reactions.onSuccess?.(...args);
    },
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: AlertChannel) => route("POST /api/admin/alerts/test", { body: { channel } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

/** Marks a webhook failure investigating or resolved; the answer replaces the cached row. */
export function useUpdateWebhookFailure(
  reactions: Reactions<{ webhookFailure: WebhookFailureView }, { id: string; status: "investigating" | "resolved" }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ id, status }: { id: string; status: "investigating" | "resolved" }) =>
      route("POST /api/admin/alerts/webhook-failures/:id", { params: { id }, body: { status } }),
    onSuccess: async (...args) => {
      const { webhookFailure } = args[0];
      queryClient.setQueryData<AlertsResponse>(
        alertsKey,
        (data) => data && { ...data, webhookFailures: data.webhookFailures.map((row) => (row.id === webhookFailure.id ? webhookFailure : row)) },
      );
      await reactions.onSuccess?.(...args);
    },
  });
}
