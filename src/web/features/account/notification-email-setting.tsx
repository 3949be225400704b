import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { ApiNotificationEmail, MeResponse } from "../../../core/api-types";
import { useNotificationEmail, useNotificationEmailChanges } from "../../api/settings";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api-client";

/** Where listing-ready mail goes now: only ever an address its owner has confirmed. */
function currentTarget(state: ApiNotificationEmail, me: MeResponse): string {
  if (state.email) return `${state.email} (confirmed)`;
  if (me.user.emailVerified) return `${me.user.email}, your login address`;
  return `Nowhere yet: confirm your login address ${me.user.email} first`;
}

/**
 * "Your listing is ready" goes to the login address or to another one, which gets a link and
 * nothing else until its owner opens it (issue 30 item 7).
 */
export function NotificationEmailSetting({ me }: { me: MeResponse }) {
  const { data: state, isError, refetch } = useNotificationEmail();
  const { request, resend, remove } = useNotificationEmailChanges();
  const [address, setAddress] = useState("");
  const busy = request.isPending || resend.isPending || remove.isPending;
  const failure = request.error ?? resend.error ?? remove.error;

  if (isError && !state) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
        Could not load where listing e-mails go.
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!state) return <Skeleton className="h-24 w-full" />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    request.mutate(address.trim(), {
      onSuccess: ({ pendingEmail }) => {
        setAddress("");
        toast.success(pendingEmail ? `Check ${pendingEmail} for the confirmation link` : "Listing e-mails go to your login address");
      },
    });
  };
  // Cancelling a pending address keeps a confirmed one.
  const cancelPending = () => (state.email ? request.mutate(state.email) : remove.mutate());

  return (
    <section className="grid gap-3 border-b border-border py-5 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-medium">Listing-ready e-mails</h2>
          <p className="truncate text-sm text-muted-foreground">{currentTarget(state, me)}</p>
        </div>
        {state.email ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => remove.mutate()}>
            Use my login address
          </Button>
        ) : null}
      </div>
      {state.pendingEmail ? (
        <div className="grid gap-2">
          <Alert>Waiting for confirmation of {state.pendingEmail}. Nothing is sent there until its owner opens the link we sent.</Alert>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => resend.mutate(undefined, { onSuccess: () => toast.success("Link sent again") })}>
              Send the link again
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={cancelPending}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      <form onSubmit={submit} className="grid gap-2 sm:max-w-sm">
        <Label htmlFor="notification-email">Send them to another address</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="notification-email" type="email" required autoComplete="email" value={address} onChange={(event) => setAddress(event.target.value)} />
          <Button type="submit" disabled={busy}>
            Send link
          </Button>
        </div>
      </form>
      {failure ? <Alert variant="destructive">{errorMessage(failure, "That did not work. Please try again.")}</Alert> : null}
    </section>
  );
}
