import { SetPlanForm } from "../set-plan-form";

/** Admin console tab (issue 14): set a plan, edit a subscription row, mock transactions. */
export function ManualToolsTab() {
  return <SetPlanForm />;
}
