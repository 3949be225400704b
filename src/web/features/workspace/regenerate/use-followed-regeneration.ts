import { useEffect } from "react";
import { useRegeneration, useUpdateRegeneration } from "../../../api/regenerations";
import { watchRegeneration } from "./watch-regeneration";

/** One regeneration and the plan's allowance, kept live over its event stream while it runs. */
export function useFollowedRegeneration(productId: string, regenerationId: string | null) {
  const id = regenerationId ?? "";
  const query = useRegeneration(productId, regenerationId);
  const update = useUpdateRegeneration(productId, id);
  const pending = query.data?.regeneration.status === "pending";

  useEffect(() => {
    if (!id || !pending) return;
    return watchRegeneration(productId, id, update);
  }, [productId, id, pending, update]);

  return query;
}
