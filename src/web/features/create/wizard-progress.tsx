import { Check } from "lucide-react";
import { canJumpTo, isStepValid, STEP_LABELS, type WizardData } from "../../../core/products/wizard";
import { cn } from "../../lib/cn";

interface WizardProgressProps {
  step: number;
  furthestStep: number;
  data: WizardData;
  /** While submitting the steps stay visible but cannot be switched. */
  disabled?: boolean;
  onJump: (step: number) => void;
}

type StepState = "current" | "done" | "reachable" | "ahead";

function StepContent({ number, label, state }: { number: number; label: string; state: StepState }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold",
          state === "current" && "border-primary bg-primary text-primary-foreground",
          (state === "done" || state === "reachable") && "border-primary bg-secondary text-secondary-foreground",
          state === "ahead" && "border-border text-muted-foreground",
        )}
      >
        {state === "done" ? <Check className="size-4" /> : number}
      </span>
      {/* 11 px on phones, and a long name wraps (breaking inside a word only when it must) rather than being cut. */}
      <span
        className={cn("w-full text-[11px] leading-tight [overflow-wrap:anywhere] sm:text-sm", state === "current" ? "font-semibold" : "text-muted-foreground")}
      >
        {label}
        {state === "done" ? <span className="sr-only"> (completed)</span> : null}
      </span>
    </>
  );
}

function stepState(number: number, { step, furthestStep, data }: WizardProgressProps): StepState {
  if (number === step) return "current";
  if (!canJumpTo(number, furthestStep, data)) return "ahead";
  return number < furthestStep && isStepValid(number, data) ? "done" : "reachable";
}

const LAYOUT = "flex w-full min-w-0 flex-col items-center gap-1.5 rounded-md p-1 text-center";

/**
 * The current step and every step the creator may jump to (decision 031: reached before, nothing
 * invalid in between) are buttons.
 */
export function WizardProgress(props: WizardProgressProps) {
  return (
    <ol aria-label="Wizard progress" className="grid grid-cols-4 gap-1 sm:gap-2">
      {STEP_LABELS.map((label, index) => {
        const number = index + 1;
        const state = stepState(number, props);
        const content = <StepContent number={number} label={label} state={state} />;
        return (
          <li key={label} className="min-w-0">
            {state === "ahead" ? (
              <div className={LAYOUT}>{content}</div>
            ) : (
              <button
                type="button"
                aria-current={state === "current" ? "step" : undefined}
                disabled={props.disabled}
                onClick={() => {
                  if (state !== "current") props.onJump(number);
                }}
                className={cn(LAYOUT, "hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60")}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
