import { Link } from "react-router";
import { tierName } from "../../../../core/plans";
import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { RefreshSubscriptionButton } from "./refresh-subscription-button";
import { useSubscription } from "../../../api/subscription";

export function PlanSummary() {
  const { data, isError, isFetching, refetch } = useSubscription();
  let state = null;
  if (!data) {
    state = isError ? (
      <LoadError message="Your plan could not be loaded." onRetry={() => void refetch()} retrying={isFetching} />
    ) : (
      <Loading label="Loading your plan..." />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CardDescription>
          {data ? `You are on the ${tierName(data.tier)} plan. ` : null}
          <Link to="/pricing" className="font-medium text-primary hover:underline">
            View plans and upgrade
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        {state}
        <RefreshSubscriptionButton />
      </CardContent>
    </Card>
  );
}
