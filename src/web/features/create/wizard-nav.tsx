import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { TOTAL_STEPS } from "../../../core/products/wizard";
import { Button } from "../../components/ui/button";

interface WizardNavProps {
  step: number;
  canContinue: boolean;
  busy: boolean;
  signedIn: boolean;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

function submitLabel(busy: boolean, signedIn: boolean) {
  if (busy) return "Processing...";
  return signedIn ? "Submit Product" : "Sign in to submit";
}

export function WizardNav({ step, canContinue, busy, signedIn, onBack, onNext, onSubmit }: WizardNavProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      {step > 1 ? (
        <Button variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      {step < TOTAL_STEPS ? (
        <Button onClick={onNext} disabled={!canContinue}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button onClick={onSubmit} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel(busy, signedIn)}
        </Button>
      )}
    </div>
  );
}
