import { Link, useSearchParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { SimulatedCheckout } from "../features/billing/checkout/simulated-checkout";
import { parseCheckoutPlan } from "../features/billing/checkout/checkout-plan";
import { useMe } from "../api/session";

export function SimulatedCheckoutPage() {
  const [params] = useSearchParams();
  const { data: me } = useMe();
  if (!me) return null;
  const plan = parseCheckoutPlan(params);

  return (
    <section className="mx-auto grid w-full max-w-md gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Test checkout</h1>
      {plan ? (
        <SimulatedCheckout plan={plan} email={me.user.email} />
      ) : (
        <Alert variant="destructive" className="grid gap-2">
          <p>This checkout link does not name a plan and billing period that can be bought.</p>
          <Link to="/pricing" className="font-medium underline">
            Back to Pricing
          </Link>
        </Alert>
      )}
    </section>
  );
}
