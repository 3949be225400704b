/** Admin console tab (issue 14): alert rules, channels, recent alerts, send test. */
export function AlertsTab() {
  return <p className="text-sm text-muted-foreground">Alerts</p>;
}
