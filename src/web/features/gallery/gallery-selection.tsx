import { FileSpreadsheet, ListChecks, X } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { ApiProductSummary } from "../../../core/api-types";
import { entitlements } from "../../../core/billing";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { EXPORT_UPGRADE } from "../exports/export-menu";
import { ExportUpgradeDialog } from "../product-page/export-upgrade-dialog";
import { isPlanRequired, useShopifySelectionExport } from "../../api/exports";
import { useSubscription } from "../../api/subscription";
import { errorMessage } from "../../lib/api-client";
import { ProductCard } from "./product-card";

/** The server takes at most this many products in one CSV. */
const MAX_SELECTION = 50;

export function useSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids.filter((i) => i !== id), id] : ids.filter((i) => i !== id)));
  const stop = () => {
    setSelecting(false);
    setSelected([]);
  };
  return { selecting, start: () => setSelecting(true), stop, selected, toggle };
}

type Selection = ReturnType<typeof useSelection>;

/** "Select for export" and, while selecting, "Export Shopify CSV (n)" for the checked cards. */
export function SelectionToolbar({ selection }: { selection: Selection }) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const exportButton = useRef<HTMLButtonElement>(null);
  const exportCsv = useShopifySelectionExport({
    onSuccess: (name) => void toast.success("Download started", { description: name }),
    onError: (error) => {
      if (isPlanRequired(error)) return setUpgradeOpen(true);
      toast.error("Could not export the selection", { description: errorMessage(error, "Please try again.") });
    },
  });
  // The plan matters only once the creator starts selecting.
  const { data: subscription } = useSubscription(selection.selecting);
  const canExport = subscription ? entitlements(subscription.tier).export : true;
  const count = selection.selected.length;
  const onExport = () => (canExport ? exportCsv.mutate(selection.selected) : setUpgradeOpen(true));
  return (
    <div className="flex flex-wrap items-center gap-2">
      {selection.selecting ? (
        <>
          <Button ref={exportButton} onClick={onExport} disabled={count === 0 || exportCsv.isPending}>
            <FileSpreadsheet aria-hidden="true" />
            {exportCsv.isPending ? "Exporting..." : `Export Shopify CSV (${count})`}
          </Button>
          <Button variant="ghost" onClick={selection.stop}>
            <X aria-hidden="true" />
            Cancel selection
          </Button>
          <p className="text-sm text-muted-foreground" role="status">
            {count} of at most {MAX_SELECTION} selected
          </p>
        </>
      ) : (
        <Button ref={exportButton} variant="outline" onClick={selection.start}>
          <ListChecks aria-hidden="true" />
          Select for export
        </Button>
      )}
      <ExportUpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} returnFocusTo={exportButton} {...EXPORT_UPGRADE} />
    </div>
  );
}

/** A card with a checkbox beside its link (a checkbox inside a link would be two controls in one). */
export function SelectableCard({ product, selection }: { product: ApiProductSummary; selection: Selection }) {
  const checked = selection.selected.includes(product.id);
  const exportable = product.status === "complete";
  const full = !checked && selection.selected.length >= MAX_SELECTION;
  return (
    <div className="relative h-full">
      <ProductCard product={product} />
      <Checkbox
        checked={checked}
        disabled={!exportable || full}
        onCheckedChange={(value) => selection.toggle(product.id, value === true)}
        aria-label={exportable ? `Select ${product.title}` : `${product.title} (not finished, cannot be exported)`}
        className="absolute left-3 top-3 size-6 bg-background shadow"
      />
    </div>
  );
}
