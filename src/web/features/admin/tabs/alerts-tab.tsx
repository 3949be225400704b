import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { ChannelTests } from "../alerts/channel-tests";
import { RecentAlerts } from "../alerts/recent-alerts";
import { RuleCard } from "../alerts/rule-card";
import { useAlerts } from "../../../api/admin-alerts";
import { WebhookFailures } from "../alerts/webhook-failures";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AlertsTab() {
  const alerts = useAlerts();
  if (alerts.isPending) return <Loading label="Loading alerts" />;
  if (alerts.isError) return <LoadError message="Could not load the alerts." onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />;
  const { rules, configured, recent, webhookFailures } = alerts.data;
  return (
    <div className="grid gap-8">
      <Section id="alert-rules-heading" title="Alert rules">
        <div className="grid gap-4 lg:grid-cols-2">
          {rules.map((rule) => (
            // Keyed by the saved time, so a saved rule's form starts again from what the server kept.
            <RuleCard key={`${rule.id}-${rule.updatedAt}`} rule={rule} configured={configured} />
          ))}
        </div>
      </Section>
      <Section id="alert-tests-heading" title="Test the channels">
        <ChannelTests configured={configured} />
      </Section>
      <Section id="recent-alerts-heading" title="Recent alerts">
        <RecentAlerts deliveries={recent} />
      </Section>
      <Section id="webhook-failures-heading" title="Webhook failures">
        <WebhookFailures failures={webhookFailures} />
      </Section>
    </div>
  );
}
