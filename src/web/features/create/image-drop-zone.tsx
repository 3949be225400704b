import { ImageUp } from "lucide-react";
import { useState, type DragEvent } from "react";
import { cn } from "../../lib/cn";
import { FieldLabel } from "./required-mark";

interface ImageDropZoneProps {
  id: string;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Marks the field with a visible * and tells assistive technology it is required. */
  required?: boolean;
  /** Ids of messages (errors, counts) that describe the input besides the hint. */
  describedBy?: string | undefined;
  onFiles: (files: File[]) => void;
}

/**
 * A real file input (kept focusable, visually replaced by the drop area) so keyboard and
 * screen-reader users pick files the usual way while others can drop them.
 */
export function ImageDropZone({ id, label, multiple = false, disabled = false, required = false, describedBy, onFiles }: ImageDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple={multiple}
          disabled={disabled}
          required={required}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
          className="peer sr-only"
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            // Picking the same file again after removing it must fire another change.
            event.target.value = "";
          }}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cn(
            "flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors",
            "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
            dragging ? "border-primary bg-secondary" : "border-input hover:bg-muted",
            disabled && "cursor-not-allowed opacity-60",
          )}
        >
          <ImageUp className="size-8 text-muted-foreground" />
          <span>
            Drag and drop {multiple ? "images" : "an image"} here, or <span className="font-medium text-primary underline">browse</span>
          </span>
          <span id={hintId} className="text-xs text-muted-foreground">
            Image files up to 10 MB{multiple ? " each" : ""}
          </span>
        </label>
      </div>
    </div>
  );
}
