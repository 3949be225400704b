import { Download } from "lucide-react";
import { useEffect, useId } from "react";
import type { ApiPresetField, ExportPreset } from "../../../../core/api-types";
import { LoadError } from "../../../components/load-error";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { CopyButton } from "../../../components/copy-button";
import { isPlanRequired, usePreset } from "../../../api/exports";

/** ✓ or ✗ with the words for screen readers; the rule says which limit it is. */
function LimitBadge({ meets }: { meets: boolean }) {
  return (
    <Badge variant={meets ? "success" : "destructive"}>
      <span aria-hidden="true">{meets ? "✓" : "✗"}</span>
      {meets ? "Meets" : "Does not meet"}
    </Badge>
  );
}

/** "20/140" for a maximum, "5 (at least 4)" for a minimum, the count alone without a limit. */
function Counter({ field }: { field: ApiPresetField }) {
  const { count, limit, atLeast } = field;
  const [shown, spoken] =
    limit === null
      ? [String(count), `${count} characters`]
      : atLeast
        ? [`${count} (at least ${limit})`, `${count}, at least ${limit}`]
        : [`${count}/${limit}`, `${count} of ${limit}`];
  return (
    <span className="text-sm tabular-nums text-muted-foreground" aria-label={spoken}>
      {shown}
    </span>
  );
}

function PresetField({ field }: { field: ApiPresetField }) {
  const labelId = useId();
  const ruleId = useId();
  const multiline = field.value.includes("\n") || field.value.length > 120;
  return (
    <li className="grid min-w-0 gap-1.5 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={labelId} className="font-medium">
          {field.label}
        </h3>
        <Counter field={field} />
        {field.limit !== null && <LimitBadge meets={field.meets} />}
        <span className="ml-auto">
          <CopyButton value={field.value} label={field.label} />
        </span>
      </div>
      {field.rule && (
        <p id={ruleId} className={field.meets ? "text-xs text-muted-foreground" : "text-xs text-red-700"}>
          {field.rule}
        </p>
      )}
      {field.value ? (
        // A long value scrolls inside its box, so the box takes focus for keyboard scrolling.
        <pre
          {...(multiline ? { role: "region", tabIndex: 0, "aria-labelledby": labelId } : {})}
          aria-describedby={field.rule ? ruleId : undefined}
          className={`max-w-full overflow-x-auto rounded bg-muted p-2 text-sm break-words whitespace-pre-wrap ${multiline ? "max-h-48 overflow-y-auto" : ""}`}
        >
          {field.value}
        </pre>
      ) : (
        <p className="text-sm text-muted-foreground">Empty</p>
      )}
    </li>
  );
}

interface PresetViewProps {
  productId: string;
  preset: ExportPreset;
  onDownload: () => void;
  downloading: boolean;
  /** The plan changed since the page loaded (the server said PLAN_REQUIRED). */
  onPlanRequired: () => void;
}

export function PresetView({ productId, preset, onDownload, downloading, onPlanRequired }: PresetViewProps) {
  const query = usePreset(productId, preset);
  const planRequired = isPlanRequired(query.error);
  useEffect(() => {
    if (planRequired) onPlanRequired();
  }, [planRequired, onPlanRequired]);
  if (query.isPending) return <p role="status">Loading the preset...</p>;
  if (query.isError) return <LoadError message="Failed to load the preset." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { fields, meetsAll, label } = query.data;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" role="status">
          {meetsAll ? `Every field meets ${label}'s limits.` : `Some fields do not meet ${label}'s limits; they are marked below.`}
        </p>
        <Button variant="outline" size="sm" onClick={onDownload} disabled={downloading}>
          <Download aria-hidden="true" />
          {preset === "shopify" ? "Download Shopify CSV" : `Download ${label} file`}
        </Button>
      </div>
      <ul className="grid gap-2">
        {fields.map((field) => (
          <PresetField key={field.key} field={field} />
        ))}
      </ul>
    </div>
  );
}
