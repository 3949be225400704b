import type { ReactNode } from "react";
import { formatAmount, type MismatchKind, type MismatchSeverity, type MismatchStatus, type MismatchView } from "../../../../core/monitor";
import { Badge } from "../../../components/ui/badge";
import { formatDate } from "../../../lib/format-date";
import { Button } from "../../../components/ui/button";
import { useInvestigate } from "../../../api/admin-monitor";
import { ResolveAction } from "./resolve-action";

const kindLabel = {
  "plan-below-payment": "Plan below payment",
  "payment-without-account": "Payment without account",
  "downgrade-risk": "Downgrade risk",
} as const satisfies Record<MismatchKind, string>;
const severityVariant = { high: "destructive", medium: "warning", other: "secondary" } as const satisfies Record<MismatchSeverity, string>;
const statusVariant = { pending: "warning", investigating: "default", resolved: "success" } as const satisfies Record<MismatchStatus, string>;
const columns = ["Severity", "Status", "Account", "Kind", "Amount", "Detected", "Actions"] as const;

/** A cell that, below 640 px where the header row is hidden, carries its own label: the table reads as cards. */
function Cell({ label, children }: { label: (typeof columns)[number]; children: ReactNode }) {
  return (
    <td className="flex items-start justify-between gap-3 py-1 sm:table-cell sm:px-3 sm:py-2 sm:align-top">
      <span className="text-xs font-medium text-muted-foreground sm:hidden">{label}</span>
      <span className="min-w-0 text-right wrap-anywhere sm:text-left">{children}</span>
    </td>
  );
}

/** Takes a pending finding ("investigating"), so other admins see someone is on it. */
function InvestigateButton({ mismatch }: { mismatch: MismatchView }) {
  const investigate = useInvestigate();
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={investigate.isPending}
      onClick={() => investigate.mutate({ alertId: mismatch.id })}
      aria-label={`Mark investigating: ${mismatch.email ?? mismatch.transactionId ?? mismatch.id}`}
    >
      {investigate.isPending ? "Marking..." : "Investigating"}
    </Button>
  );
}

export function MismatchTable({ mismatches }: { mismatches: MismatchView[] }) {
  if (mismatches.length === 0) return <p className="text-sm text-muted-foreground">No payment mismatches.</p>;
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">Payment mismatches, newest first</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-border text-left text-xs text-muted-foreground">
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-3 sm:table-row-group">
        {mismatches.map((m) => (
          <tr key={m.id} className="block rounded-lg border border-border p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0">
            <Cell label="Severity">
              <Badge variant={severityVariant[m.severity]}>{m.severity}</Badge>
            </Cell>
            <Cell label="Status">
              <Badge variant={statusVariant[m.status]}>{m.status}</Badge>
              {m.resolution ? <span className="ml-1 text-xs text-muted-foreground">({m.resolution})</span> : null}
            </Cell>
            <Cell label="Account">{m.email ?? "No account"}</Cell>
            <Cell label="Kind">
              {kindLabel[m.kind]}
              {m.transactionId ? <span className="block text-xs break-all text-muted-foreground">{m.transactionId}</span> : null}
            </Cell>
            <Cell label="Amount">{formatAmount(m.amount, m.currency)}</Cell>
            <Cell label="Detected">
              <time dateTime={m.detectedAt}>{formatDate(m.detectedAt)}</time>
            </Cell>
            <Cell label="Actions">
              {m.status === "resolved" ? (
                <span className="text-muted-foreground">—</span>
              ) : (
                <span className="flex flex-wrap justify-end gap-2 sm:justify-start">
                  {m.kind === "plan-below-payment" ? <ResolveAction mismatch={m} resolution="upgrade" /> : null}
                  <ResolveAction mismatch={m} resolution="ignore" />
                  {m.status === "pending" ? <InvestigateButton mismatch={m} /> : null}
                </span>
              )}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
