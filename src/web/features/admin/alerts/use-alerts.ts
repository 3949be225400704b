import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AlertChannel, AlertRuleEdit, AlertRuleView, AlertsResponse, AlertTestResult, WebhookFailureView } from "../../../../core/alerts";
import { api, errorMessage } from "../../../lib/api-client";

export const alertsKey = ["admin", "alerts"] as const;

export function useAlerts() {
  return useQuery({ queryKey: alertsKey, queryFn: () => api<AlertsResponse>("/api/admin/alerts") });
}

export function useUpdateRule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: AlertRuleEdit) => api<{ rule: AlertRuleView }>(`/api/admin/alerts/rules/${encodeURIComponent(id)}`, { method: "PUT", body: edit }),
    onSuccess: ({ rule }) => {
      queryClient.setQueryData<AlertsResponse>(alertsKey, (data) => data && { ...data, rules: data.rules.map((row) => (row.id === rule.id ? rule : row)) });
      toast.success(`Saved "${rule.name}"`);
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

export function useUpdateWebhookFailure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "investigating" | "resolved" }) =>
      api<{ webhookFailure: WebhookFailureView }>(`/api/admin/alerts/webhook-failures/${encodeURIComponent(id)}`, { method: "POST", body: { status } }),
    onSuccess: ({ webhookFailure }) =>
      queryClient.setQueryData<AlertsResponse>(
        alertsKey,
        (data) => data && { ...data, webhookFailures: data.webhookFailures.map((row) => (row.id === webhookFailure.id ? webhookFailure : row)) },
      ),
    onError: (error) => toast.error(errorMessage(error, "Could not update the webhook failure")),
  });
}
