import { CheckCircle2 } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Link } from "react-router";
import { EMAIL_OFFER_AFTER_MS, formatElapsed, OVERLAY_TEXTS } from "../../../core/products/progress-ui";
import { Button } from "../../components/ui/button";
import { DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { Progress } from "../../components/ui/progress";
import { DraftSections } from "./draft-sections";
import { EmailOffer } from "./email-offer";
import { ProgressSteps } from "./progress-steps";
import { SupportContact } from "./support-contact";
import { useCompletion } from "./use-completion";
import { useProductProgress, type ProgressPhase } from "./use-product-progress";

interface ProgressOverlayProps {
  productId: string;
  /** Closes the overlay and goes back to the wizard with the same data (after a failure). */
  onRetry: () => void;
  /** Closes the overlay and leaves the page as it is (after a timeout). */
  onDismiss: () => void;
}

const TITLES: Record<ProgressPhase, string> = {
  running: OVERLAY_TEXTS.title,
  failed: OVERLAY_TEXTS.title,
  complete: OVERLAY_TEXTS.complete,
  timeout: OVERLAY_TEXTS.timeoutTitle,
};
const DESCRIPTIONS: Record<ProgressPhase, string> = {
  running: OVERLAY_TEXTS.message,
  failed: OVERLAY_TEXTS.message,
  complete: OVERLAY_TEXTS.ready,
  timeout: OVERLAY_TEXTS.timeoutText,
};

/** Full-screen progress of one product's generation; it cannot be dismissed while running. */
export function ProgressOverlay({ productId, onRetry, onDismiss }: ProgressOverlayProps) {
  const view = useProductProgress(productId);
  const { phase } = view;
  const { viewNow } = useCompletion(productId, phase === "complete");
  const closable = phase === "failed" || phase === "timeout";
  const close = phase === "failed" ? onRetry : onDismiss;
  const offerEmail = (phase === "running" || phase === "timeout") && view.elapsedMs >= EMAIL_OFFER_AFTER_MS;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && closable && close()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 grid place-items-center overflow-y-auto p-4 outline-none"
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => !closable && event.preventDefault()}
        >
          <div className="grid w-full max-w-lg gap-5 rounded-xl border border-border bg-background p-6 shadow-xl">
            <div className="grid gap-1">
              <DialogTitle className="flex items-center gap-2 text-xl">
                {phase === "complete" ? <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" /> : null}
                {TITLES[phase]}
              </DialogTitle>
              <DialogDescription>{DESCRIPTIONS[phase]}</DialogDescription>
              {phase === "timeout" ? <SupportContact /> : null}
            </div>

            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span role="status" aria-live="polite" className="font-medium">
                  {phase === "failed" ? "" : view.step.message}
                </span>
                <span className="tabular-nums text-muted-foreground">{view.progress}%</span>
              </div>
              <Progress value={view.progress} aria-label="Generation progress" />
            </div>

            {view.errorMessage ? (
              <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
                <span className="sr-only">Error: </span>
                {view.errorMessage}
              </p>
            ) : null}

            <ProgressSteps current={view.step.index} error={phase === "failed"} complete={phase === "complete"} />

            {phase === "running" || phase === "timeout" ? <DraftSections draft={view.draft} /> : null}

            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="whitespace-nowrap">
                Elapsed time: <span className="tabular-nums">{formatElapsed(view.elapsedMs)}</span>
              </span>
              {phase === "running" ? <span className="whitespace-nowrap">{OVERLAY_TEXTS.hint}</span> : null}
            </div>

            {offerEmail ? (
              <EmailOffer productId={productId} notificationEmail={view.notificationEmail} onSet={view.setNotificationEmail} />
            ) : null}

            <OverlayActions phase={phase} productId={productId} onViewNow={viewNow} onRetry={phase === "timeout" ? view.retry : onRetry} onDismiss={onDismiss} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

interface OverlayActionsProps {
  phase: ProgressPhase;
  productId: string;
  onViewNow: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

function OverlayActions({ phase, productId, onViewNow, onRetry, onDismiss }: OverlayActionsProps) {
  if (phase === "running") return null;
  if (phase === "complete") {
    return (
      <Button autoFocus onClick={onViewNow}>
        {OVERLAY_TEXTS.viewProduct}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button onClick={onRetry}>{OVERLAY_TEXTS.tryAgain}</Button>
      <Button asChild variant="outline">
        <Link to={`/product/${productId}`}>{OVERLAY_TEXTS.viewProductLink}</Link>
      </Button>
      {phase === "timeout" ? (
        <Button variant="ghost" onClick={onDismiss}>
          Close
        </Button>
      ) : null}
    </div>
  );
}
