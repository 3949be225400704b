import { useState } from "react";
import type { RecoveryAccount } from "../../../../core/admin-recovery";
import { tierName } from "../../../../core/plans";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { useManualSync, useResendConfirmation, useRevokeSessions } from "../../../api/admin-recovery";

/** Revoking signs the person out on every device, so it asks first. */
function RevokeSessionsButton({ email, busy, onConfirm }: { email: string; busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={busy}>
          {busy ? "Revoking..." : "Revoke sessions"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Revoke all sessions?</DialogTitle>
        <DialogDescription className="break-words">{email} will be signed out on every device and must sign in again.</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Revoke sessions
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function AccountActions({ account }: { account: RecoveryAccount }) {
  const email = account.user.email;
  const sync = useManualSync();
  const resend = useResendConfirmation();
  const revoke = useRevokeSessions();
  const failures = [
    sync.isError ? errorMessage(sync.error, "Manual sync failed") : null,
    resend.isError ? errorMessage(resend.error, "Could not send the confirmation e-mail") : null,
    revoke.isError ? errorMessage(revoke.error, "Could not revoke the sessions") : null,
  ].filter((message): message is string => message !== null);

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => sync.mutate({ email })} disabled={sync.isPending}>
          {sync.isPending ? "Syncing..." : "Manual sync"}
        </Button>
        <Button variant="outline" onClick={() => resend.mutate({ email })} disabled={resend.isPending || account.user.confirmed}>
          {resend.isPending ? "Sending..." : "Resend confirmation"}
        </Button>
        <RevokeSessionsButton email={email} busy={revoke.isPending} onConfirm={() => revoke.mutate({ email })} />
      </div>
      <div aria-live="polite" className="grid gap-2">
        {sync.data ? (
          <Alert variant={sync.data.success ? "success" : "destructive"}>
            {sync.data.success
              ? sync.data.changed
                ? `Synced from ${sync.data.source === "paddle" ? "Paddle" : "the stored notifications"}: ${tierName(sync.data.before.tier)} → ${tierName(sync.data.after.tier)}.`
                : "Synced: nothing needed changing."
              : `Sync failed after ${sync.data.attempts} attempts: ${sync.data.error ?? "unknown error"}`}
          </Alert>
        ) : null}
        {resend.data ? <Alert variant="success">Confirmation e-mail sent to {resend.data.email}.</Alert> : null}
        {revoke.data ? (
          <Alert variant="success">
            Revoked {revoke.data.revoked} session{revoke.data.revoked === 1 ? "" : "s"}.
          </Alert>
        ) : null}
        {failures.map((message) => (
          <Alert key={message} variant="destructive">
            {message}
          </Alert>
        ))}
      </div>
    </div>
  );
}
