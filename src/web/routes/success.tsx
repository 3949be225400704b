import { SubscriptionConfirmation } from "../features/checkout/subscription-confirmation";

export function SuccessPage() {
  return (
    <section className="mx-auto grid max-w-xl gap-8 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Subscription Successful!</h1>
      <SubscriptionConfirmation />
    </section>
  );
}
