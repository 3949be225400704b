import type { AlertDeliveryStatus, AlertDeliveryView } from "../../../../core/alerts";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { CHANNEL_LABELS, formatDateTime } from "./labels";

const STATUS_BADGE = {
  sent: "success",
  failed: "destructive",
  cooldown: "secondary",
  test: "outline",
} as const satisfies Record<AlertDeliveryStatus, BadgeProps["variant"]>;

/** The 10 newest deliveries: sent, failed (with why), held back by the cooldown, or tests. */
export function RecentAlerts({ deliveries }: { deliveries: AlertDeliveryView[] }) {
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">No alerts yet.</p>;
  return (
    <ul aria-label="Recent alerts" className="divide-y rounded-lg border">
      {deliveries.map((row) => (
        <li key={row.id} className="grid gap-1 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS_BADGE[row.status]}>{row.status}</Badge>
            <span className="font-medium break-words">{row.title}</span>
          </div>
          <p className="break-words text-muted-foreground">{row.message}</p>
          <p className="text-xs text-muted-foreground">
            {CHANNEL_LABELS[row.channel]} · {row.ruleId} · <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
          </p>
          {row.error ? <p className="break-words text-xs text-destructive">{row.error}</p> : null}
        </li>
      ))}
    </ul>
  );
}
