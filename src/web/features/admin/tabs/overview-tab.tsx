import { lazy, Suspense, useId, useState } from "react";
import type { OverviewPeriod, OverviewResponse } from "../../../../core/admin/overview";
import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { errorMessage } from "../../../lib/api-client";
import { useOverview } from "../../../api/admin-overview";
import { GrowthSection } from "../overview/growth-section";
import { PeriodSwitch } from "../overview/period-switch";
import { SignupsTable } from "../overview/signups-table";
import { StatCards } from "../overview/stat-cards";
import { plural } from "../../../lib/plural";

/** The chart in one sentence (its accessible description). */
function summary({ series, signups, upgrades }: OverviewResponse): string {
  const first = series[0]?.date ?? "";
  const last = series.at(-1)?.date ?? first;
  const span = first === last ? `On ${first} (UTC)` : `From ${first} to ${last} (UTC)`;
  return `${span}: ${plural(signups, "sign-up")} and ${plural(upgrades, "upgrade")}.`;
}

// recharts is heavy: fetched only when the Overview tab shows its chart.
const SignupsChart = lazy(() => import("../overview/signups-chart"));

export function OverviewTab() {
  const [days, setDays] = useState<OverviewPeriod>(7);
  const overview = useOverview(days);
  const tableId = useId();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Overview</h2>
        <PeriodSwitch value={days} onChange={setDays} />
      </div>
      {overview.isPending ? <Loading label="Loading the overview..." /> : null}
      {overview.isError ? (
        <LoadError
          message={errorMessage(overview.error, "Could not load the overview")}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : null}
      {overview.data ? (
        <>
          <StatCards overview={overview.data} />
          <section aria-labelledby={`${tableId}-heading`} className="grid gap-3">
            <h3 id={`${tableId}-heading`} className="font-medium">
              Sign-ups and upgrades per day
            </h3>
            <p id={tableId} className="text-sm text-muted-foreground">
              {summary(overview.data)}
            </p>
            <Suspense fallback={<Loading label="Loading the chart..." />}>
              <SignupsChart series={overview.data.series} describedBy={tableId} />
            </Suspense>
            <details>
              <summary className="cursor-pointer text-sm text-muted-foreground">The numbers as a table</summary>
              <div className="mt-2">
                <SignupsTable series={overview.data.series} />
              </div>
            </details>
          </section>
          <GrowthSection />
        </>
      ) : null}
    </div>
  );
}
