import { useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiNotificationEmail, ApiNotificationSettings } from "../../core/api-types";
import { route } from "../lib/api-client";
import type { Reactions } from "./reactions";

const key = ["settings", "notifications"] as const;
const saveKey = [...key, "save"] as const;

export type NotificationSetting = keyof ApiNotificationSettings;

interface NotificationChange {
  setting: NotificationSetting;
  checked: boolean;
}

export function useNotificationSettings() {
  return useQuery({ queryKey: key, queryFn: () => route("GET /api/settings/notifications") });
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
    mutationFn: (_change: NotificationChange) => route("PUT /api/settings/notifications", { body: queryClient.getQueryData(key) }),
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

// The address "your listing is ready" may go to besides the login address (/api/settings/notification-email).
const addressKey = ["settings", "notification-email"] as const;

export function useNotificationEmail() {
  return useQuery({ queryKey: addressKey, queryFn: () => route("GET /api/settings/notification-email") });
}

/** Ask for another address (a link goes to it), send its link again, or go back to the login address; each answer is the new state. */
export function useNotificationEmailChanges() {
  const queryClient = useQueryClient();
  const store = (state: ApiNotificationEmail) => queryClient.setQueryData(addressKey, state);
  const request = useMutation({
    mutationFn: (email: string) => route("PUT /api/settings/notification-email", { body: { email } }),
    onSuccess: store,
  });
  const resend = useMutation({
    mutationFn: () => route("POST /api/settings/notification-email/resend", { body: {} }),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: () => route("DELETE /api/settings/notification-email"),
    onSuccess: store,
  });
  return { request, resend, remove };
}

/** The mailed link's page: no session needed, the token is the mailbox owner's yes. */
export function useConfirmNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => route("POST /api/account/confirm-notification-email", { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKey }),
  });
}
