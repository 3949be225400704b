import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ApiNotificationSettings } from "../../../core/api-types";
import { api } from "../../lib/api-client";

const key = ["settings", "notifications"] as const;
const path = "/api/settings/notifications";

export function useNotificationSettings() {
  return useQuery({ queryKey: key, queryFn: () => api<ApiNotificationSettings>(path) });
}

/** Each switch saves at once: the cache changes first and is rolled back if the server refuses. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ApiNotificationSettings) => api<ApiNotificationSettings>(path, { method: "PUT", body: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApiNotificationSettings>(key);
      queryClient.setQueryData(key, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error("Failed to update notification settings");
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
