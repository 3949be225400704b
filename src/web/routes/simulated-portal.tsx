import { FlaskConical } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../components/ui/alert";
import { SubscriptionList } from "../features/billing/checkout/subscription-list";

export function SimulatedPortalPage() {
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Your subscriptions</h1>
      <Alert role="note" className="flex gap-2 border-amber-200 bg-amber-50 text-amber-900">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <span>Test customer portal — this page plays Paddle's customer portal in local development.</span>
      </Alert>
      <SubscriptionList />
      <Link to="/pricing" className="justify-self-start font-medium text-primary hover:underline">
        Back to Pricing
      </Link>
    </section>
  );
}
