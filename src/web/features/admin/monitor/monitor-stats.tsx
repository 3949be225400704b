import { formatDuration, type MonitorView } from "../../../../core/monitor";
import { Card } from "../../../components/ui/card";

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
        // The card is the dt/dd group's one wrapper: a <dl> allows no deeper nesting.
        <Card key={item.label} className="grid gap-1 p-4">
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
