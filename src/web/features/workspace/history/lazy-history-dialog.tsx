import { onDemand } from "../../../components/on-demand";

/** The history (with its diff code) loads the first time it is opened, not with the product page. */
export const HistoryDialog = onDemand(
  () => import("./history-dialog").then((m) => m.HistoryDialog),
  (props) => props.view !== null,
);
