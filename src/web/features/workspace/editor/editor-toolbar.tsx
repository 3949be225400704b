import { Check, Save } from "lucide-react";
import { Button } from "../../../components/ui/button";

interface EditorToolbarProps {
  title: string;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  onSave: () => void;
  onCancel: () => void;
}

function status({ dirty, saving, saved }: Pick<EditorToolbarProps, "dirty" | "saving" | "saved">) {
  if (saving) return "Saving...";
  if (dirty) return "Unsaved changes";
  return saved ? "Saved" : "No changes yet";
}

export function EditorToolbar({ title, dirty, saving, saved, onSave, onCancel }: EditorToolbarProps) {
  return (
    // Below the app header (h-16, sticky too); compact on phones so the fields keep most of the screen.
    <div className="sticky top-16 z-30 -mx-1 grid gap-2 border-b border-border bg-background/95 px-1 py-2 sm:flex sm:items-center sm:justify-between sm:py-3">
      <div className="min-w-0">
        <h1 className="text-lg font-bold tracking-tight sm:text-2xl">Edit listing</h1>
        <p className="hidden truncate text-sm text-muted-foreground sm:block">{title}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="flex items-center gap-1 text-sm text-muted-foreground">
          {saved && !dirty && !saving && <Check className="size-4 text-green-700" aria-hidden="true" />}
          {status({ dirty, saving, saved })}
        </p>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {dirty ? "Cancel" : "Close editor"}
        </Button>
        <Button onClick={onSave} disabled={!dirty || saving} aria-busy={saving || undefined} aria-keyshortcuts="Control+S Meta+S">
          <Save aria-hidden="true" />
          {saving ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </div>
  );
}
