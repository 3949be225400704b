import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OverviewPeriod, OverviewResponse } from "../../../../core/admin/overview";
import { api } from "../../../lib/api-client";

export const overviewKey = (days: OverviewPeriod) => ["admin", "overview", days] as const;

/** The Overview tab's figures; the previous period's stay on screen while another loads. */
export function useOverview(days: OverviewPeriod) {
  return useQuery({
    queryKey: overviewKey(days),
    queryFn: ({ signal }) => api<OverviewResponse>(`/api/admin/overview?days=${days}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
