import { useEffect, useState } from "react";
import { Link } from "react-router";
import { usePublicConfig } from "../../api/config";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

/** Seconds before the link may be sent again: one impatient click must not send two mails. */
export const SEND_AGAIN_AFTER_S = 30;

export const SENT_TEXTS = {
  sent: (email: string) => `Check your inbox: we sent a link to ${email}. Open it to confirm your address and sign in.`,
  sendAgain: "Send the link again",
  sending: "Sending...",
  wait: (seconds: number) => `Send again in ${seconds} s`,
  sentAgain: (email: string) => `We sent a new link to ${email}. The newest link is the one that works.`,
  mailbox: "Open the local mailbox",
} as const;

/**
 * After sign-up: where the link went and a way to send it again. The page's footer already offers
 * "Sign in" to people who have a password, so the panel does not repeat it.
 */
export function SentPanel({ email, sendAgain }: { email: string; sendAgain: () => Promise<string | null> }) {
  const [wait, setWait] = useState(SEND_AGAIN_AFTER_S);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // On the embedded defaults the mail is a file on this machine: the app shows it (issue 31 item 2).
  const { data: config } = usePublicConfig();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait(wait - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const onSendAgain = async () => {
    setSending(true);
    const error = await sendAgain();
    setSending(false);
    setOutcome(error ? { ok: false, text: error } : { ok: true, text: SENT_TEXTS.sentAgain(email) });
    setWait(SEND_AGAIN_AFTER_S);
  };

  return (
    <div className="grid gap-4">
      <Alert variant="success">{SENT_TEXTS.sent(email)}</Alert>
      {config?.localMailbox ? (
        <p className="text-center text-sm text-muted-foreground">
          This app writes its mail to files.{" "}
          <Link to="/dev/mailbox" className="text-primary underline underline-offset-4">
            {SENT_TEXTS.mailbox}
          </Link>
        </p>
      ) : null}
      <Button variant="outline" className="w-full" disabled={sending || wait > 0} onClick={() => void onSendAgain()}>
        {sending ? SENT_TEXTS.sending : wait > 0 ? SENT_TEXTS.wait(wait) : SENT_TEXTS.sendAgain}
      </Button>
      <p role="status" className="text-center text-sm text-muted-foreground">
        {outcome?.ok ? outcome.text : null}
      </p>
      {outcome && !outcome.ok ? <Alert variant="destructive">{outcome.text}</Alert> : null}
    </div>
  );
}
