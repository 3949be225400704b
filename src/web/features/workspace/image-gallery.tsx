import { Maximize2 } from "lucide-react";
import { useState } from "react";
import { ImageDialog } from "./image-dialog";
import { imageAlt } from "./product-details";
import { ThumbnailStrip } from "./thumbnail-strip";

export function ImageGallery({ images, alts = [], title }: { images: string[]; alts?: string[]; title: string }) {
  const [chosen, setSelected] = useState(0);
  const [open, setOpen] = useState(false);
  // The list can shrink under us when the product is refetched.
  const selected = Math.min(chosen, images.length - 1);
  const current = images[selected];
  if (current === undefined) return null;

  return (
    <div className="grid min-w-0 gap-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Enlarge image ${selected + 1} of ${images.length}`}
        className="group relative overflow-hidden rounded-xl border border-border bg-muted"
      >
        <img src={current} alt={imageAlt(title, selected, images.length, alts[selected])} className="aspect-square w-full object-contain" />
        <span className="absolute right-3 bottom-3 rounded-full bg-background/90 p-2 shadow group-hover:bg-background" aria-hidden="true">
          <Maximize2 className="size-4" />
        </span>
      </button>
      {images.length > 1 && <ThumbnailStrip images={images} selected={selected} onSelect={setSelected} />}
      <ImageDialog images={images} alts={alts} title={title} index={selected} onIndexChange={setSelected} open={open} onOpenChange={setOpen} />
    </div>
  );
}
