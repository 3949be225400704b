import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { eventIdInput, type NotificationResult } from "../../../../core/admin-recovery";
import { tierName } from "../../../../core/plans";
import { FormField } from "../../../components/form-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { StatusBadge } from "./status-badge";
import { useReapplyNotification, useReplayNotification } from "../../../api/admin-recovery";

function Outcome({ result }: { result: NotificationResult }) {
  return (
    <div role="status" className="grid gap-1 rounded-md border border-border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{result.type}</span>
        <StatusBadge status={result.status} />
        {result.plan ? <span>Plan now: {tierName(result.plan.tier)}</span> : null}
      </p>
      {result.lastError ? <p className="break-words text-destructive">{result.lastError}</p> : null}
    </div>
  );
}

/** Paddle Fix: re-apply a failed notification, or replay any stored one, by its id. */
export function NotificationForm() {
  const reapply = useReapplyNotification();
  const replay = useReplayNotification();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(eventIdInput), defaultValues: { eventId: "" } });
  const last = reapply.submittedAt > replay.submittedAt ? reapply : replay;
  const busy = reapply.isPending || replay.isPending;
  return (
    <form noValidate aria-label="Re-apply or replay a notification" onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:max-w-md">
      <FormField
        id="notificationId"
        label="Notification id"
        placeholder="evt_01…"
        autoComplete="off"
        error={formState.errors.eventId?.message}
        {...register("eventId")}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" disabled={busy} onClick={handleSubmit((values) => reapply.mutate(values))}>
          {reapply.isPending ? "Re-applying..." : "Re-apply failed"}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={handleSubmit((values) => replay.mutate(values))}>
          {replay.isPending ? "Replaying..." : "Replay"}
        </Button>
      </div>
      {last.isError ? <Alert variant="destructive">{errorMessage(last.error, "Could not apply the notification")}</Alert> : null}
      {last.data ? <Outcome result={last.data} /> : null}
    </form>
  );
}
