import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LinkCustomerInput, LinkCustomerResult, ManualSyncResult, NotificationResult, VerifyPaymentInput } from "../../core/admin-recovery";
import { api, route } from "../lib/api-client";

const accountKey = (email: string) => ["admin", "recovery", "user", email.toLowerCase()] as const;

/**
 * User Recovery: the account card for one e-mail; nothing is asked until an e-mail is searched.
 * A POST, as every audited look-up is (issue 30), read as a query: it changes nothing but the audit log.
 */
export function useRecoveryAccount(email: string | null) {
  return useQuery({
    queryKey: accountKey(email ?? ""),
    queryFn: () => route("POST /api/admin/users/find", { body: { email: email ?? "" } }),
    enabled: email !== null,
    retry: false,
    // Every read is written to the audit log: read again on a new search or after an action, not on focus.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** A POST to one of the recovery actions; the account card it touched is read again afterwards. */
function useRecoveryAction<Input extends object, Result>(path: string, emailOf: (input: Input) => string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api<Result>(path, { method: "POST", body: input }),
    onSuccess: (_result, input) => {
      const email = emailOf(input);
      return queryClient.invalidateQueries({ queryKey: email ? accountKey(email) : ["admin", "recovery", "user"] });
    },
  });
}

const byEmail = (input: { email: string }) => input.email;

export const useManualSync = () => useRecoveryAction<{ email: string }, ManualSyncResult>("/api/admin/users/manual-sync", byEmail);
export const useResendConfirmation = () => useRecoveryAction<{ email: string }, { email: string; sent: true }>("/api/admin/users/resend-confirmation", byEmail);
export const useRevokeSessions = () => useRecoveryAction<{ email: string }, { email: string; revoked: number }>("/api/admin/users/revoke-sessions", byEmail);
export const useLinkCustomer = () => useRecoveryAction<LinkCustomerInput, LinkCustomerResult>("/api/admin/paddle/link-customer", byEmail);
export const useReapplyNotification = () => useRecoveryAction<{ eventId: string }, NotificationResult>("/api/admin/paddle/reapply", () => null);
export const useReplayNotification = () => useRecoveryAction<{ eventId: string }, NotificationResult>("/api/admin/paddle/replay", () => null);

/** Verification: one check per search (by transaction id or e-mail); an audited POST like the account look-up. */
export function useVerifyPayment(input: VerifyPaymentInput | null) {
  const body: VerifyPaymentInput = input?.transactionId ? { transactionId: input.transactionId } : { email: input?.email ?? "" };
  return useQuery({
    queryKey: ["admin", "verify-payment", body],
    queryFn: () => route("POST /api/admin/verify-payment", { body }),
    enabled: input !== null,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
