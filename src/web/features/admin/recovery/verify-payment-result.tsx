import type { VerifyPaymentResult } from "../../../../core/admin-recovery";
import { tierName } from "../../../../core/plans";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { StatusBadge } from "./status-badge";

function MatchBadge({ matches }: { matches: boolean | null }) {
  if (matches === null) return <Badge variant="secondary">no plan to compare</Badge>;
  return matches ? <Badge variant="success">plan matches</Badge> : <Badge variant="destructive">plan does not match</Badge>;
}

export function VerifyPaymentResultView({ result }: { result: VerifyPaymentResult }) {
  const source = result.source === "paddle" ? "Paddle's API" : "the stored transactions (simulated payments)";
  if (!result.exists) return <Alert variant="destructive">No payment found in {source}.</Alert>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">Checked against {source}.</p>
      <ul className="grid gap-3">
        {result.payments.map((payment) => (
          <li key={payment.transactionId} className="grid gap-2 rounded-md border border-border p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <code className="break-all font-mono text-xs">{payment.transactionId}</code>
              <StatusBadge status={payment.status} />
              <MatchBadge matches={payment.planMatches} />
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Amount</dt>
              <dd>{payment.amount ? `${payment.amount} ${payment.currency ?? ""}` : "—"}</dd>
              <dt className="text-muted-foreground">Pays for</dt>
              <dd>{payment.entitles ? tierName(payment.entitles) : "Nothing"}</dd>
              <dt className="text-muted-foreground">Account</dt>
              <dd className="break-all">{payment.account ? `${payment.account.email} (${tierName(payment.account.tier)})` : "No account"}</dd>
              <dt className="text-muted-foreground">Date</dt>
              <dd>{payment.createdAt ? new Date(payment.createdAt).toLocaleString("en-US") : "—"}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
