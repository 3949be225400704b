import { lazy, Suspense } from "react";
import { Skeleton } from "../../../components/ui/skeleton";

const Pill = lazy(() => import("./usage-pill").then((m) => ({ default: m.UsagePill })));

/**
 * The header's plan pill, for signed-in pages only: its code (plans, usage, the subscription query)
 * is not part of the app shell every page loads (decision 033). Until it arrives, the pill's own
 * loading placeholder holds its place.
 */
export function UsagePill() {
  return (
    <Suspense fallback={<Skeleton className="h-7 w-14 rounded-full md:w-20" />}>
      <Pill />
    </Suspense>
  );
}
