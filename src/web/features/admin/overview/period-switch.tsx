import { OVERVIEW_PERIODS, type OverviewPeriod } from "../../../../core/admin/overview";
import { cn } from "../../../lib/cn";

const label = (days: OverviewPeriod) => (days === 1 ? "1 day" : `${days} days`);

/** The 1 / 7 / 30 day switch: a group of toggle buttons, the chosen one pressed. */
export function PeriodSwitch({ value, onChange }: { value: OverviewPeriod; onChange: (days: OverviewPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-md bg-muted p-1">
      {OVERVIEW_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            "rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            value === days && "bg-background text-foreground shadow-sm",
          )}
        >
          {label(days)}
        </button>
      ))}
    </div>
  );
}
