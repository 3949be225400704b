import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";

export const RESEND_TEXTS = {
  action: "Send the link again",
  sent: "Confirmation e-mail sent",
  sentTo: (email: string) => `Open the link in the e-mail to ${email}, then manage your subscription.`,
  failed: "Could not send the e-mail",
  fallback: "Please try again in a few minutes.",
} as const;

/** Sends the account's confirmation link again; the server limits how often. */
export async function resendConfirmation(email: string): Promise<void> {
  const { error } = await authClient.sendVerificationEmail({ email, callbackURL: "/pricing" });
  if (error) return void toast.error(RESEND_TEXTS.failed, { description: error.message || RESEND_TEXTS.fallback });
  toast.success(RESEND_TEXTS.sent, { description: RESEND_TEXTS.sentTo(email) });
}
