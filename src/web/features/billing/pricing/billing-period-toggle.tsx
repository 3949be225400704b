import type { ReactNode } from "react";
import { ToggleGroup } from "../../../components/toggle-group";
import type { BillingPeriod } from "./plan-features";

const OPTIONS: Array<{ value: BillingPeriod; label: ReactNode }> = [
  { value: "monthly", label: "Monthly" },
  {
    value: "annual",
    label: (
      <>
        Annual<span className="ml-1 text-xs text-emerald-700">2 months free</span>
      </>
    ),
  },
];

export function BillingPeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return <ToggleGroup label="Billing period" options={OPTIONS} value={value} onChange={onChange} />;
}
