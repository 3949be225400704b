import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { meKey } from "../../lib/session";
import { archiveProduct, productKeys } from "../products/api";
import { subscriptionKey } from "../subscription/api";

export const ARCHIVE_TEXTS = {
  success: { title: "Product archived", description: "The product has been successfully archived." },
  failed: { title: "Archive failed", description: "Failed to archive the product. Please try again." },
} as const;

/** Archives the product, then shows the gallery without it. */
export function useArchiveProduct(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => archiveProduct(id),
    onSuccess: async () => {
      toast.success(ARCHIVE_TEXTS.success.title, { description: ARCHIVE_TEXTS.success.description });
      // Dropped rather than only invalidated: a cached gallery would show the product for a moment.
      queryClient.removeQueries({ queryKey: [...productKeys.all, "list"] });
      await navigate("/gallery");
      await Promise.all([productKeys.all, subscriptionKey, meKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => toast.error(ARCHIVE_TEXTS.failed.title, { description: ARCHIVE_TEXTS.failed.description }),
  });
}
