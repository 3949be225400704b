import { MailCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { AuthCard } from "../features/auth/auth-card";
import { useConfirmNotificationEmail } from "../api/settings";
import { errorMessage } from "../lib/api-client";

/**
 * Where a listing-ready address's link leads. Nothing happens on opening it: the button is the
 * mailbox owner's yes, and it grants nothing but those e-mails (decision 056).
 */
export function ConfirmNotificationEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const confirm = useConfirmNotificationEmail();

  if (!token) {
    return (
      <AuthCard title="Link invalid">
        <Alert variant="destructive">This confirmation link is incomplete. Open the link from the e-mail again.</Alert>
      </AuthCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title="Address confirmed">
        <p className="flex items-start gap-2 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          {confirm.data.email} will receive "your listing is ready" e-mails from now on.
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/settings">Go to Settings</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm listing e-mails" description='A Listcraft account asked to send its "your listing is ready" e-mails to this address.'>
      {confirm.isError ? <Alert variant="destructive">{errorMessage(confirm.error, "Could not confirm the address. Please try again.")}</Alert> : null}
      <Button className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? "Confirming..." : "Yes, send them to this address"}
      </Button>
    </AuthCard>
  );
}
