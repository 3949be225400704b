import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GrowthPeriod } from "../../core/admin/growth";
import type { OverviewPeriod } from "../../core/admin/overview";
import { route } from "../lib/api-client";

// The admin console's Overview tab: the figures per period and growth by source (decision 026).

const overviewKey = (days: OverviewPeriod) => ["admin", "overview", days] as const;

/**
 * Counts move while the tab is closed (an account deleted elsewhere): opening it always asks again,
 * instead of showing the app's five-minute cache (issue 31).
 */
const ALWAYS_FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** The Overview tab's figures; the previous period's stay on screen while another loads. */
export function useOverview(days: OverviewPeriod) {
  return useQuery({
    ...ALWAYS_FRESH,
    queryKey: overviewKey(days),
    queryFn: ({ signal }) => route("GET /api/admin/overview", { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The Growth section's figures per source; the previous period's stay on screen while another loads. */
export function useGrowth(days: GrowthPeriod) {
  return useQuery({
    ...ALWAYS_FRESH,
    queryKey: ["admin", "growth", days],
    queryFn: ({ signal }) => route("GET /api/admin/growth", { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}
