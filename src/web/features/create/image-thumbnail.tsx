import { X } from "lucide-react";
import { usePreviewUrl } from "./use-preview-url";

interface ImageThumbnailProps {
  file: File;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}

const keys = new WeakMap<File, number>();
let lastKey = 0;

/** A stable React key for a picked file (files carry no id, and two picks may share a name). */
export function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) keys.set(file, (key = ++lastKey));
  return key;
}

export function ImageThumbnail({ file, removeLabel, onRemove, disabled = false }: ImageThumbnailProps) {
  const url = usePreviewUrl(file);
  return (
    <div className="relative aspect-square overflow-hidden rounded-lg border border-border bg-muted">
      {url ? <img src={url} alt={file.name} className="size-full object-cover" /> : null}
      <button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        className="absolute right-1 top-1 flex size-7 items-center justify-center rounded-full bg-destructive text-destructive-foreground shadow hover:bg-destructive-hover disabled:opacity-50"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
