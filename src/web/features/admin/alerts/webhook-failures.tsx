import type { WebhookFailureStatus, WebhookFailureView } from "../../../../core/alerts";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "./labels";
import { toast } from "sonner";
import { useUpdateWebhookFailure } from "../../../api/admin-alerts";
import { errorMessage } from "../../../lib/api-client";

const STATUS_BADGE = { pending: "warning", investigating: "secondary", resolved: "success" } as const satisfies Record<
  WebhookFailureStatus,
  BadgeProps["variant"]
>;

/** Paddle notifications that failed for good (billing_alerts), newest first, each markable investigating or resolved. */
export function WebhookFailures({ failures }: { failures: WebhookFailureView[] }) {
  const update = useUpdateWebhookFailure({ onError: (error) => toast.error(errorMessage(error, "Could not update the webhook failure")) });
  if (failures.length === 0) return <p className="text-sm text-muted-foreground">No webhook failures.</p>;
  return (
    <ul aria-label="Webhook failures" className="divide-y rounded-lg border">
      {failures.map((row) => {
        const busy = update.isPending && update.variables.id === row.id;
        return (
          <li key={row.id} className="grid gap-2 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS_BADGE[row.status]}>{row.status}</Badge>
              <code className="break-all text-xs">{row.eventId}</code>
              <time dateTime={row.createdAt} className="text-xs text-muted-foreground">
                {formatDateTime(row.createdAt)}
              </time>
            </div>
            <p className="break-words text-muted-foreground">{row.error}</p>
            {row.status === "resolved" ? null : (
              <div className="flex flex-wrap gap-2">
                {row.status === "pending" ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Mark ${row.eventId} investigating`}
                    onClick={() => update.mutate({ id: row.id, status: "investigating" })}
                  >
                    Mark investigating
                  </Button>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Mark ${row.eventId} resolved`}
                  onClick={() => update.mutate({ id: row.id, status: "resolved" })}
                >
                  Mark resolved
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
