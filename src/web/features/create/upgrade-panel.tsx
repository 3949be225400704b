import { Lock } from "lucide-react";
import { Link } from "react-router";
import { tierName } from "../../../core/plans";
import type { ApiSubscription } from "../../../core/api-types";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";

/** Takes the wizard's place once every product slot of the plan is used. */
export function UpgradePanel({ subscription }: { subscription: ApiSubscription | undefined }) {
  const plan = subscription ? `the ${tierName(subscription.tier)} plan` : "your plan";
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="rounded-full bg-secondary p-4 text-secondary-foreground">
          <Lock className="size-8" aria-hidden="true" />
        </span>
        <h2 className="text-2xl font-semibold tracking-tight">Product Limit Reached</h2>
        <p className="max-w-md text-muted-foreground">
          You have used every product slot on {plan}. Upgrade to create more product listings.
        </p>
        <Button asChild size="lg">
          <Link to="/pricing">View Plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
