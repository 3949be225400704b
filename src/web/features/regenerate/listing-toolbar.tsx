import { History, Sparkles } from "lucide-react";
import { Button } from "../../components/ui/button";
import { RegenerationStatus } from "./regeneration-status";
import { useWorkspace } from "./workspace-context";

/** History and "Regenerate listing" above the listing, and the regeneration's progress under them. */
export function ListingToolbar() {
  const workspace = useWorkspace();
  if (!workspace || workspace.product.status !== "complete") return null;
  const busy = workspace.running !== null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => workspace.openHistory()}>
          <History aria-hidden="true" />
          History
        </Button>
        <Button variant="outline" aria-disabled={busy} onClick={busy ? undefined : () => workspace.openRegenerate(null)} className="aria-disabled:opacity-50">
          <Sparkles aria-hidden="true" />
          Regenerate listing
        </Button>
      </div>
      <RegenerationStatus {...workspace} />
    </div>
  );
}
