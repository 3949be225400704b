import { CheckCircle2, Circle, Loader2, XCircle } from "lucide-react";
import { LOADING_STEPS, stepStatuses, type StepStatus } from "../../../../core/products/progress-ui";
import { cn } from "../../../lib/cn";

const ICONS = { complete: CheckCircle2, active: Loader2, pending: Circle, error: XCircle } as const;
const TONES: Record<StepStatus, string> = {
  complete: "text-emerald-700",
  active: "font-medium text-foreground",
  pending: "text-muted-foreground",
  error: "text-destructive",
};
const SPOKEN: Record<StepStatus, string> = { complete: "done", active: "in progress", pending: "not started", error: "failed" };

export function ProgressSteps({ current, error, complete }: { current: number; error: boolean; complete: boolean }) {
  const statuses = stepStatuses(current, { error, complete });
  return (
    <ol aria-label="Generation steps" className="grid gap-2">
      {LOADING_STEPS.map((step, index) => {
        const status = statuses[index] ?? "pending";
        const Icon = ICONS[status];
        return (
          <li key={step.id} aria-current={status === "active" ? "step" : undefined} className={cn("flex items-center gap-3 text-sm", TONES[status])}>
            <Icon className={cn("size-4 shrink-0", status === "active" && "animate-spin")} aria-hidden="true" />
            <span>{step.label}</span>
            <span className="sr-only">({SPOKEN[status]})</span>
          </li>
        );
      })}
    </ol>
  );
}
