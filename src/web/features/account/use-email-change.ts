import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { meKey } from "../../lib/session";

type Pending = { pendingEmail: string | null };

/** Resend or cancel the link of a pending e-mail change; the session read carries the new state. */
export function usePendingEmailChange() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: meKey });
  const resend = useMutation({
    mutationFn: () => api<Pending>("/api/account/change-email/resend", { method: "POST", body: {} }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => api<Pending>("/api/account/change-email", { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { resend, cancel };
}
