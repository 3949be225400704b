import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Progress } from "../../../components/ui/progress";
import type { Workspace } from "../workspace-context";
import { SECTION_LABELS } from "../../../../core/listing/editable";

const STATUS_TEXTS = {
  failed: "Regeneration failed; your listing is unchanged.",
  working: "Working on it...",
} as const;

export function RegenerationStatus({ running, failed, retry, retrying, dismissFailure }: Workspace) {
  if (running) {
    return (
      <div className="grid gap-2 rounded-lg border border-border bg-muted/50 p-3">
        <p role="status" className="text-sm">
          <span className="font-medium">{running.section ? `Regenerating ${SECTION_LABELS[running.section]}` : "Regenerating the listing"}:</span>{" "}
          {running.message || STATUS_TEXTS.working}
        </p>
        <Progress value={running.progress} aria-label="Regeneration progress" />
      </div>
    );
  }
  if (!failed) return null;
  return (
    <Alert variant="destructive">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium">{STATUS_TEXTS.failed}</p>
          {failed.error && <p>{failed.error}</p>}
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={dismissFailure}>
            Dismiss
          </Button>
          <Button size="sm" onClick={retry} disabled={retrying}>
            {retrying ? "Retrying..." : "Retry"}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
