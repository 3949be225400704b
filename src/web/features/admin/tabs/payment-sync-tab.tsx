import { useState } from "react";
import { tierName } from "../../../../core/plans";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Progress } from "../../../components/ui/progress";
import { errorMessage } from "../../../lib/api-client";
import { usePaymentSync, useStartPaymentSync } from "../../../api/admin-monitor";

export function PaymentSyncTab({ pollMs }: { pollMs?: number }) {
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartPaymentSync();
  const run = usePaymentSync(runId, pollMs);
  const report = run.data;
  // A run whose progress can no longer be read (another process, a restart) does not block a new one.
  const running = start.isPending || (runId !== null && !report?.finished && !run.isError);
  const percent = report ? (report.total === 0 ? 100 : Math.round((report.done / report.total) * 100)) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Sync</CardTitle>
        <CardDescription>
          Syncs every paying account against Paddle (or the stored notifications when no API key is set) and recomputes its plan.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button className="justify-self-start" disabled={running} onClick={() => start.mutate(undefined, { onSuccess: (view) => setRunId(view.id) })}>
          {running ? "Syncing..." : "Sync all paying accounts"}
        </Button>
        {start.isError ? <Alert variant="destructive">{errorMessage(start.error, "Could not start the sync")}</Alert> : null}
        {run.isError ? <Alert variant="destructive">{errorMessage(run.error, "Could not read the sync's progress")}</Alert> : null}
        {report ? (
          <div className="grid gap-3">
            <div className="grid gap-1">
              <div className="flex justify-between text-sm" id="paymentSyncLabel">
                <span>{report.finished ? "Finished" : "Syncing accounts"}</span>
                <span className="tabular-nums">
                  {report.done} of {report.total}
                </span>
              </div>
              <Progress value={percent} aria-labelledby="paymentSyncLabel" />
            </div>
            {report.finished ? (
              <div aria-live="polite" className="grid gap-2">
                <p className="text-sm">
                  {report.changed.length === 0 ? "No plan changed." : `${report.changed.length} plan${report.changed.length === 1 ? "" : "s"} changed:`}
                </p>
                {report.changed.length ? (
                  <ul className="grid gap-1 text-sm">
                    {report.changed.map((change) => (
                      <li key={change.email} className="break-words">
                        {change.email}: {tierName(change.before)} → {tierName(change.after)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {report.errors.length ? (
                  <Alert variant="destructive">
                    <p>
                      {report.errors.length} account{report.errors.length === 1 ? "" : "s"} could not be synced:
                    </p>
                    <ul className="mt-1 grid gap-1">
                      {report.errors.map((error) => (
                        <li key={error.email} className="break-words">
                          {error.email}: {error.message}
                        </li>
                      ))}
                    </ul>
                  </Alert>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
