import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiUser, EmailConfirmationInfo } from "../../../core/api-types";
import { api } from "../../lib/api-client";
import { refreshMe } from "../../lib/session";
import { associateAttribution } from "../attribution/capture";

/** What the link offers in this browser; a dead link is an error, not worth retrying. */
export function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: ["email-confirmation", token],
    queryFn: () => api<EmailConfirmationInfo>(`/api/account/email-confirmation?token=${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
}

/** Spends the link (with a password when the page asked for one) and re-reads the session it leaves. */
export function useConfirmEmail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password?: string) => api<{ user: ApiUser }>("/api/account/confirm-email", { method: "POST", body: { token, password } }),
    onSuccess: async () => {
      await refreshMe(queryClient);
      // Confirming with the password signs this browser in: the session's attribution joins the account.
      void associateAttribution();
    },
  });
}
