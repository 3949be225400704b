import { useId } from "react";
import { Link } from "react-router";
import type { ApiPaddleSubscription } from "../../../../core/api-types";
import { ENTITLING_STATUSES } from "../../../../core/billing";
import { tierName } from "../../../../core/plans";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { EndTrialButtons } from "./end-trial-buttons";
import { INTERVALS } from "./checkout-plan";
import { usePaddleSubscriptions } from "../../../api/billing";

const isActive = (status: string) => (ENTITLING_STATUSES as readonly string[]).includes(status);

/** The account's subscriptions as Paddle's customer portal would list them. */
export function SubscriptionList() {
  const { data: items, isPending, isError } = usePaddleSubscriptions();
  if (isPending) return <Skeleton className="h-20 w-full" />;
  if (isError) return <Alert variant="destructive">Could not load your subscriptions. Please try again later.</Alert>;
  if (items.length === 0) {
    return (
      <p className="text-muted-foreground">
        You have no subscriptions.{" "}
        <Link to="/pricing" className="font-medium text-primary hover:underline">
          View plans
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Subscriptions">
      {items.map((item) => (
        <SubscriptionItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

function SubscriptionItem({ item }: { item: ApiPaddleSubscription }) {
  const planName = item.tier ? `${tierName(item.tier)} plan` : "Unknown plan";
  const active = isActive(item.status);
  const nameId = useId();
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <p id={nameId} className="font-semibold">
              {planName}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {item.interval ? INTERVALS[item.interval].name : "Unknown billing period"}
              <Badge variant={active ? "success" : "outline"}>{item.status}</Badge>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {item.status === "trialing" ? <EndTrialButtons describedBy={nameId} /> : null}
            {active ? <CancelSubscriptionDialog subscriptionId={item.id} planName={planName} describedBy={nameId} /> : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
