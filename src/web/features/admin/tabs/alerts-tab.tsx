import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { ChannelTests } from "../alerts/channel-tests";
import { RecentAlerts } from "../alerts/recent-alerts";
import { RuleCard } from "../alerts/rule-card";
import { useAlerts } from "../alerts/use-alerts";
import { WebhookFailures } from "../alerts/webhook-failures";

/** Admin console tab (issue 14): alert rules, channels, recent alerts, send test, webhook failures. */
export function AlertsTab() {
  const alerts = useAlerts();
  if (alerts.isPending) return <Loading label="Loading alerts" />;
  if (alerts.isError) return <LoadError message="Could not load the alerts." onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />;
  const { rules, configured, recent, webhookFailures } = alerts.data;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="alert-rules-heading" className="grid gap-3">
        <h2 id="alert-rules-heading" className="text-lg font-semibold">
          Alert rules
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {rules.map((rule) => (
            <RuleCard key={`${rule.id}-${rule.updatedAt}`} rule={rule} configured={configured} />
          ))}
        </div>
      </section>
      <section aria-labelledby="alert-tests-heading" className="grid gap-3">
        <h2 id="alert-tests-heading" className="text-lg font-semibold">
          Test the channels
        </h2>
        <ChannelTests configured={configured} />
      </section>
      <section aria-labelledby="recent-alerts-heading" className="grid gap-3">
        <h2 id="recent-alerts-heading" className="text-lg font-semibold">
          Recent alerts
        </h2>
        <RecentAlerts deliveries={recent} />
      </section>
      <section aria-labelledby="webhook-failures-heading" className="grid gap-3">
        <h2 id="webhook-failures-heading" className="text-lg font-semibold">
          Webhook failures
        </h2>
        <WebhookFailures failures={webhookFailures} />
      </section>
    </div>
  );
}
