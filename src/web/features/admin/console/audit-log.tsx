import type { AuditEntryView } from "../../../../core/admin-console";
import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import { useAuditLog } from "../../../api/admin-console";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "medium" });

/** A stored before/after value as one short line; objects as "key: value" pairs. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) return value.map(describeValue).join(", ") || "—";
  const pairs = Object.entries(value as Record<string, unknown>).map(
    ([key, inner]) => `${key}: ${typeof inner === "object" && inner !== null && !Array.isArray(inner) ? JSON.stringify(inner) : describeValue(inner)}`,
  );
  return pairs.join("; ") || "—";
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const changed = entry.before !== null || entry.after !== null;
  return (
    <li className="grid min-w-0 gap-0.5 border-t pt-2 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-medium">{entry.action}</span>
        {entry.target ? <span className="break-all">{entry.target}</span> : null}
        <time dateTime={entry.createdAt} className="text-muted-foreground">
          {WHEN.format(new Date(entry.createdAt))}
        </time>
      </div>
      <p className="text-muted-foreground">by {entry.adminEmail}</p>
      {changed ? (
        <p className="wrap-anywhere text-muted-foreground">
          {describeValue(entry.before)} <span aria-label="changed to">→</span> {describeValue(entry.after)}
        </p>
      ) : null}
    </li>
  );
}

export function AuditLog() {
  const audit = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>The most recent admin actions, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isPending ? <Loading label="Loading the audit log" /> : null}
        {audit.isError ? (
          <LoadError message={errorMessage(audit.error, "Could not load the audit log")} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
        ) : null}
        {audit.data?.entries.length === 0 ? <p className="text-sm text-muted-foreground">No admin actions yet.</p> : null}
        {audit.data && audit.data.entries.length > 0 ? (
          <ul className="grid gap-2">
            {audit.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
