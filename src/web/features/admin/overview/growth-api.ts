import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GrowthPeriod, GrowthResponse } from "../../../../core/admin/growth";
import { api } from "../../../lib/api-client";

export const growthKey = (days: GrowthPeriod) => ["admin", "growth", days] as const;

/** The Growth section's figures per source; the previous period's stay on screen while another loads. */
export function useGrowth(days: GrowthPeriod) {
  return useQuery({
    queryKey: growthKey(days),
    queryFn: ({ signal }) => api<GrowthResponse>(`/api/admin/growth?days=${days}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
