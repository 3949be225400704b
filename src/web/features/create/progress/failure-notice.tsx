import { useEffect, useRef } from "react";
import { OVERLAY_TEXTS } from "../../../../core/products/progress-ui";
import { Alert } from "../../../components/ui/alert";

/**
 * Above the wizard after a failed generation: what happened and, when the wizard still holds the
 * creator's details, that they can submit them again. Takes focus, since the overlay that had it is gone.
 */
export function FailureNotice({ kept }: { kept: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} variant="destructive" className="outline-none">
      <strong className="block">{OVERLAY_TEXTS.failed}</strong>
      {kept ? "Your details are still here: check them and submit again." : "A failed listing does not count toward your plan."}
    </Alert>
  );
}
