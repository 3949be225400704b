import { useState } from "react";
import { toast } from "sonner";
import type { ConsentState } from "../../../core/analytics";
import { Button } from "../../components/ui/button";
import { setConsent, useConsent } from "../../lib/consent";

const CONSENT_MESSAGE =
  "We'd like to measure which ads and links bring people here, so we know what works. Nothing is sent to ad or analytics services unless you accept.";

/**
 * Asks once, at the top of the page, without blocking it: no overlay, no focus trap, no close
 * button (only a choice dismisses it). Hidden once answered and never shown with GPC/Do Not Track.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const [saving, setSaving] = useState(false);
  // readConsent already answers "denied" under GPC or Do Not Track; hydration reads the server's null.
  const shown = consent === null;
  if (!shown) return null;

  const choose = (state: ConsentState) => {
    setSaving(true);
    setConsent(state)
      .catch(() => toast.error("Your choice is kept on this device, but we couldn't save it to your account."))
      .finally(() => setSaving(false));
  };

  return (
    // In the page's flow above the header, not floating over it: a fixed bar or corner card covered
    // the pricing cards' buttons at 1280x800 (issue 31), and anything in the bottom of the screen.
    <section data-consent-banner aria-labelledby="consent-banner-title" className="border-b border-border bg-background px-4 py-3 sm:px-6">
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
  );
}
