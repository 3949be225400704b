import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client";
import { fetchProduct, productKeys } from "../products/api";

/** Spec §9: status polling every 3 s. */
const PENDING_POLL_MS = 3_000;

/** The product; re-read every 3 s while its listing is still being generated. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => fetchProduct(id),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? PENDING_POLL_MS : false),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
