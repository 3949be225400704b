import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

/** Arrows appear only when there are more images than fit the strip. */
const VISIBLE_THUMBNAILS = 5;

interface ThumbnailStripProps {
  images: string[];
  selected: number;
  onSelect: (index: number) => void;
}

export function ThumbnailStrip({ images, selected, onSelect }: ThumbnailStripProps) {
  const [start, setStart] = useState(0);
  const [followed, setFollowed] = useState(selected);
  // When the selection moves (e.g. paging in the dialog), scroll the strip to keep it in view.
  if (selected !== followed) {
    setFollowed(selected);
    if (selected < start) setStart(selected);
    else if (selected >= start + VISIBLE_THUMBNAILS) setStart(selected - VISIBLE_THUMBNAILS + 1);
  }
  const lastStart = Math.max(images.length - VISIBLE_THUMBNAILS, 0);
  const carousel = images.length > VISIBLE_THUMBNAILS;
  const first = Math.min(start, lastStart);
  const visible = images.slice(first, first + VISIBLE_THUMBNAILS);

  return (
    <div className="flex items-center gap-2">
      {carousel && (
        <StripArrow label="Previous images" disabled={first === 0} onClick={() => setStart(first - 1)}>
          <ChevronLeft aria-hidden="true" />
        </StripArrow>
      )}
      <ul className="grid flex-1 grid-cols-5 gap-2">
        {visible.map((url, offset) => {
          const index = first + offset;
          return (
            <li key={`${index}-${url}`}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === selected ? "true" : undefined}
                className={cn(
                  "block w-full overflow-hidden rounded-md border-2 bg-muted",
                  index === selected ? "border-primary" : "border-transparent hover:border-input",
                )}
              >
                <img src={url} alt="" loading="lazy" className="aspect-square w-full object-cover" />
              </button>
            </li>
          );
        })}
      </ul>
      {carousel && (
        <StripArrow label="Next images" disabled={first >= lastStart} onClick={() => setStart(first + 1)}>
          <ChevronRight aria-hidden="true" />
        </StripArrow>
      )}
    </div>
  );
}

function StripArrow({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" size="icon" className="size-8" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
