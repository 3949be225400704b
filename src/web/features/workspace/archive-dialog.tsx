import { Archive } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useArchiveProduct } from "../../api/products";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";

const TEXTS = {
  success: { title: "Product archived", description: "The product has been successfully archived." },
  failed: { title: "Archive failed", description: "Failed to archive the product. Please try again." },
} as const;

interface ArchiveDialogProps {
  productId: string;
  /** Opened from the phone's "More actions" menu: no button of its own, the menu's state. */
  control?: { open: boolean; setOpen: (open: boolean) => void };
}

export function ArchiveDialog({ productId, control }: ArchiveDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const { open, setOpen } = control ?? { open: ownOpen, setOpen: setOwnOpen };
  const navigate = useNavigate();
  // Then the gallery, without the product.
  const archive = useArchiveProduct(productId, {
    onSuccess: async () => {
      toast.success(TEXTS.success.title, { description: TEXTS.success.description });
      await navigate("/gallery");
    },
    onError: () => toast.error(TEXTS.failed.title, { description: TEXTS.failed.description }),
  });
  const confirm = () => archive.mutate(undefined, { onSettled: () => setOpen(false) });

  return (
    <Dialog open={open} onOpenChange={(next) => !archive.isPending && setOpen(next)}>
      {control ? null : (
        <DialogTrigger asChild>
          <Button variant="destructive" disabled={archive.isPending}>
            <Archive aria-hidden="true" />
            {archive.isPending ? "Archiving..." : "Archive Product"}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent>
        <DialogTitle>Archive this product?</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2">
            <p>Archiving is irreversible. The product will no longer be accessible in the gallery.</p>
            <p>Archiving does not free up space in your creation limit.</p>
          </div>
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={archive.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={archive.isPending}>
            {archive.isPending ? "Archiving..." : "Yes, Archive Product"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
