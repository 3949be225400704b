import { Link, useSearchParams } from "react-router";
import { LoadError } from "../components/load-error";
import { Loading } from "../components/loading";
import { Alert } from "../components/ui/alert";
import { usePublicConfig } from "../api/config";
import { PaymentLinkCheckout } from "../features/billing/checkout/payment-link-checkout";
import { parseTransactionId } from "../features/billing/checkout/use-payment-link";
import { useMe } from "../api/session";

/**
 * Paddle's payment links (`/pay?_ptxn=txn_…`): the direct-checkout fallback and the links in
 * Paddle's e-mails (for example to update a card) lead here. Set it as Paddle's default payment link.
 */
export function PayPage() {
  const [params] = useSearchParams();
  const { data: me } = useMe();
  const config = usePublicConfig();
  const transactionId = parseTransactionId(params.get("_ptxn"));
  const payments = config.data?.payments;

  let body;
  if (!payments) {
    body = config.isError ? (
      <LoadError message="The payment settings could not be loaded." onRetry={() => void config.refetch()} retrying={config.isFetching} />
    ) : (
      <Loading label="Loading payment settings..." className="justify-center py-6" />
    );
  } else if (payments.mode === "off") {
    body = <Problem text="This installation does not take payments yet, so this payment link cannot be opened here." />;
  } else if (payments.mode !== "paddle") {
    body = <Problem text="Payment links open Paddle's checkout, and this installation takes simulated payments. Choose a plan on the pricing page instead." />;
  } else if (!transactionId) {
    body = <Problem text="This payment link is incomplete. Open it again from the e-mail or page that gave it to you." />;
  } else {
    body = <PaymentLinkCheckout transactionId={transactionId} payments={payments} signedIn={Boolean(me)} />;
  }

  return (
    <section className="mx-auto grid w-full max-w-md gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Secure checkout</h1>
      {body}
    </section>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <Alert variant="destructive" className="grid gap-2">
      <p>{text}</p>
      <Link to="/pricing" className="font-medium underline">
        Back to Pricing
      </Link>
    </Alert>
  );
}
