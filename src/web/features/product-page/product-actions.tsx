import { ArrowLeft, Download } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { ApiProduct } from "../../../core/api-types";
import { entitlements } from "../../../core/billing";
import { Button } from "../../components/ui/button";
import { ExportMenu } from "../exports/export-menu";
import { useSubscription } from "../../api/subscription";
import { ArchiveDialog } from "./archive-dialog";
import { ExportUpgradeDialog } from "./export-upgrade-dialog";
import { useDownloadImages } from "./use-download-images";

export function BackToGallery() {
  return (
    <Button asChild variant="ghost" className="w-fit px-2">
      <Link to="/gallery">
        <ArrowLeft aria-hidden="true" />
        Back to Gallery
      </Link>
    </Button>
  );
}

export function ProductActions({ product }: { product: ApiProduct }) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const { download, downloading } = useDownloadImages({ onPlanRequired: () => setUpgradeOpen(true) });
  const { data: subscription } = useSubscription();
  // While the plan is unknown the API decides: it refuses the export for a free account.
  const canExport = subscription ? entitlements(subscription.tier).export : true;
  const onDownload = () => (canExport ? void download(product) : setUpgradeOpen(true));

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <BackToGallery />
      <div className="flex flex-wrap gap-2">
        <Button ref={downloadButton} variant="outline" onClick={onDownload} disabled={downloading}>
          <Download aria-hidden="true" />
          {downloading ? "Downloading..." : "Download Images"}
        </Button>
        <ExportMenu product={product} />
        {!product.archived && <ArchiveDialog productId={product.id} />}
      </div>
      <ExportUpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} returnFocusTo={downloadButton} />
    </div>
  );
}
