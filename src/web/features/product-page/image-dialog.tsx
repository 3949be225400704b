import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../components/ui/dialog";
import { imageAlt } from "./product-details";

interface ImageDialogProps {
  images: string[];
  title: string;
  alts?: string[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The enlarged image; the arrow keys and buttons page through the others. */
export function ImageDialog({ images, alts = [], title, index, onIndexChange, open, onOpenChange }: ImageDialogProps) {
  const total = images.length;
  const show = (next: number) => onIndexChange((next + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === "ArrowRight") show(index + 1);
    if (event.key === "ArrowLeft") show(index - 1);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl p-4 sm:p-6" aria-describedby={undefined} onKeyDown={onKeyDown}>
        <DialogTitle className="pr-8">{`Image ${index + 1} of ${total}`}</DialogTitle>
        <img src={images[index]} alt={imageAlt(title, index, total, alts[index])} className="max-h-[75dvh] w-full rounded-lg bg-muted object-contain" />
        {total > 1 && (
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => show(index - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button variant="outline" onClick={() => show(index + 1)}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
