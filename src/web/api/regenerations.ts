import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ApiRegeneration, RegenerateResponse } from "../../core/api-types";
import type { ListingSection } from "../../core/listing/editable";
import { ApiError, route } from "../lib/api-client";
import { productKeys } from "./products-shell";

// Regenerating a listing or one section of it (decision 021).

export interface RegenerateRequest {
  /** null: the whole listing, except the locked sections. */
  section: ListingSection | null;
  instruction: string | null;
  locked: ListingSection[];
  baseVersion: number;
}

// Not below the product's key: refreshing the product must not re-read a finished regeneration.
const regenerationKeys = {
  detail: (productId: string, regenerationId: string) => ["regenerations", productId, regenerationId] as const,
};

const productPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}`;

const postRegenerate = (productId: string, body: RegenerateRequest) => route("POST /api/products/:id/regenerate", { params: { id: productId }, body });

export const fetchRegeneration = (productId: string, regenerationId: string) =>
  route("GET /api/products/:id/regenerations/:rid", { params: { id: productId, rid: regenerationId } });

export const regenerationEventsUrl = (productId: string, regenerationId: string) =>
  `${productPath(productId)}/regenerations/${encodeURIComponent(regenerationId)}/events`;

/** Starts a regeneration (202); the answer seeds its query so watching starts without a read. */
export function useRegenerate(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateRequest) => postRegenerate(productId, body),
    onSuccess: (response) => queryClient.setQueryData(regenerationKeys.detail(productId, response.regeneration.id), response),
    onError: (error) => {
      // One is running already (another tab): the product names it, and the page then follows it.
      if (error instanceof ApiError && error.code === "REGENERATION_RUNNING") {
        void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
      }
    },
  });
}

/** One regeneration and the plan's allowance; read once, then kept up to date with useUpdateRegeneration. */
export function useRegeneration(productId: string, regenerationId: string | null) {
  const id = regenerationId ?? "";
  return useQuery({
    queryKey: regenerationKeys.detail(productId, id),
    queryFn: () => fetchRegeneration(productId, id),
    enabled: regenerationId !== null,
    staleTime: Infinity,
  });
}

/** Puts a regeneration's new state (from its event stream) into its cached answer. */
export function useUpdateRegeneration(productId: string, regenerationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (regeneration: ApiRegeneration) =>
      queryClient.setQueryData<RegenerateResponse>(regenerationKeys.detail(productId, regenerationId), (previous) => previous && { ...previous, regeneration }),
    [queryClient, productId, regenerationId],
  );
}
