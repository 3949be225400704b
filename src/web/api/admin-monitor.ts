import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MismatchStatus, Resolution } from "../../core/monitor";
import { route } from "../lib/api-client";

const monitorKeys = {
  all: ["admin", "monitor"] as const,
  list: (status: MismatchStatus | "all") => ["admin", "monitor", status] as const,
  paymentSync: (id: string) => ["admin", "payment-sync", id] as const,
};

export function useMonitor(status: MismatchStatus | "all") {
  return useQuery({
    queryKey: monitorKeys.list(status),
    queryFn: ({ signal }) => route("GET /api/admin/monitor", { query: { status: status === "all" ? undefined : status }, signal }),
    // The server measures health every 30 s; the tab follows.
    refetchInterval: 30_000,
  });
}

/** A monitor action; the list and stats are read again when it is done. */
function useMonitorAction<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all }) });
}

export const useScan = () => useMonitorAction(() => route("POST /api/admin/monitor/scan", { body: {} }));

export const useResolve = () =>
  useMonitorAction((input: { alertId: string; resolution: Resolution }) => route("POST /api/admin/monitor/resolve", { body: input }));

export const useInvestigate = () => useMonitorAction((input: { alertId: string }) => route("POST /api/admin/monitor/investigate", { body: input }));

export const useAutoRecovery = () => useMonitorAction(() => route("POST /api/admin/monitor/auto-recovery", { body: {} }));

export const useStartPaymentSync = () => useMutation({ mutationFn: () => route("POST /api/admin/payment-sync", { body: {} }) });

/** A running sync is polled every second until it has finished. */
export function usePaymentSync(id: string | null, pollMs = 1000) {
  return useQuery({
    queryKey: monitorKeys.paymentSync(id ?? ""),
    queryFn: ({ signal }) => route("GET /api/admin/payment-sync/:id", { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.finished ? false : pollMs),
  });
}
