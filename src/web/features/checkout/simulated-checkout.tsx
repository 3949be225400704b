import { useMutation } from "@tanstack/react-query";
import { FlaskConical, LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CheckoutRequest } from "../../../core/api-types";
import { tierName } from "../../../core/plans";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import { errorMessage } from "../../lib/api-client";
import { simulatedPay } from "./billing-api";
import { INTERVALS, planPrice } from "./checkout-plan";
import { rememberCheckout } from "./checkout-storage";
import { CHECKOUT_TEXTS } from "./use-checkout";

interface SimulatedCheckoutProps {
  plan: CheckoutRequest;
  email: string;
}

/** Local development's stand-in for Paddle's overlay: paying sends the same signed webhooks. */
export function SimulatedCheckout({ plan, email }: SimulatedCheckoutProps) {
  const navigate = useNavigate();
  const pay = useMutation({
    mutationFn: () => simulatedPay(plan),
    onSuccess: async () => {
      rememberCheckout(plan);
      await navigate("/success");
    },
    onError: (error) => void toast.error(CHECKOUT_TEXTS.failed.title, { description: errorMessage(error, CHECKOUT_TEXTS.failed.fallback) }),
  });
  const price = planPrice(plan);
  const interval = INTERVALS[plan.interval];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{`${tierName(plan.tier)} plan`}</CardTitle>
        <p>
          <span className="text-3xl font-bold">${price}</span>
          <span className="text-muted-foreground">{` / ${interval.per}`}</span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Alert role="note" className="flex gap-2 border-amber-200 bg-amber-50 text-amber-900">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          <span>Test checkout — no real payment is taken; this page plays Paddle's part in local development.</span>
        </Alert>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Billing</dt>
          <dd>{interval.name}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{email}</dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={pay.isPending}
          onClick={() => void navigate("/pricing?checkout=cancelled")}
        >
          Cancel
        </Button>
        <Button className="w-full sm:w-auto" disabled={pay.isPending} aria-busy={pay.isPending} onClick={() => pay.mutate()}>
          {pay.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pay.isPending ? "Processing..." : `Pay $${price}`}
        </Button>
      </CardFooter>
    </Card>
  );
}
