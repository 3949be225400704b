import { lazy, Suspense, useId, useState } from "react";
import { GROWTH_PERIODS, type GrowthPeriod, type GrowthResponse, type GrowthRow, type TouchKind } from "../../../../core/admin/growth";
import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { Alert } from "../../../components/ui/alert";
import { errorMessage } from "../../../lib/api-client";
import { useGrowth } from "../../../api/admin-overview";
import { GrowthTable } from "./growth-table";
import { ToggleGroup } from "../../../components/toggle-group";
import { plural } from "../../../lib/plural";

// recharts is heavy: its chunk is fetched only when there is something to draw.
const GrowthChart = lazy(() => import("./growth-chart"));

const touchOptions = [
  { value: "first", label: "First touch" },
  { value: "last", label: "Last touch" },
] as const satisfies ReadonlyArray<{ value: TouchKind; label: string }>;
const periodOptions = GROWTH_PERIODS.map((days) => ({ value: days, label: `${days} days` }));

const total = (rows: GrowthRow[], key: "signups" | "trials" | "purchases" | "landings") => rows.reduce((sum, row) => sum + row[key], 0);

/** The chart in one sentence (its accessible description). */
function summary(rows: GrowthRow[], touch: TouchKind, days: GrowthPeriod): string {
  return `Last ${days} days by ${touch} touch: ${plural(rows.length, "source")}, ${plural(total(rows, "signups"), "sign-up")}, ${plural(total(rows, "trials"), "trial")} and ${plural(total(rows, "purchases"), "purchase")}.`;
}

const isEmpty = (growth: GrowthResponse) => [...growth.first, ...growth.last].every((row) => row.landings + row.signups + row.trials + row.purchases === 0);

export function GrowthSection() {
  const [days, setDays] = useState<GrowthPeriod>(7);
  const [touch, setTouch] = useState<TouchKind>("first");
  const growth = useGrowth(days);
  const id = useId();
  const rows = growth.data?.[touch] ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="font-medium">
          Growth by source
        </h3>
        <div className="flex flex-wrap gap-2">
          <ToggleGroup label="Attribution" options={touchOptions} value={touch} onChange={setTouch} />
          <ToggleGroup label="Growth period" options={periodOptions} value={days} onChange={setDays} />
        </div>
      </div>
      {growth.isPending ? <Loading label="Loading growth by source..." /> : null}
      {growth.isError ? (
        <LoadError message={errorMessage(growth.error, "Could not load growth by source")} onRetry={() => void growth.refetch()} retrying={growth.isFetching} />
      ) : null}
      {growth.data && isEmpty(growth.data) ? (
        <Alert>Nothing is recorded yet for the last {days} days: no landings, sign-ups, trials or purchases by source.</Alert>
      ) : null}
      {growth.data && !isEmpty(growth.data) ? (
        <>
          <p id={id} className="text-sm text-muted-foreground">
            {summary(rows, touch, days)} Landings count visitors who did not consent to analytics.
          </p>
          <Suspense fallback={<Loading label="Loading the chart..." />}>
            <GrowthChart rows={rows} label={`Bar chart of sign-ups, trials and purchases per source by ${touch} touch`} describedBy={id} />
          </Suspense>
          <GrowthTable rows={rows} caption={`Growth per source by ${touch} touch, last ${days} days`} />
        </>
      ) : null}
    </section>
  );
}
