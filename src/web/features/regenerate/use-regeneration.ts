import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RegenerateResponse } from "../../../core/api-types";
import { fetchRegeneration, regenerationKeys } from "./api";
import { watchRegeneration } from "./watch-regeneration";

/** One regeneration and the plan's allowance, kept live over its event stream while it runs. */
export function useRegeneration(productId: string, regenerationId: string | null) {
  const queryClient = useQueryClient();
  const id = regenerationId ?? "";
  const query = useQuery({
    queryKey: regenerationKeys.detail(productId, id),
    queryFn: () => fetchRegeneration(productId, id),
    enabled: regenerationId !== null,
    staleTime: Infinity,
  });
  const pending = query.data?.regeneration.status === "pending";

  useEffect(() => {
    if (!id || !pending) return;
    return watchRegeneration(productId, id, (regeneration) =>
      queryClient.setQueryData<RegenerateResponse>(regenerationKeys.detail(productId, id), (previous) => previous && { ...previous, regeneration }),
    );
  }, [productId, id, pending, queryClient]);

  return query;
}
