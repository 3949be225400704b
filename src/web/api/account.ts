import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiUser, DeleteAccountResponse } from "../../core/api-types";
import { route } from "../lib/api-client";
import { authErrorMessage } from "../lib/auth-errors";
import type { Reactions } from "./reactions";
import { endSession, meKey, refreshMe } from "./session";

// The signed-in account: its names, its address and confirming it, deleting it (/api/profile, /api/account/*).

export interface ProfileNames {
  firstName: string;
  lastName: string;
}

interface EmailChange {
  newEmail: string;
  password: string;
}

/** Saves the names; the session is read again whatever the answer, after the caller's onSettled. */
export function useUpdateProfile(reactions: Reactions<{ user: ApiUser }, ProfileNames> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (names: ProfileNames) => route("PATCH /api/profile", { body: names }),
    onSettled: async (...args) => {
      await reactions.onSettled?.(...args);
      await queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

/** Starts a change of address (a link goes to the new one); the session, which shows it pending, is read again after the caller's onSuccess. */
export function useChangeEmail(reactions: Reactions<{ pendingEmail: string }, EmailChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (body: EmailChange) => route("POST /api/account/change-email", { body }),
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

/** Resend or cancel the link of a pending e-mail change; the session read carries the new state. */
export function usePendingEmailChange() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: meKey });
  const resend = useMutation({
    mutationFn: () => route("POST /api/account/change-email/resend", { body: {} }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => route("DELETE /api/account/change-email"),
    onSuccess: refresh,
  });
  return { resend, cancel };
}

/**
 * POST /api/account/delete: with the password it deletes now, and the cached account is forgotten
 * before the caller's onSuccess (endSession); without one the server mails a link.
 */
export function useDeleteAccount(reactions: Reactions<DeleteAccountResponse, { password?: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (body: { password?: string }) => route("POST /api/account/delete", { body }),
    onSuccess: async (...args) => {
      if (args[0].deleted) endSession(queryClient);
      await reactions.onSuccess?.(...args);
    },
  });
}

/** The mailed link's page: its token deletes the account it was sent for; the cached account is forgotten before the caller's onSuccess. */
export function useConfirmAccountDeletion(reactions: Reactions<DeleteAccountResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (token: string) => route("POST /api/account/delete/confirm", { body: { token } }),
    onSuccess: async (...args) => {
      endSession(queryClient);
      await reactions.onSuccess?.(...args);
    },
  });
}

export const RESEND_FAILED = "Could not send the e-mail. Please try again in a few minutes.";

/**
 * Mails the account's confirmation link again; after confirming, the link leads to `next`. The
 * server limits how often (per account and per address, see rate-limit.ts). Throws a message fit to show.
 */
export async function sendConfirmationLink(email: string, next: string): Promise<void> {
  // The auth client is not part of the app shell, which shows the reminder (decision 033).
  const { authClient } = await import("../lib/auth-client");
  const { error } = await authClient.sendVerificationEmail({ email, callbackURL: next });
  if (error) throw new Error(authErrorMessage(error, RESEND_FAILED));
}

/** sendConfirmationLink as a mutation, for a button that shows its progress and outcome. */
export function useSendConfirmationLink() {
  return useMutation({ mutationFn: ({ email, next }: { email: string; next: string }) => sendConfirmationLink(email, next) });
}

/** What a confirmation link offers in this browser; a dead link is an error, not worth retrying. */
export function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: ["email-confirmation", token],
    queryFn: () => route("GET /api/account/email-confirmation", { query: { token } }),
    retry: false,
    staleTime: Infinity,
  });
}

/** Spends the link (with a password when the page asked for one); the session it leaves is read before the caller's onSuccess. */
export function useConfirmEmail(token: string, reactions: Reactions<{ user: ApiUser }, string | undefined> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (password?: string) => route("POST /api/account/confirm-email", { body: { token, password } }),
    onSuccess: async (...args) => {
      await refreshMe(queryClient);
      await reactions.onSuccess?.(...args);
    },
  });
}
