import { onDemand } from "../../../components/on-demand";

/** Only subscribers switching plans open it: the dialog's code is not part of the pricing page's first load. */
export const SwitchPlanDialog = onDemand(
  () => import("./switch-plan-dialog").then((m) => m.SwitchPlanDialog),
  (props) => props.plan !== null,
);
