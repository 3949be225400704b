import { CheckCircle2, X } from "lucide-react";
import { Button } from "../../components/ui/button";

/** "E-mail confirmed", on the page the confirmation link led to, until dismissed. */
export function EmailConfirmedNotice({ email, onDismiss }: { email: string | null; onDismiss: () => void }) {
  return (
    <div className="border-b border-emerald-200 bg-emerald-50 text-emerald-900">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm sm:px-6">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">E-mail confirmed</p>
          <p className="break-words">{email ? `${email} is confirmed. Thank you!` : "Your address is confirmed. Thank you!"}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-my-2 -mr-2 shrink-0 hover:bg-emerald-100"
          aria-label="Dismiss the confirmation message"
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

// For React.lazy in first-run-banner.tsx, which then needs no wrapper in the app shell.
export default EmailConfirmedNotice;
