import { FlaskConical, LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CheckoutRequest } from "../../../../core/api-types";
import { tierName } from "../../../../core/plans";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import { useSimulatedPay, useSimulatedTrial, useTrialOffer } from "../../../api/billing";
import { INTERVALS, planPrice } from "./checkout-plan";
import { rememberCheckout } from "./checkout-storage";
import { CHECKOUT_TEXTS } from "./use-checkout";

interface SimulatedCheckoutProps {
  plan: CheckoutRequest;
  email: string;
}

/**
 * Local development's stand-in for Paddle's overlay: paying sends the same signed webhooks. With
 * TRIAL_DAYS above 0 it also offers the free trial a Paddle price with a trial period gives, to
 * a buyer who has not had one (issue 30).
 */
export function SimulatedCheckout({ plan, email }: SimulatedCheckoutProps) {
  const navigate = useNavigate();
  const offer = useTrialOffer(true).data;
  const trialDays = offer?.available ? offer.days : 0;
  const done = {
    onSuccess: async () => {
      rememberCheckout(plan);
      await navigate("/success");
    },
    onError: (error: unknown) => void toast.error(CHECKOUT_TEXTS.failed.title, { description: errorMessage(error, CHECKOUT_TEXTS.failed.fallback) }),
  };
  const pay = useSimulatedPay(plan, done);
  const trial = useSimulatedTrial(plan, done);
  const busy = pay.isPending || trial.isPending;
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
        {trialDays > 0 ? (
          <p className="text-sm text-muted-foreground">{`Or try the plan free for ${trialDays} days: nothing is charged until the trial ends.`}</p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" disabled={busy} onClick={() => void navigate("/pricing?checkout=cancelled")}>
          Cancel
        </Button>
        {trialDays > 0 ? (
          <Button variant="secondary" className="w-full sm:w-auto" disabled={busy} aria-busy={trial.isPending} onClick={() => trial.mutate()}>
            {trial.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {trial.isPending ? "Starting trial..." : `Start ${trialDays}-day trial`}
          </Button>
        ) : null}
        <Button className="w-full sm:w-auto" disabled={busy} aria-busy={pay.isPending} onClick={() => pay.mutate()}>
          {pay.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pay.isPending ? "Processing..." : `Pay $${price}`}
        </Button>
      </CardFooter>
    </Card>
  );
}
