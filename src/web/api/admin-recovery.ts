import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LinkCustomerInput, VerifyPaymentInput } from "../../core/admin-recovery";
import { route } from "../lib/api-client";

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
function useRecoveryAction<Input extends object, Result>(call: (input: Input) => Promise<Result>, emailOf: (input: Input) => string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, input) => {
      const email = emailOf(input);
      return queryClient.invalidateQueries({ queryKey: email ? accountKey(email) : ["admin", "recovery", "user"] });
    },
  });
}

const byEmail = (input: { email: string }) => input.email;

export const useManualSync = () => useRecoveryAction((body: { email: string }) => route("POST /api/admin/users/manual-sync", { body }), byEmail);
export const useResendConfirmation = () =>
  useRecoveryAction((body: { email: string }) => route("POST /api/admin/users/resend-confirmation", { body }), byEmail);
export const useRevokeSessions = () => useRecoveryAction((body: { email: string }) => route("POST /api/admin/users/revoke-sessions", { body }), byEmail);
export const useLinkCustomer = () => useRecoveryAction((body: LinkCustomerInput) => route("POST /api/admin/paddle/link-customer", { body }), byEmail);
export const useReapplyNotification = () =>
  useRecoveryAction(
    (body: { eventId: string }) => route("POST /api/admin/paddle/reapply", { body }),
    () => null,
  );
export const useReplayNotification = () =>
  useRecoveryAction(
    (body: { eventId: string }) => route("POST /api/admin/paddle/replay", { body }),
    () => null,
  );

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
