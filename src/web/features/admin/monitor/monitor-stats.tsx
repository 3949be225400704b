import { formatDuration, type MonitorView } from "../../../../core/monitor";
import { Card, CardContent } from "../../../components/ui/card";

/** The spec's four figures: total, resolved today, pending review, average resolution time. */
export function MonitorStats({ stats }: { stats: MonitorView["stats"] }) {
  const items = [
    { label: "Total mismatches", value: String(stats.totalMismatches) },
    { label: "Resolved today", value: String(stats.resolvedToday) },
    { label: "Pending review", value: String(stats.pendingReview) },
    { label: "Average resolution time", value: formatDuration(stats.averageResolutionTime) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <Card key={item.label}>
          <CardContent className="grid gap-1 p-4">
            <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}
