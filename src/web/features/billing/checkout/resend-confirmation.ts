import { toast } from "sonner";
import { sendConfirmationLink } from "../../../api/account";

export const RESEND_TEXTS = {
  action: "Send the link again",
  sent: "Confirmation e-mail sent",
  sentTo: (email: string) => `Open the link in the e-mail to ${email}, then manage your subscription.`,
  failed: "Could not send the e-mail",
} as const;

/** Sends the account's confirmation link again, leading back to pricing; the server limits how often. */
export async function resendConfirmation(email: string): Promise<void> {
  try {
    await sendConfirmationLink(email, "/pricing");
  } catch (error) {
    return void toast.error(RESEND_TEXTS.failed, { description: (error as Error).message });
  }
  toast.success(RESEND_TEXTS.sent, { description: RESEND_TEXTS.sentTo(email) });
}
