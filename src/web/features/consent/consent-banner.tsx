import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { ConsentState } from "../../../core/analytics";
import { Button } from "../../components/ui/button";
import { privacySignal, setConsent, useConsent } from "./consent";

const CONSENT_MESSAGE =
  "We'd like to measure which ads and links bring people here, so we know what works. Nothing is sent to ad or analytics services unless you accept.";

/**
 * Asks once, at the foot of the page, without blocking it: no overlay, no focus trap, no close
 * button (only a choice dismisses it). Hidden once answered and never shown with GPC/Do Not Track.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const [saving, setSaving] = useState(false);
  const shown = consent === null && !privacySignal();
  const spacer = useBannerSpacer(shown);
  if (!shown) return null;

  const choose = (state: ConsentState) => {
    setSaving(true);
    setConsent(state)
      .catch(() => toast.error("Your choice is kept on this device, but we couldn't save it to your account."))
      .finally(() => setSaving(false));
  };

  return (
    <>
      {/* Room at the foot of the page as tall as the banner, so it never covers the last content. */}
      <div aria-hidden="true" data-testid="consent-spacer" style={{ height: spacer.height }} />
      <section
        ref={spacer.ref}
        aria-labelledby="consent-banner-title"
        // A low bar across the foot on wide screens (a card in the corner covered the Pro plan's button at 1280×800).
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 p-4 shadow-lg backdrop-blur md:py-3"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:gap-6">
          <div className="min-w-0 flex-1">
            <h2 id="consent-banner-title" className="text-sm font-semibold">
              Measuring what brings people here
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{CONSENT_MESSAGE} You can change this in Settings.</p>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2">
            <Button variant="outline" disabled={saving} onClick={() => choose("granted")}>
              Accept
            </Button>
            <Button variant="outline" disabled={saving} onClick={() => choose("denied")}>
              Decline
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** The banner's height while it is shown (ResizeObserver), for the spacer under the page. */
function useBannerSpacer(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    setHeight(banner.offsetHeight);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, height };
}
