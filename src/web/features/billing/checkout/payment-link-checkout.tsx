import { CheckCircle2, LoaderCircle, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import type { PaymentsConfig } from "../../../../core/api-types";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { PAID_STATE } from "./checkout-storage";
import { usePaymentLink } from "./use-payment-link";

export const PAYMENT_LINK_TEXTS = {
  loading: "Opening secure checkout...",
  open: "Complete your payment in Paddle's secure checkout window.",
  closed: "Checkout closed. Nothing was charged.",
  completed: "Payment complete. Thank you!",
  error: "Paddle reported a problem with this checkout. Please try again, or contact support if it keeps happening.",
  failed: "The secure checkout could not be loaded. Check your connection or allow Paddle in your content blocker, then try again.",
} as const;

interface PaymentLinkCheckoutProps {
  transactionId: string;
  payments: PaymentsConfig;
  signedIn: boolean;
}

/** Paddle's checkout for one transaction, with what is happening said on the page behind it. */
export function PaymentLinkCheckout({ transactionId, payments, signedIn }: PaymentLinkCheckoutProps) {
  const navigate = useNavigate();
  const { state, retry } = usePaymentLink(transactionId, payments);

  // A signed-in buyer goes on to the success page, which waits for the plan to change.
  useEffect(() => {
    if (state === "completed" && signedIn) void navigate("/success", { state: PAID_STATE });
  }, [state, signedIn, navigate]);

  if (state === "loading" || state === "open") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        {state === "loading" ? (
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
        ) : (
          <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
        )}
        <p>{PAYMENT_LINK_TEXTS[state]}</p>
      </div>
    );
  }
  if (state === "completed") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-8 text-emerald-600" aria-hidden="true" />
        <p className="font-semibold">{PAYMENT_LINK_TEXTS.completed}</p>
        <Link to={signedIn ? "/success" : "/sign-in"} state={signedIn ? PAID_STATE : undefined} className="font-medium underline">
          {signedIn ? "Continue" : "Sign in to Listcraft"}
        </Link>
      </div>
    );
  }
  return (
    <Alert variant={state === "closed" ? "default" : "destructive"} className="grid gap-3">
      <p>{PAYMENT_LINK_TEXTS[state]}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={retry}>
          {state === "closed" ? "Open checkout again" : "Try again"}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to="/pricing">Back to Pricing</Link>
        </Button>
      </div>
    </Alert>
  );
}
