import { useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiNotificationSettings } from "../../core/api-types";
import { api } from "../lib/api-client";
import type { Reactions } from "./reactions";

const key = ["settings", "notifications"] as const;
const saveKey = [...key, "save"] as const;
const path = "/api/settings/notifications";

export type NotificationSetting = keyof ApiNotificationSettings;

interface NotificationChange {
  setting: NotificationSetting;
  checked: boolean;
}

export function useNotificationSettings() {
  return useQuery({ queryKey: key, queryFn: () => api<ApiNotificationSettings>(path) });
}

/**
 * Each switch saves at once: the switch moves first and moves back (before the caller's onError) if
 * the server refuses. Saves run one after another (one scope), each sending the switches as they stand then.
 */
export function useUpdateNotificationSettings(reactions: Omit<Reactions<ApiNotificationSettings, NotificationChange>, "onMutate"> = {}) {
  const queryClient = useQueryClient();
  const setSetting = (setting: NotificationSetting, checked: boolean) =>
    queryClient.setQueryData<ApiNotificationSettings>(key, (current) => current && { ...current, [setting]: checked });
  return useMutation({
    ...reactions,
    mutationKey: saveKey,
    scope: { id: saveKey.join("/") },
    mutationFn: (_change: NotificationChange) => api<ApiNotificationSettings>(path, { method: "PUT", body: queryClient.getQueryData(key) }),
    onMutate: async ({ setting, checked }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      setSetting(setting, checked);
    },
    onError: async (...args) => {
      const [, { setting, checked }] = args;
      // Unless the creator has flipped it again meanwhile.
      if (queryClient.getQueryData<ApiNotificationSettings>(key)?.[setting] === checked) setSetting(setting, !checked);
      await reactions.onError?.(...args);
    },
    onSuccess: async (...args) => {
      // A save still queued holds newer switches than this answer.
      if (queryClient.isMutating({ mutationKey: saveKey }) <= 1) queryClient.setQueryData(key, args[0]);
      await reactions.onSuccess?.(...args);
    },
  });
}

/** The switches with a save under way. */
export function useSavingNotificationSettings(): NotificationSetting[] {
  return useMutationState({
    filters: { mutationKey: saveKey, status: "pending" },
    select: (mutation) => (mutation.state.variables as NotificationChange).setting,
  });
}
