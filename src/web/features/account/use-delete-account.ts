import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { DeleteAccountResponse } from "../../../core/api-types";
import { api } from "../../lib/api-client";
import { endSession } from "../../lib/session";

/** After a deletion: the cached account is forgotten and the visitor lands on sign-up. */
function useLeaveDeletedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    toast.success("Your account has been deleted.");
    endSession(queryClient);
    await navigate("/sign-up", { replace: true });
  };
}

/** POST /api/account/delete: with the password it deletes now; without one the server mails a link. */
export function useDeleteAccount() {
  const leave = useLeaveDeletedAccount();
  return useMutation({
    mutationFn: (body: { password?: string }) => api<DeleteAccountResponse>("/api/account/delete", { method: "POST", body }),
    onSuccess: async (result) => {
      if (result.deleted) await leave();
    },
  });
}

/** The mailed link's page: its token deletes the account it was sent for. */
export function useConfirmAccountDeletion() {
  const leave = useLeaveDeletedAccount();
  return useMutation({
    mutationFn: (token: string) => api<DeleteAccountResponse>("/api/account/delete/confirm", { method: "POST", body: { token } }),
    onSuccess: leave,
  });
}
