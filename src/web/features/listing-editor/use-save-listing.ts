import { useMutation, useQueryClient } from "@tanstack/react-query";
import { productKeys } from "../products/api";
import { saveListing, type SaveListingBody } from "./api";

/** Saves the edited listing; the product page then shows what the server stored, without a refetch. */
export function useSaveListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveListingBody) => saveListing(id, body),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(id), product);
      // The gallery and the latest card show the title; they re-read it when next shown.
      await queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: "none" });
    },
  });
}
