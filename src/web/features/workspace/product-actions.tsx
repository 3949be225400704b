import { Archive, ArrowLeft, Download, Ellipsis, FileOutput, History, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { ApiProduct } from "../../../core/api-types";
import type { EditableListing } from "../../../core/listing/editable";
import { Button } from "../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import { ExportMenu, useExportDialogs } from "./exports/export-menu";
import { EditListingButton } from "./editor/edit-listing-bar";
import { ListingToolbarButtons, useCompleteWorkspace } from "./regenerate/listing-toolbar";
import { ArchiveDialog } from "./archive-dialog";
import { useDownloadImages } from "./use-download-images";

export function BackToGallery() {
  return (
    <Button asChild variant="ghost" className="w-fit shrink-0 whitespace-nowrap px-2">
      <Link to="/gallery">
        <ArrowLeft aria-hidden="true" />
        Back to Gallery
      </Link>
    </Button>
  );
}

interface ProductActionsProps {
  product: ApiProduct;
  onEdit: (draft: EditableListing | null) => void;
}

/**
 * The product page's one toolbar row (issue 31): Back to Gallery, Edit listing, and the rest as
 * buttons from 768 px, in a "More actions" menu below it.
 */
export function ProductActions({ product, onEdit }: ProductActionsProps) {
  const { download, downloading } = useDownloadImages();
  return (
    <div className="flex min-w-0 items-center justify-between gap-2">
      <BackToGallery />
      <div className="flex min-w-0 items-center gap-2">
        <EditListingButton product={product} onEdit={onEdit} />
        <div className="hidden items-center gap-2 md:flex">
          <ListingToolbarButtons />
          <ExportMenu product={product} />
          <Button variant="outline" onClick={() => download(product)} disabled={downloading}>
            <Download aria-hidden="true" />
            {downloading ? "Downloading..." : "Download Images"}
          </Button>
          {!product.archived && <ArchiveDialog productId={product.id} />}
        </div>
        <MoreActions product={product} download={() => download(product)} downloading={downloading} />
      </div>
    </div>
  );
}

/** Below 768 px: what does not fit beside Edit listing. Dialogs open once the menu has closed and handed focus back. */
function MoreActions({ product, download, downloading }: { product: ApiProduct; download: () => void; downloading: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const workspace = useCompleteWorkspace();
  const exporting = useExportDialogs(product, trigger);
  const [archiveOpen, setArchiveOpen] = useState(false);
  // Focus goes to the menu's button first, so a dialog opened from the menu gives it back there.
  const later = (open: () => void) => () =>
    void window.setTimeout(() => {
      trigger.current?.focus();
      open();
    }, 0);
  const busy = workspace?.running != null;
  return (
    <div className="md:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="outline" size="icon" aria-label="More actions" title="More actions">
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {workspace ? (
            <>
              <DropdownMenuItem onSelect={later(() => workspace.openHistory())}>
                <History aria-hidden="true" />
                History
              </DropdownMenuItem>
              <DropdownMenuItem disabled={busy} onSelect={later(() => workspace.openRegenerate(null))}>
                <Sparkles aria-hidden="true" />
                Regenerate listing
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={later(exporting.start)}>
                <FileOutput aria-hidden="true" />
                Export
              </DropdownMenuItem>
            </>
          ) : null}
          <DropdownMenuItem disabled={downloading} onSelect={download}>
            <Download aria-hidden="true" />
            {downloading ? "Downloading..." : "Download Images"}
          </DropdownMenuItem>
          {!product.archived ? (
            <DropdownMenuItem onSelect={later(() => setArchiveOpen(true))}>
              <Archive aria-hidden="true" />
              Archive Product
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {exporting.dialogs}
      {!product.archived && <ArchiveDialog productId={product.id} control={{ open: archiveOpen, setOpen: setArchiveOpen }} />}
    </div>
  );
}
