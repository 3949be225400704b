import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Skeleton } from "../../components/ui/skeleton";
import { useMe } from "../../lib/use-me";
import { ProgressOverlay } from "../progress/progress-overlay";
import { useSubscription } from "../subscription/use-subscription";
import { CreateWizard } from "./create-wizard";
import { DuplicateDialog } from "./duplicate-dialog";
import { limitReached } from "./plan-limit";
import { PlanLimitBanner } from "./plan-limit-banner";
import { ResultCard } from "./result-card";
import { UpgradePanel } from "./upgrade-panel";
import { useSubmitProduct } from "./use-submit-product";
import { useWizard } from "./use-wizard";

/** Keeps the product being generated in the address, so a reload opens its overlay again. */
const WATCH_PARAM = "product";

/**
 * The create page's body: the result after a submit, else the upgrade panel at the cap, else the
 * wizard; over it, while a new listing is generated, the progress overlay.
 */
export function CreateProductFlow() {
  const { data: me } = useMe();
  const subscription = useSubscription();
  const { state: wizard, dispatch } = useWizard();
  const { state: submission, submit, resolveDuplicate, cancelDuplicate, reset } = useSubmitProduct();

  const [params, setParams] = useSearchParams();
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const created = submission.phase === "done" ? submission.product : null;
  const pendingId = created?.status === "pending" ? created.id : null;
  const watchedId = params.get(WATCH_PARAM) ?? pendingId;
  const overlayId = watchedId !== dismissedId ? watchedId : null;

  const addressed = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingId || addressed.current === pendingId) return;
    addressed.current = pendingId;
    setParams({ [WATCH_PARAM]: pendingId }, { replace: true });
  }, [pendingId, setParams]);

  const leaveOverlay = () => {
    setDismissedId(overlayId);
    if (params.has(WATCH_PARAM)) setParams({}, { replace: true });
  };
  // Back to the wizard with the same data; submitting again creates a new product.
  const tryAgain = () => {
    leaveOverlay();
    reset();
  };
  const createAnother = () => {
    dispatch({ type: "reset" });
    reset();
  };

  let body;
  if (submission.phase === "done") {
    body = <ResultCard product={submission.product} onCreateAnother={createAnother} />;
  } else if (subscription.isPending) {
    body = <Skeleton className="h-96 w-full rounded-xl" />;
  } else if (submission.phase === "limit" || (subscription.data && limitReached(subscription.data))) {
    body = <UpgradePanel subscription={subscription.data} />;
  } else {
    // If the plan could not be loaded the wizard still shows; the server enforces the cap anyway.
    body = (
      <CreateWizard
        wizard={wizard}
        dispatch={dispatch}
        submission={submission}
        signedIn={Boolean(me)}
        onSubmit={() => void submit(wizard.data, wizard.files, Boolean(me))}
      />
    );
  }

  return (
    <div className="grid gap-6">
      {subscription.data ? <PlanLimitBanner subscription={subscription.data} /> : null}
      {body}
      {overlayId ? <ProgressOverlay key={overlayId} productId={overlayId} onRetry={tryAgain} onDismiss={leaveOverlay} /> : null}
      <DuplicateDialog
        duplicate={submission.phase === "duplicate" ? submission.duplicate : null}
        onReplace={() => void resolveDuplicate("replace")}
        onUnique={() => void resolveDuplicate("unique")}
        onCancel={cancelDuplicate}
      />
    </div>
  );
}
