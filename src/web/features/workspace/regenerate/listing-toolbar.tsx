import { History, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { RegenerationStatus } from "./regeneration-status";
import { useWorkspace, type Workspace } from "../workspace-context";

/** The workspace of a complete listing (history and regeneration), else null. */
export function useCompleteWorkspace(): Workspace | null {
  const workspace = useWorkspace();
  return workspace?.product.status === "complete" ? workspace : null;
}

export function ListingToolbarButtons() {
  const workspace = useCompleteWorkspace();
  if (!workspace) return null;
  const busy = workspace.running !== null;
  return (
    <>
      <Button variant="outline" onClick={() => workspace.openHistory()}>
        <History aria-hidden="true" />
        History
      </Button>
      <Button variant="outline" aria-disabled={busy} onClick={busy ? undefined : () => workspace.openRegenerate(null)} className="aria-disabled:opacity-50">
        <Sparkles aria-hidden="true" />
        Regenerate listing
      </Button>
    </>
  );
}

export function ListingRegenerationStatus() {
  const workspace = useCompleteWorkspace();
  return workspace ? <RegenerationStatus {...workspace} /> : null;
}
