import type { OverviewResponse, PlanAccounts } from "../../../../core/admin/overview";
import { PLANS } from "../../../../core/plans";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { formatUsd } from "./format-usd";

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="gap-1 p-4 pb-1">
        <p className="text-sm text-muted-foreground">{label}</p>
      </CardHeader>
      <CardContent className="px-4 pb-4">
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}

/** "3 via Paddle · 1 manual grant" (and what neither explains, when there is any). */
function sources(plan: PlanAccounts): string {
  const parts = [`${plan.paddle} via Paddle`, `${plan.manual} manual ${plan.manual === 1 ? "grant" : "grants"}`];
  if (plan.other > 0) parts.push(`${plan.other} unpaid or test`);
  return parts.join(" · ");
}

export function StatCards({ overview }: { overview: OverviewResponse }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Stat label="Accounts" value={String(overview.accounts)} detail="Test accounts not counted" />
      <Stat label={`Paying: ${PLANS.creator.name}`} value={String(overview.paying.creator.total)} detail={sources(overview.paying.creator)} />
      <Stat label={`Paying: ${PLANS.pro.name}`} value={String(overview.paying.pro.total)} detail={sources(overview.paying.pro)} />
      <Stat
        label="MRR"
        value={formatUsd(overview.mrr)}
        detail={`${overview.activeSubscriptions} active ${overview.activeSubscriptions === 1 ? "subscription" : "subscriptions"}; annual at a twelfth`}
      />
      <Stat label="ARR" value={formatUsd(overview.arr)} detail="MRR × 12" />
      <Stat
        label={`Last ${overview.days === 1 ? "day" : `${overview.days} days`}`}
        value={`${overview.signups} / ${overview.upgrades}`}
        detail="Sign-ups / upgrades (first payment)"
      />
    </div>
  );
}
