import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import type { CreateProductRequest } from "../../../core/api-types";
import { DUPLICATE_TEXTS } from "../../../core/products/duplicates";
import { isStepValid, SUBMIT_AUTH_ERROR, SUBMIT_VALIDATION_ERROR, TOTAL_STEPS, type WizardData } from "../../../core/products/wizard";
import { duplicateOf, isPlanLimit, useCreateProduct } from "../../api/products";
import { useMe } from "../../api/session";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api-client";
import { track } from "../../lib/analytics/track";
import { BackgroundNotice } from "./progress/background-notice";
import { FailureNotice } from "./progress/failure-notice";
import { ProgressOverlay } from "./progress/progress-overlay";
import { useSubscription } from "../../api/subscription";
import { CreateWizard } from "./create-wizard";
import { DuplicateDialog } from "./duplicate-dialog";
import { limitReached } from "./plan-limit";
import { PlanLimitBanner } from "./plan-limit-banner";
import { ResultCard } from "./result-card";
import { UpgradePanel } from "./upgrade-panel";
import { buildCreateRequest } from "./build-create-request";
import { SUBMISSION_FAILED, SUBMIT_STAGES, uploadStage, type SubmitStage } from "./submit-texts";
import { uploadWizardImages } from "./upload-wizard-images";
import type { SubmitState } from "./submit-state";
import { useWizard, type WizardFiles } from "./use-wizard";
import { useWizardDraft } from "./use-wizard-draft";

/** Keeps the product being generated in the address, so a reload opens its overlay again. */
const WATCH_PARAM = "product";

/** One id for the wizard's validation toasts: a new one replaces the last, an edit dismisses it. */
const VALIDATION_TOAST = "wizard-validation";

/** What replaces a closed overlay: "still working" (the creator left it) or the failure above the wizard. */
type Notice = { kind: "left"; productId: string } | { kind: "failed"; kept: boolean } | null;

/**
 * The create page's body: the result after a submit, else the upgrade panel at the cap, else the
 * wizard; over it, while a new listing is generated, the progress overlay, which the creator may
 * leave (a notice then says where to find the listing); after a failure, Try Again returns here.
 */
export function CreateProductFlow() {
  const { data: me } = useMe();
  const subscription = useSubscription();
  const { state: wizard, dispatch } = useWizard();
  const { state: submission, submit, resolveDuplicate, cancelDuplicate, reset } = useSubmission();
  const draft = useWizardDraft({ userId: me?.user.id, wizard, dispatch, submitted: submission.phase === "done" });
  // A "Validation Error" toast goes once the creator changes the fields it was about (issue 31).
  useEffect(() => void toast.dismiss(VALIDATION_TOAST), [wizard.data]);

  const [params, setParams] = useSearchParams();
  const [closedId, setClosedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const created = submission.phase === "done" ? submission.product : null;
  const pendingId = created?.status === "pending" ? created.id : null;
  const watchedId = params.get(WATCH_PARAM) ?? pendingId;
  const overlayId = watchedId !== closedId ? watchedId : null;

  const addressed = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingId || addressed.current === pendingId) return;
    addressed.current = pendingId;
    setParams({ [WATCH_PARAM]: pendingId }, { replace: true });
  }, [pendingId, setParams]);

  const closeOverlay = (next: Notice) => {
    setClosedId(overlayId);
    setNotice(next);
    if (params.has(WATCH_PARAM)) setParams({}, { replace: true });
  };
  const showProgress = (productId: string) => {
    setNotice(null);
    setClosedId(null);
    setParams({ [WATCH_PARAM]: productId }, { replace: true });
  };
  // Only a submission of this visit left its data in the wizard (not one reopened from the address).
  const kept = created !== null && created.id === overlayId;
  // Back to the wizard; submitting again creates a new product (a failed one takes no slot).
  const tryAgain = () => {
    closeOverlay({ kind: "failed", kept });
    reset();
  };
  const createAnother = () => {
    setNotice(null);
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
        draft={draft}
        submission={submission}
        signedIn={Boolean(me)}
        onSubmit={() => {
          setNotice(null);
          void submit(wizard.data, wizard.files, Boolean(me));
        }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      {subscription.data ? <PlanLimitBanner subscription={subscription.data} /> : null}
      {notice?.kind === "left" ? <BackgroundNotice key={notice.productId} onShowProgress={() => showProgress(notice.productId)} /> : null}
      {notice?.kind === "failed" ? <FailureNotice kept={notice.kept} /> : null}
      {body}
      {overlayId ? (
        <ProgressOverlay key={overlayId} productId={overlayId} onRetry={tryAgain} onLeave={() => closeOverlay({ kind: "left", productId: overlayId })} />
      ) : null}
      <DuplicateDialog
        duplicate={submission.phase === "duplicate" ? submission.duplicate : null}
        onReplace={() => void resolveDuplicate("replace")}
        onUnique={() => void resolveDuplicate("unique")}
        onCancel={cancelDuplicate}
      />
    </div>
  );
}

