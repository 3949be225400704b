import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { imageAlt } from "./product-details";
import { useZoomPan } from "./use-zoom-pan";
import { ZoomControls } from "./zoom-controls";

interface ImageDialogProps {
  images: string[];
  title: string;
  alts?: string[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The enlarged image, nearly as large as the screen, with zoom; the arrow keys and buttons page through the others. */
export function ImageDialog({ open, onOpenChange, ...viewer }: ImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Each opening starts at 100 %. */}
      <ImageViewer key={String(open)} {...viewer} />
    </Dialog>
  );
}

function ImageViewer({ images, alts = [], title, index, onIndexChange }: Omit<ImageDialogProps, "open" | "onOpenChange">) {
  const zoom = useZoomPan();
  const total = images.length;
  const show = (next: number) => {
    zoom.reset();
    onIndexChange((next + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (zoom.onKey(event)) return event.preventDefault();
    if (total < 2) return;
    if (event.key === "ArrowRight") show(index + 1);
    if (event.key === "ArrowLeft") show(index - 1);
  };
  const size = `${zoom.zoom * 100}%`;

  return (
    <DialogContent
      size="screen"
      className="grid-rows-[auto_minmax(0,1fr)]"
      onKeyDown={onKeyDown}
      // The image first: it is what the dialog is for, and it scrolls by keyboard once zoomed.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        zoom.viewportProps.ref.current?.focus();
      }}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 pr-10">
        <div className="mr-auto grid min-w-0 gap-0.5">
          <DialogTitle className="text-base">{`Image ${index + 1} of ${total}`}</DialogTitle>
          <DialogDescription className="sr-only md:not-sr-only md:text-xs">
            Click the image to zoom in or out; drag or scroll to move around. Keys: + and - zoom, 0 resets.
          </DialogDescription>
        </div>
        <ZoomControls zoom={zoom} />
      </div>
      <div className="relative min-h-0">
        <div
          {...zoom.viewportProps}
          role="group"
          aria-label={`Image viewer, ${Math.round(zoom.zoom * 100)}%`}
          // Focusable so the keyboard reaches the scroll area when zoomed.
          tabIndex={0}
          className={cn("size-full overflow-auto rounded-lg bg-muted select-none", zoom.zoomed ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in")}
        >
          <img
            src={images[index]}
            alt={imageAlt(title, index, total, alts[index])}
            draggable={false}
            style={{ width: size, height: size }}
            className="max-w-none object-contain"
          />
        </div>
        {total > 1 ? (
          <>
            <PageButton label="Previous image" side="left" onClick={() => show(index - 1)}>
              <ChevronLeft aria-hidden="true" />
            </PageButton>
            <PageButton label="Next image" side="right" onClick={() => show(index + 1)}>
              <ChevronRight aria-hidden="true" />
            </PageButton>
          </>
        ) : null}
      </div>
    </DialogContent>
  );
}

function PageButton({ label, side, onClick, children }: { label: string; side: "left" | "right"; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      onClick={onClick}
      className={cn("absolute top-1/2 -translate-y-1/2 rounded-full bg-background/90 shadow", side === "left" ? "left-2" : "right-2")}
    >
      {children}
    </Button>
  );
}
