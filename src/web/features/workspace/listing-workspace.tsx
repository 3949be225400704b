import { useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { ApiProduct } from "../../../core/api-types";
import type { ListingSection } from "../../../core/listing/editable";
import { ApiError, errorMessage } from "../../lib/api-client";
import type { HistoryView } from "./history/history-dialog";
import { HistoryDialog } from "./history/lazy-history-dialog";
import { useRestoreWithUndo } from "./history/use-restore-with-undo";
import { UpgradeDialog } from "../../components/upgrade-dialog";
import { useRegenerate, type RegenerateRequest } from "../../api/regenerations";
import { regenerableSections } from "./regenerate/regenerable-sections";
import { RegenerateDialog } from "./regenerate/regenerate-dialog";
import { useFollowedRegeneration } from "./regenerate/use-followed-regeneration";
import { useRegenerationOutcome } from "./regenerate/use-regeneration-outcome";
import { WorkspaceContext, type Workspace } from "./workspace-context";

const UPGRADE_TEXTS = {
  title: "Upgrade to regenerate",
  description: "Your plan does not include this regeneration. The Creator and Pro plans regenerate many more sections a day.",
};
const START_FAILED = "Could not start the regeneration. Please try again.";
const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "PLAN_REQUIRED";

/**
 * The product page's regenerate and history state: which dialog is open, the regeneration being
 * followed (started here, or found running on the product after a reload) and what it ended in.
 */
export function ListingWorkspace({ product, children }: { product: ApiProduct; children: ReactNode }) {
  const [target, setTarget] = useState<ListingSection | null | undefined>(undefined);
  const [history, setHistory] = useState<HistoryView | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // Dialogs opened from code (a section's button, a toast) give focus back to what opened them.
  const opener = useRef<HTMLElement | null>(null);
  const regenerate = useRegenerate(product.id);
  const { restore, isPending: restoring } = useRestoreWithUndo(product.id);

  const serverRunning = product.regeneration?.status === "pending" ? product.regeneration : null;
  // The one followed: started here, or newly reported running by the product (a reload, another
  // tab). Kept after it ends, so its outcome and the allowance it reported stay at hand.
  const serverId = serverRunning?.id ?? null;
  const [seenServerId, setSeenServerId] = useState(serverId);
  const [followedId, setFollowedId] = useState(serverId);
  if (serverId !== seenServerId) {
    setSeenServerId(serverId);
    if (serverId) setFollowedId(serverId);
  }
  const tracked = useFollowedRegeneration(product.id, followedId);
  const latest = tracked.data?.regeneration ?? serverRunning;
  const running = latest?.status === "pending" ? latest : null;

  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const openHistory = (view: HistoryView = {}) => {
    remember();
    setHistory(view);
  };
  const outcome = useRegenerationOutcome(product.id, latest, {
    undo: (number, current) => restore(number, { current }),
    compare: openHistory,
  });

  /** `onStarted` comes from the dialog, which shows its own errors; a retry's errors are a toast. */
  const start = (request: RegenerateRequest, onStarted?: () => void) => {
    regenerate.mutate(request, {
      onSuccess: (response) => {
        outcome.dismiss();
        setFollowedId(response.regeneration.id);
        onStarted?.();
      },
      onError: (error) => {
        if (isPlanRequired(error)) {
          setTarget(undefined);
          setUpgradeOpen(true);
        } else if (!onStarted) toast.error(errorMessage(error, START_FAILED));
      },
    });
  };
  const retry = () => {
    const failed = outcome.failed;
    if (failed) start({ section: failed.section, instruction: failed.instruction, locked: failed.locked, baseVersion: product.version });
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };

  const workspace: Workspace = {
    product,
    sections: regenerableSections(product),
    running,
    failed: outcome.failed,
    openRegenerate: (section) => {
      remember();
      regenerate.reset();
      setTarget(section);
    },
    regenerateListing: () => start({ section: null, instruction: null, locked: [], baseVersion: product.version }),
    openHistory,
    retry,
    retrying: regenerate.isPending,
    dismissFailure: outcome.dismiss,
  };

  return (
    <WorkspaceContext.Provider value={workspace}>
      {children}
      <RegenerateDialog
        product={product}
        sections={workspace.sections}
        target={target}
        onClose={() => setTarget(undefined)}
        onCloseAutoFocus={returnFocus}
        start={(request) => start(request, () => setTarget(undefined))}
        error={regenerate.error}
        starting={regenerate.isPending}
        allowance={tracked.data ?? regenerate.data ?? null}
      />
      <HistoryDialog product={product} view={history} onClose={() => setHistory(null)} onCloseAutoFocus={returnFocus} restore={restore} restoring={restoring} />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} returnFocusTo={opener} {...UPGRADE_TEXTS} />
    </WorkspaceContext.Provider>
  );
}
