import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import type { ApiProduct } from "../../../../core/api-types";
import type { EditableListing } from "../../../../core/listing/editable";
import { Button } from "../../../components/ui/button";
import { whenIdle } from "../../../lib/when-idle";
import { clearDraft, readDraft } from "./draft-storage";
import { EDIT_LISTING_BUTTON_ID } from "./edit-button-id";
import { preloadListingEditor } from "./lazy-listing-editor";

/** Only a complete listing that is not archived is edited. */
export const isEditable = (product: ApiProduct) => product.status === "complete" && !product.archived;

/** The product page's way into edit mode; the editor's code loads when the page is idle. Kept apart from the editor so the page loads without it. */
export function EditListingButton({ product, onEdit }: { product: ApiProduct; onEdit: (draft: EditableListing | null) => void }) {
  const editable = isEditable(product);
  useEffect(() => (editable ? whenIdle(preloadListingEditor) : undefined), [editable]);
  if (!editable) return null;
  return (
    // "Edit" on a phone keeps the toolbar one row at 375 px; the button's name is the same everywhere.
    <Button
      id={EDIT_LISTING_BUTTON_ID}
      variant="secondary"
      aria-label="Edit listing"
      onPointerEnter={preloadListingEditor}
      onFocus={preloadListingEditor}
      onClick={() => onEdit(null)}
    >
      <Pencil aria-hidden="true" />
      Edit<span className="hidden sm:inline"> listing</span>
    </Button>
  );
}

export function UnsavedEditsNotice({ product, onEdit }: { product: ApiProduct; onEdit: (draft: EditableListing | null) => void }) {
  const [draft, setDraft] = useState(() => readDraft(product.id, product.version));
  if (!isEditable(product) || !draft) return null;
  const discard = () => {
    clearDraft(product.id, product.version);
    setDraft(null);
  };
  return (
    <div role="region" aria-label="Unsaved edits" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="min-w-0 flex-1">You have unsaved edits to this listing from earlier in this tab.</p>
      <Button size="sm" onClick={() => onEdit(draft)}>
        Restore edits
      </Button>
      <Button size="sm" variant="outline" onClick={discard}>
        Discard edits
      </Button>
    </div>
  );
}
