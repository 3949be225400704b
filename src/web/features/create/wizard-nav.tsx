import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { TOTAL_STEPS } from "../../../core/products/wizard";
import { Button } from "../../components/ui/button";

interface WizardNavProps {
  step: number;
  /** Why Continue is disabled ("Choose a file format to continue"), or null when it is enabled. */
  blockedReason: string | null;
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

const REASON_ID = "continue-blocked-reason";

export function WizardNav({ step, blockedReason, busy, signedIn, onBack, onNext, onSubmit }: WizardNavProps) {
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
        <div className="flex flex-col items-stretch gap-2 sm:flex-row-reverse sm:items-center">
          <Button onClick={onNext} disabled={blockedReason !== null} aria-describedby={blockedReason ? REASON_ID : undefined}>
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
          {/* Polite: said once when the reason changes, not on every keystroke. */}
          <p id={REASON_ID} aria-live="polite" className="text-center text-sm text-muted-foreground sm:text-right">
            {blockedReason}
          </p>
        </div>
      ) : (
        <Button onClick={onSubmit} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel(busy, signedIn)}
        </Button>
      )}
    </div>
  );
}
