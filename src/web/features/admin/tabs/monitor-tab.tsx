import { useState } from "react";
import { toast } from "sonner";
import { MISMATCH_STATUSES, type MismatchStatus } from "../../../../core/monitor";
import { LoadError } from "../../../components/load-error";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { errorMessage } from "../../../lib/api-client";
import { useAutoRecovery, useMonitor, useScan } from "../../../api/admin-monitor";
import { HealthSummary } from "../monitor/health-summary";
import { MismatchTable } from "../monitor/mismatch-table";
import { MonitorStats } from "../monitor/monitor-stats";

type Filter = MismatchStatus | "all";
const FILTERS: Filter[] = ["all", ...MISMATCH_STATUSES];
const FILTER_LABELS = { all: "All", pending: "Pending", investigating: "Investigating", resolved: "Resolved" } as const satisfies Record<Filter, string>;

export function MonitorTab() {
  const [filter, setFilter] = useState<Filter>("pending");
  const monitor = useMonitor(filter);
  const scan = useScan();
  const recovery = useAutoRecovery();
  const runScan = () =>
    scan.mutate(undefined, {
      onSuccess: (r) => toast.success(`Scan done: ${r.found} found, ${r.created} new, ${r.gone} no longer hold`),
    });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={runScan} disabled={scan.isPending}>
          {scan.isPending ? "Scanning..." : "Scan now"}
        </Button>
        <Button variant="outline" onClick={() => recovery.mutate()} disabled={recovery.isPending}>
          {recovery.isPending ? "Recovering..." : "Auto-recovery"}
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-2">
        {scan.isError ? <Alert variant="destructive">{errorMessage(scan.error, "The scan failed")}</Alert> : null}
        {recovery.isError ? <Alert variant="destructive">{errorMessage(recovery.error, "Auto-recovery failed")}</Alert> : null}
        {recovery.data ? (
          <Alert>
            Auto-recovery repaired {recovery.data.recovered} and left {recovery.data.remaining} for review.
          </Alert>
        ) : null}
      </div>
      {monitor.isError ? <LoadError message="Could not load the monitor." onRetry={() => void monitor.refetch()} retrying={monitor.isFetching} /> : null}
      {monitor.data ? (
        <>
          <MonitorStats stats={monitor.data.stats} />
          <HealthSummary health={monitor.data.health} />
        </>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Payment mismatches</CardTitle>
          <CardDescription>Rescanned every 5 minutes: paid plans not applied, payments with no account, and paid plans nothing pays for.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="grid gap-1 sm:max-w-xs">
            <Label htmlFor="mismatchFilter">Show</Label>
            <select
              id="mismatchFilter"
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {FILTER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          {monitor.isPending ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
          {monitor.data ? <MismatchTable mismatches={monitor.data.mismatches} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
