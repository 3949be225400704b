import { FileSpreadsheet, ListChecks, Send, X } from "lucide-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { toast } from "sonner";
import type { ApiProductSummary } from "../../../core/api-types";
import { entitlements } from "../../../core/billing";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { EXPORT_UPGRADE, UpgradeDialog } from "../../components/upgrade-dialog";
import { isPlanRequired, useShopifySelectionExport } from "../../api/exports";
import { usePublicConfig } from "../../api/config";
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

/** The publishing dialog for the checked cards: the gallery route passes it in, as publishing is a feature of its own. */
export type PublishDialog = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: string[];
  returnFocusTo: RefObject<HTMLElement | null>;
}) => ReactNode;

/** What a free account is shown instead of publishing a selection. */
const PUBLISH_UPGRADE = {
  title: "Publish with Creator or Pro",
  description: "Publishing listings as marketplace drafts is included in the Creator and Pro plans.",
};

/**
 * "Select listings" and, while selecting, "Export Shopify CSV (n)" for the checked cards and
 * "Publish as drafts (n)" where the server offers a marketplace (issue 33).
 */
export function SelectionToolbar({ selection, publishDialog }: { selection: Selection; publishDialog: PublishDialog }) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [publishUpgradeOpen, setPublishUpgradeOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const exportButton = useRef<HTMLButtonElement>(null);
  const publishButton = useRef<HTMLButtonElement>(null);
  // Like the plan, what the server offers matters only once the creator starts selecting.
  const { data: config } = usePublicConfig(selection.selecting);
  const publishing = (config?.marketplaces?.length ?? 0) > 0;
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
  const onPublish = () => (subscription?.tier === "free" ? setPublishUpgradeOpen(true) : setPublishOpen(true));
  return (
    <div className="flex flex-wrap items-center gap-2">
      {selection.selecting ? (
        <>
          <Button ref={exportButton} onClick={onExport} disabled={count === 0 || exportCsv.isPending}>
            <FileSpreadsheet aria-hidden="true" />
            {exportCsv.isPending ? "Exporting..." : `Export Shopify CSV (${count})`}
          </Button>
          {publishing ? (
            <Button ref={publishButton} variant="outline" onClick={onPublish} disabled={count === 0}>
              <Send aria-hidden="true" />
              {`Publish as drafts (${count})`}
            </Button>
          ) : null}
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
          Select listings
        </Button>
      )}
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} returnFocusTo={exportButton} {...EXPORT_UPGRADE} />
      <UpgradeDialog open={publishUpgradeOpen} onOpenChange={setPublishUpgradeOpen} returnFocusTo={publishButton} {...PUBLISH_UPGRADE} />
      {publishDialog({ open: publishOpen, onOpenChange: setPublishOpen, ids: selection.selected, returnFocusTo: publishButton })}
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
