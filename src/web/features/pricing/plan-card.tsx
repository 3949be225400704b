import { Check, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import type { BillingPeriod, PlanOffer } from "./plan-features";

interface PlanCardProps {
  offer: PlanOffer;
  period: BillingPeriod;
  /** The card's button, which depends on who is looking. */
  action: ReactNode;
  /** A line about the viewer's own plan, e.g. "Trial, 3 days left". */
  note?: string | null;
}

export function PlanCard({ offer, period, action, note }: PlanCardProps) {
  const titleId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn("relative flex flex-col", offer.popular && "border-2 border-primary shadow-md")}
    >
      {offer.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Most Popular
        </span>
      ) : null}
      <CardHeader>
        <CardTitle id={titleId}>{offer.name}</CardTitle>
        <p>
          <span className="text-4xl font-bold">${offer.price}</span>
          <span className="text-muted-foreground">{period === "monthly" ? "/month" : "/year"}</span>
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
      <CardFooter>
        {action}
      </CardFooter>
    </Card>
  );
}
