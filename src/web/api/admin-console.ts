import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConsoleReport } from "../../core/admin-console";
import { route } from "../lib/api-client";
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

const requests: Record<ConsoleAction, () => Promise<ConsoleReport>> = {
  "health-check": () => route("POST /api/admin/health-check", { body: {} }),
  "test-webhooks": () => route("POST /api/admin/test-webhooks", { body: {} }),
  "test-customer-created": () => route("POST /api/admin/test-webhooks", { body: { only: "customer.created" } }),
  "test-full-flow": () => route("POST /api/admin/test-full-flow", { body: {} }),
};

/** One of the four console buttons: runs the action; the audit log is read again after the caller's onSettled. */
export function useConsoleAction(action: ConsoleAction, reactions: Reactions<ConsoleReport, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: requests[action],
    onSettled: async (...args) => {
      await reactions.onSettled?.(...args);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
