import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConsoleReport } from "../../core/admin-console";
import { api, route } from "../lib/api-client";
import type { Reactions } from "./reactions";

const auditKey = ["admin", "audit"] as const;

/** The audit log's newest entries; every console action adds one, so they refresh it. */
export function useAuditLog(limit = 50) {
  return useQuery({
    queryKey: [...auditKey, limit],
    queryFn: ({ signal }) => route("GET /api/admin/audit", { query: { limit }, signal }),
  });
}

export type ConsoleAction = "health-check" | "test-webhooks" | "test-customer-created" | "test-full-flow";

const requests: Record<ConsoleAction, { path: string; body: Record<string, string> }> = {
  "health-check": { path: "/api/admin/health-check", body: {} },
  "test-webhooks": { path: "/api/admin/test-webhooks", body: {} },
  "test-customer-created": { path: "/api/admin/test-webhooks", body: { only: "customer.created" } },
  "test-full-flow": { path: "/api/admin/test-full-flow", body: {} },
};

/** One of the four console buttons: runs the action; the audit log is read again after the caller's onSettled. */
export function useConsoleAction(action: ConsoleAction, reactions: Reactions<ConsoleReport, void> = {}) {
  const queryClient = useQueryClient();
  const { path, body } = requests[action];
  return useMutation({
    ...reactions,
    mutationFn: () => api<ConsoleReport>(path, { method: "POST", body }),
    onSettled: async (...args) => {
      await reactions.onSettled?.(...args);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
