import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

export const CHECKOUT_NOTICES = {
  success: { title: "Thank you for your subscription!", description: "Your account has been upgraded.", variant: "success" },
  cancelled: { title: "Checkout was cancelled.", description: "You can try again when you are ready.", variant: "default" },
} as const;

export type CheckoutNoticeKind = keyof typeof CHECKOUT_NOTICES;

const isNoticeKind = (value: string | null): value is CheckoutNoticeKind => value === "success" || value === "cancelled";

/**
 * Turns ?checkout=success|cancelled into the page's banner (no toast as well: one message, said
 * once), then drops the parameter so a reload shows nothing. The thanks need a payment the server
 * recorded in the last 10 minutes (`purchasedRecently`; undefined while the plan loads): a bare
 * ?checkout=success tells nobody they upgraded.
 */
export function useCheckoutNotice(purchasedRecently: boolean | undefined) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("checkout");
  const [arrived, setArrived] = useState<CheckoutNoticeKind | null>(null);

  useEffect(() => {
    if (!isNoticeKind(outcome)) return;
    setArrived(outcome);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("checkout");
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams]);

  const notice = arrived === "success" && purchasedRecently !== true ? null : arrived;
  return { notice, dismiss: () => setArrived(null) };
}
