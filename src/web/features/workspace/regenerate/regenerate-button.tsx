import { LoaderCircle, RefreshCw } from "lucide-react";
import { SECTION_LABELS, type ListingSection } from "../../../../core/listing/editable";
import { Button } from "../../../components/ui/button";
import { isRegenerating } from "./regenerable-sections";
import { useWorkspace } from "../workspace-context";

export function RegenerateButton({ section }: { section: ListingSection }) {
  const workspace = useWorkspace();
  if (!workspace || workspace.product.status !== "complete" || !workspace.sections.includes(section)) return null;
  const label = SECTION_LABELS[section];
  if (isRegenerating(workspace.running, section)) {
    return (
      <span role="status" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
        <span>
          Regenerating…<span className="sr-only"> {label}</span>
        </span>
      </span>
    );
  }
  // Another run is going: the button stays focusable but waits (aria-disabled keeps focus in place).
  const waiting = workspace.running !== null;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Regenerate ${label}`}
      aria-disabled={waiting}
      onClick={waiting ? undefined : () => workspace.openRegenerate(section)}
      className="aria-disabled:opacity-50"
    >
      <RefreshCw aria-hidden="true" />
      <span className="hidden sm:inline">Regenerate</span>
    </Button>
  );
}
