import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client";
import { productKeys } from "../products/api";
import { postRegenerate, regenerationKeys, type RegenerateRequest } from "./api";

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
