import { useEffect, useRef } from "react";
import { isStepValid } from "../../../core/products/wizard";
import { Card } from "../../components/ui/card";
import { AddonsStep } from "./addons-step";
import { CategoryStep } from "./category-step";
import { DescriptionStep } from "./description-step";
import { ScreenshotsStep } from "./screenshots-step";
import { SubmitProgress } from "./submit-progress";
import type { SubmitState } from "./use-submit-product";
import type { WizardAction, WizardState } from "./use-wizard";
import { WizardNav } from "./wizard-nav";
import { WizardProgress } from "./wizard-progress";

interface CreateWizardProps {
  wizard: WizardState;
  dispatch: (action: WizardAction) => void;
  submission: SubmitState;
  signedIn: boolean;
  onSubmit: () => void;
}

function CurrentStep({ wizard, dispatch }: Pick<CreateWizardProps, "wizard" | "dispatch">) {
  const { step, data, files } = wizard;
  if (step === 1) return <CategoryStep value={data.category} onChange={(category) => dispatch({ type: "category", category })} />;
  if (step === 2) return <DescriptionStep data={data} dispatch={dispatch} />;
  if (step === 3) return <ScreenshotsStep files={files.screenshots} error={wizard.screenshotError} dispatch={dispatch} />;
  return <AddonsStep data={data} files={files} dispatch={dispatch} />;
}

export function CreateWizard({ wizard, dispatch, submission, signedIn, onSubmit }: CreateWizardProps) {
  const busy = submission.phase === "submitting" || submission.phase === "duplicate";
  const shownStep = useRef(wizard.step);

  // Moving between steps swaps the whole form; put keyboard and screen-reader users at its heading.
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    document.getElementById("step-heading")?.focus();
  }, [wizard.step]);

  return (
    <Card>
      <div className="grid gap-6 p-4 sm:p-6">
        <WizardProgress step={wizard.step} />
        <fieldset disabled={busy} className="min-w-0">
          <CurrentStep wizard={wizard} dispatch={dispatch} />
        </fieldset>
        {submission.phase === "submitting" ? <SubmitProgress stage={submission.stage} /> : null}
        <WizardNav
          step={wizard.step}
          canContinue={isStepValid(wizard.step, wizard.data)}
          busy={busy}
          signedIn={signedIn}
          onBack={() => dispatch({ type: "back" })}
          onNext={() => dispatch({ type: "next" })}
          onSubmit={onSubmit}
        />
      </div>
    </Card>
  );
}
