import { Check } from "lucide-react";
import { STEP_LABELS } from "../../../core/products/wizard";
import { cn } from "../../lib/cn";

/** The four steps as a list; the current one carries aria-current="step". */
export function WizardProgress({ step }: { step: number }) {
  return (
    <ol aria-label="Wizard progress" className="grid grid-cols-4 gap-1 sm:gap-2">
      {STEP_LABELS.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li key={label} aria-current={current ? "step" : undefined} className="flex min-w-0 flex-col items-center gap-1.5 text-center">
            <span
              aria-hidden="true"
              className={cn(
                "flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold",
                current && "border-primary bg-primary text-primary-foreground",
                done && "border-primary bg-secondary text-secondary-foreground",
                !current && !done && "border-border text-muted-foreground",
              )}
            >
              {done ? <Check className="size-4" /> : number}
            </span>
            {/* 11 px on phones so all four names fit side by side at 375 px (narrower screens truncate). */}
            <span className={cn("w-full truncate text-[11px] sm:text-sm", current ? "font-semibold" : "text-muted-foreground")}>
              {label}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
