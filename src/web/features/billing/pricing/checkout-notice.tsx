import { X } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { CHECKOUT_NOTICES, type CheckoutNoticeKind } from "./use-checkout-notice";

/**
 * The checkout's outcome. The live region is there before the message so screen readers announce
 * it when it arrives; while empty it is taken out of the layout (not hidden, which would mute it).
 */
export function CheckoutNotice({ kind, onDismiss }: { kind: CheckoutNoticeKind | null; onDismiss: () => void }) {
  return (
    <div role="status" className="empty:absolute">
      {kind ? <NoticeBanner kind={kind} onDismiss={onDismiss} /> : null}
    </div>
  );
}

function NoticeBanner({ kind, onDismiss }: { kind: CheckoutNoticeKind; onDismiss: () => void }) {
  const { title, description, variant } = CHECKOUT_NOTICES[kind];
  return (
    <Alert variant={variant} role="none" className="flex items-start gap-3">
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p>{description}</p>
      </div>
      <Button variant="ghost" size="icon" className="-my-2 -mr-2 shrink-0" aria-label="Dismiss message" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </Alert>
  );
}
