/** Admin console tab (issue 14): accounts, paying accounts per plan, MRR and ARR, sign-ups and upgrades with a chart. */
export function OverviewTab() {
  return <p className="text-sm text-muted-foreground">Overview</p>;
}
