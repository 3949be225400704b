import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AlertChannel, AlertRuleEdit, AlertRuleView, AlertsResponse, AlertTestResult, WebhookFailureView } from "../../core/alerts";
import { api } from "../lib/api-client";
import type { Reactions } from "./reactions";

export const alertsKey = ["admin", "alerts"] as const;

export function useAlerts() {
  return useQuery({ queryKey: alertsKey, queryFn: () => api<AlertsResponse>("/api/admin/alerts") });
}

/** Saves a rule; the saved rule replaces the cached one before the caller's onSuccess. */
export function useUpdateRule(id: string, reactions: Reactions<{ rule: AlertRuleView }, AlertRuleEdit> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (edit: AlertRuleEdit) => api<{ rule: AlertRuleView }>(`/api/admin/alerts/rules/${encodeURIComponent(id)}`, { method: "PUT", body: edit }),
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
    mutationFn: (channel: AlertChannel) => api<AlertTestResult>("/api/admin/alerts/test", { method: "POST", body: { channel } }),
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
      api<{ webhookFailure: WebhookFailureView }>(`/api/admin/alerts/webhook-failures/${encodeURIComponent(id)}`, { method: "POST", body: { status } }),
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
