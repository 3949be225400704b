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
        <p className="max-w-md text-muted-foreground">You have used every product slot on {plan}. Upgrade to create more product listings.</p>
        {subscription && subscription.inProgress > 0 ? <InProgressNote count={subscription.inProgress} /> : null}
        <Button asChild size="lg">
          <Link to="/pricing">View Plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Slots used by listings still being generated are easy to miss: say so and where to find them. */
function InProgressNote({ count }: { count: number }) {
  return (
    <p className="max-w-md text-sm text-muted-foreground">
      {count === 1 ? "1 of them is still being generated" : `${count} of them are still being generated`}; follow {count === 1 ? "it" : "them"} on your{" "}
      <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
        dashboard
      </Link>
      .
    </p>
  );
}