/** After this long the create call's progress mark moves on to the duplicate check it also does. */
const CHECKING_AFTER_MS = 300;
const REFUSED_INPUT = new Set(["VALIDATION_FAILED", "BAD_REQUEST"]);
const allStepsValid = (data: WizardData) => Array.from({ length: TOTAL_STEPS }, (_, i) => i + 1).every((step) => isStepValid(step, data));

/** What a failed create says: a duplicate's settlement has its own words. */
function failureOf({ onDuplicate }: CreateProductRequest): { title: string; description?: string } {
  if (onDuplicate === "replace") return { title: DUPLICATE_TEXTS.replaceFailed };
  if (onDuplicate === "unique") return { title: DUPLICATE_TEXTS.uniqueFailed };
  return SUBMISSION_FAILED;
}

/**
 * The wizard's submission: the checks, the upload (with its progress), then useCreateProduct,
 * whose state is the outcome (the product, a duplicate to settle, a full plan). One at a time.
 */
function useSubmission() {
  const [uploading, setUploading] = useState<SubmitStage | null>(null);
  const [checking, setChecking] = useState(false);
  // A ref, not state: a second click in the same render must already see the first one running.
  const running = useRef(false);
  const create = useCreateProduct({
    onMutate: () => {
      setChecking(false);
      return window.setTimeout(() => setChecking(true), CHECKING_AFTER_MS);
    },
    onSettled: (_data, _error, _request, timer) => window.clearTimeout(timer),
    onSuccess: ({ message }) => {
      track("create_product");
      if (message) toast.success(message);
    },
    onError: (error, request) => {
      // The state shows these two: the duplicate dialog, the upgrade panel.
      if (duplicateOf(error) || isPlanLimit(error)) return;
      // By code (decision 038): signed out, or a body the server's rules refused (its message names the field).
      if (error instanceof ApiError && error.code === "UNAUTHORIZED")
        return void toast.error(SUBMIT_AUTH_ERROR.title, { description: SUBMIT_AUTH_ERROR.description });
      if (error instanceof ApiError && REFUSED_INPUT.has(error.code))
        return void toast.error(SUBMIT_VALIDATION_ERROR.title, { id: VALIDATION_TOAST, description: error.message });
      const failure = failureOf(request);
      toast.error(failure.title, { description: failure.description });
    },
  });

  const exclusive = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await work();
    } finally {
      running.current = false;
    }
  };
  // Its answer, whatever it is, is the mutation's state and the reactions above.
  const send = (request: CreateProductRequest) =>
    create.mutateAsync(request).then(
      () => undefined,
      () => undefined,
    );

  let state: SubmitState = { phase: "idle" };
  const duplicate = duplicateOf(create.error);
  if (uploading) state = { phase: "submitting", stage: uploading };
  else if (create.isPending) state = { phase: "submitting", stage: checking ? SUBMIT_STAGES.checking : SUBMIT_STAGES.creating };
  else if (create.isSuccess) state = { phase: "done", product: create.data.product };
  else if (duplicate && create.variables) state = { phase: "duplicate", duplicate, request: create.variables };
  else if (isPlanLimit(create.error)) state = { phase: "limit" };

  const submit = (data: WizardData, files: WizardFiles, signedIn: boolean) =>
    exclusive(async () => {
      if (!signedIn) return void toast.error(SUBMIT_AUTH_ERROR.title, { description: SUBMIT_AUTH_ERROR.description });
      if (!allStepsValid(data))
        return void toast.error(SUBMIT_VALIDATION_ERROR.title, { id: VALIDATION_TOAST, description: SUBMIT_VALIDATION_ERROR.description });
      create.reset();
      setUploading(SUBMIT_STAGES.uploading);
      try {
        const images = await uploadWizardImages(data, files, (fraction) => setUploading(uploadStage(fraction)));
        if (!images) return setUploading(null);
        const sent = send(buildCreateRequest(data, images));
        setUploading(null);
        await sent;
      } catch {
        setUploading(null);
        toast.error(SUBMISSION_FAILED.title, { description: SUBMISSION_FAILED.description });
      }
    });

  /** Sends the same request again (the same uploaded images), telling the server how to settle the clash. */
  const resolveDuplicate = (choice: "replace" | "unique") =>
    exclusive(async () => {
      if (state.phase === "duplicate") await send({ ...state.request, onDuplicate: choice });
    });

  const cancelDuplicate = () => {
    if (state.phase !== "duplicate" || running.current) return;
    create.reset();
    toast(DUPLICATE_TEXTS.cancelledTitle, { description: DUPLICATE_TEXTS.cancelled });
  };

  return { state, submit, resolveDuplicate, cancelDuplicate, reset: () => create.reset() };
}
