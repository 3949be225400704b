import { Check, CircleCheck, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import type { BillingPeriod, PlanOffer } from "./plan-features";

interface PlanCardProps {
  offer: PlanOffer;
  period: BillingPeriod;
  /** The card's button, which depends on who is looking. */
  action: ReactNode;
  /** A line about the viewer's own plan ("Trial, 3 days left") or the trial a new plan starts with ("7-day free trial"). */
  note?: string | null;
  current?: boolean;
}

/** Free costs nothing in any period: "$0 forever", never "$0/year". */
const periodText = (offer: PlanOffer, period: BillingPeriod) => (offer.price === 0 ? " forever" : period === "monthly" ? "/month" : "/year");

export function PlanCard({ offer, period, action, note, current = false }: PlanCardProps) {
  const titleId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      aria-current={current ? "true" : undefined}
      className={cn("relative flex flex-col", offer.popular && "border-2 border-primary shadow-md", current && "ring-2 ring-emerald-600 ring-offset-2")}
    >
      {offer.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Most Popular
        </span>
      ) : null}
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId}>{offer.name}</CardTitle>
          {current ? (
            <span data-current-plan className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              Your current plan
            </span>
          ) : null}
        </div>
        <p>
          <span className="text-4xl font-bold">${offer.price}</span>
          <span className="text-muted-foreground">{periodText(offer, period)}</span>
        </p>
        {note ? (
          <p data-plan-note className="justify-self-start rounded-full bg-sky-50 px-3 py-0.5 text-sm font-medium text-sky-900">
            {note}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {offer.included.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
          {offer.missing.map((feature) => (
            <li key={feature} className="flex gap-2 text-muted-foreground">
              <X className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">Not included: </span>
                {feature}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
