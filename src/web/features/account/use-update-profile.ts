import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ApiUser } from "../../../core/api-types";
import { api, errorMessage } from "../../lib/api-client";
import { meKey } from "../../lib/session";

export interface ProfileNames {
  firstName: string;
  lastName: string;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ProfileNames) => api<{ user: ApiUser }>("/api/profile", { method: "PATCH", body: names }),
    onSuccess: () => toast.success("Profile updated successfully!"),
    onError: (error) => toast.error(errorMessage(error, "Failed to update profile")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
