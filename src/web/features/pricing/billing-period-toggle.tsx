import { cn } from "../../lib/cn";
import type { BillingPeriod } from "./plan-features";

const OPTIONS: Array<{ value: BillingPeriod; label: string }> = [
  { value: "monthly", label: "Monthly" },
  { value: "annual", label: "Annual" },
];

interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}

export function BillingPeriodToggle({ value, onChange }: BillingPeriodToggleProps) {
  return (
    <div role="group" aria-label="Billing period" className="inline-flex rounded-lg bg-muted p-1">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "rounded-md px-4 py-1.5 text-sm font-medium transition-colors",
            value === option.value ? "bg-background text-foreground shadow-sm" : "text-muted-foreground",
          )}
        >
          {option.label}
          {option.value === "annual" ? <span className="ml-1 text-xs text-emerald-700">2 months free</span> : null}
        </button>
      ))}
    </div>
  );
}
