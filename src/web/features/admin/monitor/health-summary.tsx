import type { HealthRating, MonitorView } from "../../../../core/monitor";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

const ratingVariant = { excellent: "success", good: "warning", poor: "destructive" } as const satisfies Record<HealthRating, string>;
const ratingLabel = { excellent: "Excellent", good: "Good", poor: "Poor" } as const satisfies Record<HealthRating, string>;
const percent = (value: number) => `${value.toFixed(1)} %`;

export function HealthSummary({ health }: { health: MonitorView["health"] }) {
  const { latest, series } = health;
  const lowest = (pick: (p: (typeof series)[number]) => number) => (series.length ? Math.min(...series.map(pick)) : null);
  const lowAccuracy = lowest((p) => p.planAccuracy);
  const lowWebhook = lowest((p) => p.webhookSuccess);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Payment health
          {latest ? <Badge variant={ratingVariant[latest.rating]}>{ratingLabel[latest.rating]}</Badge> : null}
        </CardTitle>
        <CardDescription>Measured every 30 seconds. Excellent at 99 % plan accuracy and 95 % webhook success; good at 95 % and 90 %.</CardDescription>
      </CardHeader>
      <CardContent>
        {latest ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-medium text-muted-foreground">Plan accuracy</dt>
              <dd className="text-xl font-semibold tabular-nums">{percent(latest.planAccuracy)}</dd>
              {lowAccuracy !== null ? <dd className="text-xs text-muted-foreground">Lowest in 24 h: {percent(lowAccuracy)}</dd> : null}
            </div>
            <div>
              <dt className="text-xs font-medium text-muted-foreground">Webhook success</dt>
              <dd className="text-xl font-semibold tabular-nums">{percent(latest.webhookSuccess)}</dd>
              {lowWebhook !== null ? <dd className="text-xs text-muted-foreground">Lowest in 24 h: {percent(lowWebhook)}</dd> : null}
            </div>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No measurement yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
