import { Fragment } from "react";
import { LoaderCircle } from "lucide-react";
import type { LocalMail } from "../../core/api-types";
import { useLocalMailbox } from "../api/dev-mailbox";
import { Alert } from "../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { ApiError, errorMessage } from "../lib/api-client";

const LINK = /(https?:\/\/[^\s"<>]+)/g;

/** The mail's text with each link clickable (split with a capturing group, links sit at odd indexes). */
function TextWithLinks({ text }: { text: string }) {
  return (
    <pre className="font-sans text-sm break-words whitespace-pre-wrap">
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

function MailCard({ mail }: { mail: LocalMail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{mail.subject}</CardTitle>
        <CardDescription>
          To {mail.to} · <time dateTime={mail.sentAt}>{new Date(mail.sentAt).toLocaleString()}</time>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TextWithLinks text={mail.text} />
      </CardContent>
    </Card>
  );
}

/**
 * The local mailbox (issue 31 item 2): on the embedded defaults mail is written to files, and a
 * newcomer reads the confirmation here instead of opening an .eml file. The server offers it only
 * when APP_URL is local and SMTP is not configured; elsewhere its answer is a 404.
 */
export function DevMailboxPage() {
  const mailbox = useLocalMailbox();
  let body;
  if (mailbox.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Reading the mailbox…
      </p>
    );
  } else if (mailbox.isError) {
    const offered = !(mailbox.error instanceof ApiError && mailbox.error.status === 404);
    body = (
      <Alert variant={offered ? "destructive" : "default"}>
        {offered
          ? errorMessage(mailbox.error, "Could not read the mailbox.")
          : "This server sends its mail, so there is no local mailbox: it is offered only when mail is written to files and APP_URL is this machine."}
      </Alert>
    );
  } else if (mailbox.data.mails.length === 0) {
    body = <p className="text-muted-foreground">No mail yet. Sign up or ask for a password reset, and the mail shows here.</p>;
  } else {
    body = mailbox.data.mails.map((mail) => <MailCard key={mail.id} mail={mail} />);
  }
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Local mailbox</h1>
        <p className="text-muted-foreground">Mail this app wrote to DATA_DIR/mail, newest first. Only this machine can read it.</p>
      </header>
      {body}
    </section>
  );
}
