import { CheckCircle2, XCircle } from "lucide-react";
import { useId } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { EMAIL_OFFER_AFTER_MS, formatElapsed, OVERLAY_TEXTS } from "../../../../core/products/progress-ui";
import { Button } from "../../../components/ui/button";
import { DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Progress } from "../../../components/ui/progress";
import { DraftSections } from "../../../components/draft-sections";
import { EmailOffer } from "./email-offer";
import { ProgressSteps } from "./progress-steps";
import { SupportContact } from "./support-contact";
import { useCompletion } from "./use-completion";
import { useMoveOn } from "./use-move-on";
import { useProductProgress, type ProgressPhase } from "./use-product-progress";

interface ProgressOverlayProps {
  productId: string;
  /** Try Again after a failure: back to the wizard with the same data, to submit it again. */
  onRetry: () => void;
  /** The creator leaves while it runs (or after a timeout); the listing goes on in the background. */
  onLeave: () => void;
}

const TITLES: Record<ProgressPhase, string> = {
  running: OVERLAY_TEXTS.title,
  failed: OVERLAY_TEXTS.failedTitle,
  complete: OVERLAY_TEXTS.complete,
  timeout: OVERLAY_TEXTS.timeoutTitle,
};
const DESCRIPTIONS: Record<ProgressPhase, string> = {
  running: OVERLAY_TEXTS.message,
  failed: OVERLAY_TEXTS.failedDescription,
  complete: OVERLAY_TEXTS.ready,
  timeout: OVERLAY_TEXTS.timeoutText,
};

/**
 * Full-screen progress of one product's generation. While it runs the creator may leave it (the
 * button or Escape); a failure shows its own message until the creator chooses Try Again or the
 * product page; a timeout moves on to the product page 2 s later; a completion opens the product page.
 */
export function ProgressOverlay({ productId, onRetry, onLeave }: ProgressOverlayProps) {
  const view = useProductProgress(productId);
  const { phase } = view;
  const navigate = useNavigate();
  const { viewNow } = useCompletion(productId, phase === "complete");
  const openProduct = () => void navigate(`/product/${productId}`, { replace: true });
  useMoveOn(phase, { timeout: openProduct });
  const onEscape = phase === "failed" ? onRetry : phase === "complete" ? null : onLeave;
  const offerEmail = (phase === "running" || phase === "timeout") && view.elapsedMs >= EMAIL_OFFER_AFTER_MS;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onEscape?.()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 grid place-items-center overflow-y-auto p-4 outline-none"
          // The dialog itself takes focus, so its title and text are read first and Tab reaches the actions.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          // Whatever replaces the overlay places focus itself (the notice, the wizard's alert, a new page).
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => !onEscape && event.preventDefault()}
        >
          <div className="grid w-full max-w-lg gap-5 rounded-xl border border-border bg-background p-6 shadow-xl">
            <div className="grid gap-1">
              <DialogTitle className="flex items-center gap-2 text-xl">
                {phase === "complete" ? <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" /> : null}
                {phase === "failed" ? <XCircle className="size-5 text-destructive" aria-hidden="true" /> : null}
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
              <p role="alert" className="rounded-md border border-destructive/40 bg-background px-3 py-2 text-sm font-medium text-foreground">
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

            {offerEmail ? <EmailOffer productId={productId} notificationEmail={view.notificationEmail} onSet={view.setNotificationEmail} /> : null}

            <OverlayActions phase={phase} productId={productId} onViewNow={viewNow} onRetry={phase === "timeout" ? view.retry : onRetry} onLeave={onLeave} />
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
  onLeave: () => void;
}

function LeaveButton({ onLeave, hint }: { onLeave: () => void; hint: boolean }) {
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Button variant="outline" onClick={onLeave} aria-describedby={hint ? hintId : undefined}>
        {OVERLAY_TEXTS.leave}
      </Button>
      {hint ? (
        <p id={hintId} className="text-center text-xs text-muted-foreground">
          {OVERLAY_TEXTS.leaveHint}
        </p>
      ) : null}
    </div>
  );
}

function OverlayActions({ phase, productId, onViewNow, onRetry, onLeave }: OverlayActionsProps) {
  if (phase === "running") return <LeaveButton onLeave={onLeave} hint />;
  if (phase === "complete") {
    return (
      <Button autoFocus onClick={onViewNow}>
        {OVERLAY_TEXTS.viewProduct}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <Button autoFocus onClick={onRetry}>
        {OVERLAY_TEXTS.tryAgain}
      </Button>
      <Button asChild variant="outline">
        <Link to={`/product/${productId}`}>{OVERLAY_TEXTS.viewProductLink}</Link>
      </Button>
      {phase === "timeout" ? <LeaveButton onLeave={onLeave} hint={false} /> : null}
    </div>
  );
}
