import { Check, X } from "lucide-react";
import type { Tier } from "../../../core/plans";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { PlanAction } from "./plan-action";
import type { BillingPeriod, PlanOffer } from "./plan-features";

interface PlanCardProps {
  offer: PlanOffer;
  period: BillingPeriod;
  signedIn: boolean;
  currentTier: Tier | undefined;
}

export function PlanCard({ offer, period, signedIn, currentTier }: PlanCardProps) {
  return (
    <Card className={cn("relative flex flex-col", offer.popular && "border-2 border-primary shadow-md")}>
      {offer.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Most Popular
        </span>
      ) : null}
      <CardHeader>
        <CardTitle>{offer.name}</CardTitle>
        <p>
          <span className="text-4xl font-bold">${offer.price}</span>
          <span className="text-muted-foreground">{period === "monthly" ? "/month" : "/year"}</span>
        </p>
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
        <PlanAction tier={offer.tier} signedIn={signedIn} currentTier={currentTier} popular={offer.popular} />
      </CardFooter>
    </Card>
  );
}
