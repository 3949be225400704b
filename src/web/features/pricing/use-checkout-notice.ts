import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";

export const CHECKOUT_NOTICES = {
  success: { title: "Thank you for your subscription!", description: "Your account has been upgraded.", variant: "success" },
  cancelled: { title: "Checkout was cancelled.", description: "You can try again when you are ready.", variant: "default" },
} as const;

export type CheckoutNoticeKind = keyof typeof CHECKOUT_NOTICES;

const isNoticeKind = (value: string | null): value is CheckoutNoticeKind => value === "success" || value === "cancelled";

/** Turns ?checkout=success|cancelled into a message, then drops the parameter so a reload shows nothing. */
export function useCheckoutNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("checkout");
  const [notice, setNotice] = useState<CheckoutNoticeKind | null>(null);

  useEffect(() => {
    if (!isNoticeKind(outcome)) return;
    setNotice(outcome);
    const { title, description } = CHECKOUT_NOTICES[outcome];
    // A fixed id: StrictMode's second run replaces the toast instead of adding one.
    (outcome === "success" ? toast.success : toast.info)(title, { id: "checkout-notice", description });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("checkout");
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams]);

  return { notice, dismiss: () => setNotice(null) };
}
