import { toast } from "sonner";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api-client";
import { usePendingEmailChange } from "../../api/account";

/** The login stays on the current address until the new one confirms; say so, with a way out. */
export function PendingEmailNotice({ pendingEmail }: { pendingEmail: string }) {
  const { resend, cancel } = usePendingEmailChange();
  const busy = resend.isPending || cancel.isPending;
  const failure = resend.error ?? cancel.error;
  return (
    <div className="grid gap-2">
      <Alert>
        Waiting for confirmation of {pendingEmail}. Open the link we sent there in this browser; until then you keep signing in with your current address.
      </Alert>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => resend.mutate(undefined, { onSuccess: () => toast.success(`Link sent again to ${pendingEmail}`) })}
        >
          Send the link again
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => cancel.mutate()}>
          Cancel change
        </Button>
      </div>
      {failure ? <Alert variant="destructive">{errorMessage(failure, "That did not work. Please try again.")}</Alert> : null}
    </div>
  );
}
