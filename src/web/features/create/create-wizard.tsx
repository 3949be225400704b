import { useEffect, useRef } from "react";
import { continueBlocker } from "../../../core/products/wizard";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLeaveGuard } from "../../lib/use-leave-guard";
import { AddonsStep } from "./addons-step";
import { CategoryStep } from "./category-step";
import { DescriptionStep } from "./description-step";
import { ResumeDraft } from "./resume-draft";
import { ScreenshotsStep } from "./screenshots-step";
import { SubmitProgress } from "./submit-progress";
import type { SubmitState } from "./submit-state";
import type { WizardAction, WizardState } from "./use-wizard";
import type { DraftSaveState, WizardDraftControls } from "./use-wizard-draft";
import { WizardNav } from "./wizard-nav";
import { WizardProgress } from "./wizard-progress";

interface CreateWizardProps {
  wizard: WizardState;
  dispatch: (action: WizardAction) => void;
  draft: WizardDraftControls;
  submission: SubmitState;
  signedIn: boolean;
  onSubmit: () => void;
}

function CurrentStep({ wizard, dispatch }: Pick<CreateWizardProps, "wizard" | "dispatch">) {
  const { step, data, files } = wizard;
  if (step === 1) return <CategoryStep value={data.category} onChange={(category) => dispatch({ type: "category", category })} />;
  if (step === 2) return <DescriptionStep data={data} dispatch={dispatch} />;
  if (step === 3) return <ScreenshotsStep files={files.screenshots} error={wizard.screenshotError} dispatch={dispatch} />;
  return <AddonsStep data={data} files={files} showAllErrors={wizard.submitAttempted} dispatch={dispatch} />;
}

const DRAFT_NOTES: Record<DraftSaveState, string | null> = {
  off: null,
  saving: "Saving draft…",
  saved: "Draft saved in this browser",
  failed: "Your answers cannot be saved as a draft in this browser",
};

/** Quiet text, not a live region: a message after every pause in typing would drown the form. */
function DraftNote({ state }: { state: DraftSaveState }) {
  const note = DRAFT_NOTES[state];
  if (!note) return null;
  return <p className={cn("text-xs sm:text-right", state === "failed" ? "text-destructive" : "text-muted-foreground")}>{note}</p>;
}

/** Moving between steps (or out of the draft prompt) swaps the whole form: put keyboard and screen-reader users at its heading. */
function useFocusStepHeading(step: number, draftStatus: WizardDraftControls["status"]) {
  const shown = useRef({ step, draftStatus });
  useEffect(() => {
    const before = shown.current;
    shown.current = { step, draftStatus };
    const leftPrompt = before.draftStatus === "offered" && draftStatus === "ready";
    if (before.step !== step || leftPrompt) document.getElementById("step-heading")?.focus();
  }, [step, draftStatus]);
}

export function CreateWizard({ wizard, dispatch, draft, submission, signedIn, onSubmit }: CreateWizardProps) {
  const busy = submission.phase === "submitting" || submission.phase === "duplicate";
  useFocusStepHeading(wizard.step, draft.status);
  // Unloading while a save waits loses it; in-app moves write it on the way out (see useWizardDraft).
  const blocker = useLeaveGuard(draft.saveState === "saving" || draft.saveState === "failed", draft.saveState === "failed");

  if (draft.status === "loading") return <Skeleton className="h-96 w-full rounded-xl" />;
  if (draft.status === "offered" && draft.offer) {
    return (
      <Card>
        <ResumeDraft draft={draft.offer} onResume={draft.resume} onDiscard={draft.discard} />
      </Card>
    );
  }

  return (
    <Card>
      <div className="grid gap-6 p-4 sm:p-6">
        <WizardProgress
          step={wizard.step}
          furthestStep={wizard.furthestStep}
          data={wizard.data}
          disabled={busy}
          onJump={(step) => dispatch({ type: "go", step })}
        />
        <fieldset disabled={busy} className="min-w-0">
          <CurrentStep wizard={wizard} dispatch={dispatch} />
        </fieldset>
        {submission.phase === "submitting" ? <SubmitProgress stage={submission.stage} /> : null}
        <WizardNav
          step={wizard.step}
          blockedReason={continueBlocker(wizard.step, wizard.data)}
          busy={busy}
          signedIn={signedIn}
          onBack={() => dispatch({ type: "back" })}
          onNext={() => dispatch({ type: "next" })}
          onSubmit={() => {
            dispatch({ type: "submitAttempt" });
            onSubmit();
          }}
        />
        <DraftNote state={draft.saveState} />
      </div>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Leave the wizard?"
        description="Your answers could not be saved as a draft in this browser, so leaving now loses them."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Card>
  );
}
