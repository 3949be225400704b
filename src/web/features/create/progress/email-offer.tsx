import { MailCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { OVERLAY_TEXTS } from "../../../../core/products/progress-ui";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useMe } from "../../../api/session";
import { notifyWhenReady } from "../../../api/products";
import { ApiError } from "../../../lib/api-client";

interface EmailOfferProps {
  productId: string;
  notificationEmail: string | null;
  onSet: (email: string) => void;
}

/**
 * 'E-mail me when it is ready': a required e-mail field prefilled with the account's address. The
 * server takes only a confirmed address (the login address or one confirmed in Settings) and says why it refuses another.
 */
export function EmailOffer({ productId, notificationEmail, onSet }: EmailOfferProps) {
  const { data: me } = useMe();
  const [email, setEmail] = useState(me?.user.email ?? "");
  const [sending, setSending] = useState(false);
  const id = useId();

  if (notificationEmail) {
    return (
      <div className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <p>
          <strong className="block">{OVERLAY_TEXTS.notifySet}</strong>
          {OVERLAY_TEXTS.notifySetDescription} ({notificationEmail})
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !event.currentTarget.checkValidity()) return;
    setSending(true);
    try {
      const address = email.trim();
      await notifyWhenReady(productId, address);
      onSet(address);
      toast.success(OVERLAY_TEXTS.notifySet, { description: OVERLAY_TEXTS.notifySetDescription });
    } catch (error) {
      console.warn("Could not set the e-mail notification", error);
      // A refused address says what to do instead; anything else is worth another try.
      const refusal = error instanceof ApiError && error.code === "VALIDATION_FAILED" ? error.message : undefined;
      toast.error(OVERLAY_TEXTS.notifyFailed, refusal ? { description: refusal } : undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2 rounded-md border border-border p-3">
      <p className="text-sm text-muted-foreground">
        Don't want to wait? We can e-mail you when your listing is ready, at your confirmed address or one you confirmed in Settings.
      </p>
      <Label htmlFor={id}>Email</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" disabled={sending}>
          Notify me
        </Button>
      </div>
    </form>
  );
}
