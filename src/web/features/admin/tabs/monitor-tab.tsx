/** Admin console tab (issue 14): payment mismatch monitor, stats and health metrics. */
export function MonitorTab() {
  return <p className="text-sm text-muted-foreground">Monitor</p>;
}
