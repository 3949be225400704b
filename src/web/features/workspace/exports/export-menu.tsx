import { FileOutput } from "lucide-react";
import { useRef, useState, type RefObject } from "react";
import type { ApiProduct } from "../../../../core/api-types";
import { entitlements } from "../../../../core/billing";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { EXPORT_UPGRADE, UpgradeDialog } from "../../../components/upgrade-dialog";
import { useRereadSubscription, useSubscription } from "../../../api/subscription";
import { ExportDialogContent } from "./export-dialog";

/**
 * The export dialog on paid plans, the upgrade dialog on free ones: `start` opens the right one,
 * `dialogs` renders them; focus goes back to `returnFocusTo` (the button or the menu that opened them).
 */
export function useExportDialogs(product: ApiProduct, returnFocusTo: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const rereadPlan = useRereadSubscription();
  const { data: subscription } = useSubscription();
  // While the plan is unknown the API decides: it refuses the export for a free account.
  const canExport = subscription ? entitlements(subscription.tier).export : true;
  const planRequired = () => {
    setOpen(false);
    setUpgradeOpen(true);
    rereadPlan();
  };
  const dialogs = (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ExportDialogContent product={product} onPlanRequired={planRequired} />}
      </Dialog>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} returnFocusTo={returnFocusTo} {...EXPORT_UPGRADE} />
    </>
  );
  return { start: () => (canExport ? setOpen(true) : setUpgradeOpen(true)), dialogs };
}

export function ExportMenu({ product }: { product: ApiProduct }) {
  const button = useRef<HTMLButtonElement>(null);
  const { start, dialogs } = useExportDialogs(product, button);
  if (product.status !== "complete") return null;
  return (
    <>
      <Button ref={button} variant="outline" onClick={start} aria-haspopup="dialog">
        <FileOutput aria-hidden="true" />
        Export
      </Button>
      {dialogs}
    </>
  );
}
