import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { OVERLAY_TEXTS } from "../../../../core/products/progress-ui";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";

/**
 * Shown where the progress overlay was after the creator left it: the listing is still being
 * written, where to find it, and the way back to its progress. Takes focus, since the overlay
 * that had it is gone.
 */
export function BackgroundNotice({ onShowProgress }: { onShowProgress: () => void }) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Alert className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        <div>
          <p ref={titleRef} tabIndex={-1} className="font-medium outline-none">
            {OVERLAY_TEXTS.leftTitle}
          </p>
          <p className="text-muted-foreground">{OVERLAY_TEXTS.leftDescription}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/">{OVERLAY_TEXTS.goToDashboard}</Link>
        </Button>
        <Button size="sm" variant="outline" onClick={onShowProgress}>
          {OVERLAY_TEXTS.showProgress}
        </Button>
      </div>
    </Alert>
  );
}
