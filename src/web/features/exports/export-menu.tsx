import { FileOutput } from "lucide-react";
import { useRef, useState } from "react";
import type { ApiProduct } from "../../../core/api-types";
import { entitlements } from "../../../core/billing";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { ExportUpgradeDialog } from "../product-page/export-upgrade-dialog";
import { useRereadSubscription, useSubscription } from "../../api/subscription";
import { ExportDialogContent } from "./export-dialog";

export const EXPORT_UPGRADE = {
  title: "Upgrade to export listings",
  description:
    "Export is included in the Creator and Pro plans. Upgrade to copy and download whole listings and to use the Etsy, Gumroad, Udemy and Shopify presets.",
};

/** The product page's Export button: the export dialog on paid plans, the upgrade dialog on free ones. */
export function ExportMenu({ product }: { product: ApiProduct }) {
  const [open, setOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const rereadPlan = useRereadSubscription();
  const { data: subscription } = useSubscription();
  // While the plan is unknown the API decides: it refuses the export for a free account.
  const canExport = subscription ? entitlements(subscription.tier).export : true;
  if (product.status !== "complete") return null;
  const planRequired = () => {
    setOpen(false);
    setUpgradeOpen(true);
    rereadPlan();
  };
  return (
    <>
      <Button ref={button} variant="outline" onClick={() => (canExport ? setOpen(true) : setUpgradeOpen(true))} aria-haspopup="dialog">
        <FileOutput aria-hidden="true" />
        Export
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ExportDialogContent product={product} onPlanRequired={planRequired} />}
      </Dialog>
      <ExportUpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} returnFocusTo={button} {...EXPORT_UPGRADE} />
    </>
  );
}
