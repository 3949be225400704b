import { MailWarning, X } from "lucide-react";
import { useId } from "react";
import { useLocation } from "react-router";
import { RESEND_FAILED, useSendConfirmationLink } from "../../api/account";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { REMINDER_DISMISSED_KEY } from "./confirm-reminder-space";
import { useSessionDismissal } from "./use-session-dismissal";

/** At least the placeholder's height (REMINDER_PLACEHOLDER in confirm-reminder-space.ts). */
const MIN_HEIGHT = "min-h-[145px] sm:min-h-[105px] lg:min-h-[65px]";

const REMINDER_TEXTS = {
  title: "Confirm your e-mail address",
  body: (email: string) => `We sent a confirmation link to ${email}. Open it to confirm your address.`,
  send: "Send again",
  sending: "Sending...",
  sent: (email: string) => `Sent. A new link is on its way to ${email}; it may take a minute, and may land in spam.`,
  dismiss: "Dismiss the reminder to confirm your e-mail",
} as const;

/** Shown on every signed-in page while the address is unconfirmed, until dismissed for this session. */
export function ConfirmEmailReminder({ userId, email }: { userId: string; email: string }) {
  const titleId = useId();
  const location = useLocation();
  const { dismissed, dismiss } = useSessionDismissal(REMINDER_DISMISSED_KEY, userId);
  // After confirming, the link leads back to the page the creator asked from.
  const send = useSendConfirmationLink();
  if (dismissed) return null;

  return (
    <section aria-labelledby={titleId} className={cn("border-b border-amber-200 bg-amber-50 text-amber-950", MIN_HEIGHT)}>
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
        <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-2 text-sm sm:flex sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p id={titleId} className="font-semibold">
              {REMINDER_TEXTS.title}
            </p>
            <p className="break-words">{REMINDER_TEXTS.body(email)}</p>
            <p role="status" className={cn("mt-1 font-medium empty:absolute", send.isError && "text-red-800")}>
              {send.isSuccess ? REMINDER_TEXTS.sent(email) : send.isError ? send.error.message || RESEND_FAILED : ""}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={send.isPending}
            aria-busy={send.isPending}
            onClick={() => send.mutate({ email, next: `${location.pathname}${location.search}` })}
          >
            {send.isPending ? REMINDER_TEXTS.sending : REMINDER_TEXTS.send}
          </Button>
        </div>
        <Button variant="ghost" size="icon" className="-my-2 -mr-2 shrink-0 hover:bg-amber-100" aria-label={REMINDER_TEXTS.dismiss} onClick={dismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}

// For React.lazy in first-run-banner.tsx, which then needs no wrapper in the app shell.
export default ConfirmEmailReminder;
