import { ALERT_CHANNELS, type AlertChannel, type AlertTestResult } from "../../../../core/alerts";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { CHANNEL_LABELS } from "./labels";
import { useSendTest } from "../../../api/admin-alerts";

function resultText(result: AlertTestResult): string {
  return result.ok ? `${CHANNEL_LABELS[result.channel]}: test sent` : `${CHANNEL_LABELS[result.channel]}: failed: ${result.error ?? "unknown error"}`;
}

/** "Send test" per channel: sends now (past the cooldown) and says how it went. */
export function ChannelTests({ configured }: { configured: Record<AlertChannel, boolean> }) {
  const send = useSendTest();
  const pending = send.isPending ? send.variables : null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {ALERT_CHANNELS.map((channel) => (
          <Button
            key={channel}
            type="button"
            variant="outline"
            size="sm"
            disabled={send.isPending}
            aria-label={`Send test ${CHANNEL_LABELS[channel]}${configured[channel] ? "" : " (not configured)"}`}
            onClick={() => send.mutate(channel)}
          >
            {pending === channel ? "Sending..." : `Send test ${CHANNEL_LABELS[channel]}`}
          </Button>
        ))}
      </div>
      <p role="status" className={send.data && !send.data.ok ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
        {send.isError ? errorMessage(send.error, "Could not send the test") : send.data ? resultText(send.data) : ""}
      </p>
    </div>
  );
}
