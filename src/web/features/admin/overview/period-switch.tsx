import { OVERVIEW_PERIODS, type OverviewPeriod } from "../../../../core/admin/overview";
import { ToggleGroup } from "../../../components/toggle-group";

const options = OVERVIEW_PERIODS.map((days) => ({ value: days, label: days === 1 ? "1 day" : `${days} days` }));

export function PeriodSwitch({ value, onChange }: { value: OverviewPeriod; onChange: (days: OverviewPeriod) => void }) {
  return <ToggleGroup label="Period" options={options} value={value} onChange={onChange} />;
}
