import { ArrowLeft, Download } from "lucide-react";
import { Link } from "react-router";
import type { ApiProduct } from "../../../core/api-types";
import { Button } from "../../components/ui/button";
import { ExportMenu } from "../exports/export-menu";
import { ArchiveDialog } from "./archive-dialog";
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
  const { download, downloading } = useDownloadImages();

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <BackToGallery />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download(product)} disabled={downloading}>
          <Download aria-hidden="true" />
          {downloading ? "Downloading..." : "Download Images"}
        </Button>
        <ExportMenu product={product} />
        {!product.archived && <ArchiveDialog productId={product.id} />}
      </div>
    </div>
  );
}
