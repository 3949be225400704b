import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { endSession } from "../../api/session";

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async function signOut() {
    try {
      // The header offers sign-out on every page; the auth client loads only when it is used.
      const { authClient } = await import("../../lib/auth-client");
      const { error } = await authClient.signOut();
      if (error) throw error;
    } catch {
      toast.error("Failed to sign out");
      return;
    }
    toast.success("You've been signed out");
    endSession(queryClient);
    await navigate("/sign-in", { replace: true });
  };
}
