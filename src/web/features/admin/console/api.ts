import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AuditEntryView, ConsoleReport } from "../../../../core/admin-console";
import { api, errorMessage } from "../../../lib/api-client";

export const auditKey = ["admin", "audit"] as const;

/** The audit log's newest entries; every console action adds one, so they refresh it. */
export function useAuditLog(limit = 50) {
  return useQuery({
    queryKey: [...auditKey, limit],
    queryFn: ({ signal }) => api<{ entries: AuditEntryView[] }>(`/api/admin/audit?limit=${limit}`, { signal }),
  });
}

export type ConsoleAction = "health-check" | "test-webhooks" | "test-customer-created" | "test-full-flow";

const requests: Record<ConsoleAction, { path: string; body: Record<string, string>; failure: string }> = {
  "health-check": { path: "/api/admin/health-check", body: {}, failure: "Health check failed to run" },
  "test-webhooks": { path: "/api/admin/test-webhooks", body: {}, failure: "Webhook test failed to run" },
  "test-customer-created": { path: "/api/admin/test-webhooks", body: { only: "customer.created" }, failure: "Customer.Created test failed to run" },
  "test-full-flow": { path: "/api/admin/test-full-flow", body: {}, failure: "Full flow test failed to run" },
};

/** One of the four console buttons: runs the action, toasts a failure to run it, refreshes the audit log. */
export function useConsoleAction(action: ConsoleAction) {
  const queryClient = useQueryClient();
  const { path, body, failure } = requests[action];
  return useMutation({
    mutationFn: () => api<ConsoleReport>(path, { method: "POST", body }),
    onError: (error) => toast.error(failure, { description: errorMessage(error, "Please try again.") }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKey }),
  });
}
