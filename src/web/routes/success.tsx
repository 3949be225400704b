import { useLocation } from "react-router";
import { isPaidState } from "../features/billing/checkout/checkout-storage";
import { confirmationHeading, SubscriptionConfirmation } from "../features/billing/checkout/subscription-confirmation";
import { useConfirmSubscription } from "../features/billing/checkout/use-confirm-subscription";

export function SuccessPage() {
  const { confirmation, checkAgain } = useConfirmSubscription(isPaidState(useLocation().state));
  return (
    <section className="mx-auto grid max-w-xl gap-8 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{confirmationHeading(confirmation)}</h1>
      <SubscriptionConfirmation confirmation={confirmation} onCheckAgain={checkAgain} />
    </section>
  );
}
