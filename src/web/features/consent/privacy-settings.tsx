import { toast } from "sonner";
import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { privacySignal, setConsent, useConsent } from "../../lib/consent";

export function PrivacySettings() {
  const consent = useConsent();
  const signal = privacySignal();

  return (
    <div className="flex items-center justify-between gap-4 py-5">
      <div className="grid gap-1">
        <Label htmlFor="analytics-consent">Measure which ads and links bring you here</Label>
        <p id="analytics-consent-description" className="text-sm text-muted-foreground">
          {signal
            ? "Your browser sends Global Privacy Control or Do Not Track, so nothing is measured and this stays off."
            : "When on, we note the campaign or link you arrived from and may send anonymous usage events to our analytics provider. When off, nothing leaves Listcraft and no campaign identifiers are kept."}
        </p>
      </div>
      <Switch
        id="analytics-consent"
        aria-describedby="analytics-consent-description"
        checked={consent === "granted"}
        disabled={signal}
        onCheckedChange={(checked) =>
          void setConsent(checked ? "granted" : "denied").catch(() => toast.error("Couldn't save your privacy choice to your account. Try again."))
        }
      />
    </div>
  );
}
