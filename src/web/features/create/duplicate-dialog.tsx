import type { DuplicateProduct } from "../../../core/api-types";
import { CATEGORY_CARDS, isCategory } from "../../../core/products/catalog";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";

interface DuplicateDialogProps {
  duplicate: DuplicateProduct | null;
  onReplace: () => void;
  onUnique: () => void;
  onCancel: () => void;
}

function describe({ title, category, createdAt }: DuplicateProduct): string {
  const where = isCategory(category) ? ` in ${CATEGORY_CARDS[category].title}` : "";
  // The existing listing's current title: generation has usually replaced the one derived from the description.
  return `You already have a listing made from this description: "${title}"${where}, created ${new Date(createdAt).toLocaleDateString("en-US")}.`;
}

/** Asked when the submission matches an existing listing (same derived title and category); closing it counts as Cancel. */
export function DuplicateDialog({ duplicate, onReplace, onUnique, onCancel }: DuplicateDialogProps) {
  return (
    <Dialog
      open={duplicate !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent>
        <DialogTitle>Duplicate Product Found</DialogTitle>
        <DialogDescription>
          {duplicate ? describe(duplicate) : null} Replace archives the existing product (it still counts toward your plan), or keep both by giving the new one
          a unique title.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={onUnique}>
            Create with Unique Title
          </Button>
          <Button variant="destructive" onClick={onReplace}>
            Replace
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
