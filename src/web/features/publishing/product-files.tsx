import { useRef } from "react";
import { toast } from "sonner";
import type { ApiProductFile } from "../../../core/marketplaces/api-types";
import { DIGITAL_FILE_MAX_BYTES, DIGITAL_FILE_NAMES } from "../../../core/marketplaces/digital-files";
import { useDeleteProductFile, useUploadProductFile } from "../../api/marketplaces";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api-client";

const MB = 1024 * 1024;
const size = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function ProductFiles({ productId, files }: { productId: string; files: ApiProductFile[] }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProductFile(productId, {
    onSuccess: ({ file }) => void toast.success("File added", { description: file.name }),
    onError: (error) => void toast.error("Could not add the file", { description: errorMessage(error, "Please try again.") }),
  });
  const remove = useDeleteProductFile(productId, {
    onError: (error) => void toast.error("Could not remove the file", { description: errorMessage(error, "Please try again.") }),
  });
  return (
    <section id="publish-files" className="grid gap-2" aria-label="Files the buyer receives">
      <h3 className="font-medium">Files the buyer receives</h3>
      {files.length === 0 ? <p className="text-sm text-muted-foreground">No file yet.</p> : null}
      <ul className="grid gap-1">
        {files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <a className="underline underline-offset-4" href={`/api/products/${productId}/files/${file.id}/download`}>
              {file.name}
            </a>
            <span className="text-muted-foreground">{size(file.size)}</span>
            <Button size="sm" variant="ghost" onClick={() => remove.mutate(file.id)} disabled={remove.isPending} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <input
          ref={input}
          type="file"
          className="sr-only"
          aria-label="Add a file for the buyer"
          accept={DIGITAL_FILE_NAMES.map((name) => `.${name}`).join(",")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            if (file.size > DIGITAL_FILE_MAX_BYTES) return void toast.error(`${file.name} is over ${DIGITAL_FILE_MAX_BYTES / MB} MB.`);
            upload.mutate(file);
          }}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
          {upload.isPending ? "Uploading…" : "Add a file"}
        </Button>
        <p className="mt-1 text-xs text-muted-foreground">PDF, ZIP, PNG, JPEG, PPTX, KEY, PSD and more, up to {DIGITAL_FILE_MAX_BYTES / MB} MB each.</p>
      </div>
    </section>
  );
}
