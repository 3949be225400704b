import { FieldError } from "./field-error";
import { ImageDropZone } from "./image-drop-zone";
import { ImageThumbnail } from "./image-thumbnail";

interface SingleImageFieldProps {
  id: string;
  label: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
}

/** One image (avatar, before, after; each required while its addon is on): a drop area, the preview and the field's message. */
export function SingleImageField({ id, label, file, error, onChange }: SingleImageFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <ImageDropZone
        id={id}
        label={label}
        required
        describedBy={error ? errorId : undefined}
        onFiles={(files) => {
          const [first] = files;
          if (first) onChange(first);
        }}
      />
      {file ? (
        <div className="w-28">
          <ImageThumbnail file={file} removeLabel={`Remove ${label.toLowerCase()}`} onRemove={() => onChange(null)} />
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
