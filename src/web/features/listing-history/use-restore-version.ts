import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ApiProduct } from "../../../core/api-types";
import { errorMessage } from "../../lib/api-client";
import { productKeys } from "../products/api";
import { conflictOf, restoreVersion, versionKeys } from "./api";

export const RESTORE_TEXTS = {
  restored: (number: number) => `Restored version ${number}`,
  undo: "Undo",
  conflict: "This listing changed in the meantime",
  conflictDetail: (version: number) =>
    `It is now at version ${version}, saved in another tab or on another device. Nothing was overwritten; the page and the history now show the newest text, so look again and retry.`,
  failed: "Could not restore this version. Please try again.",
} as const;

/**
 * Restores a version as a new version. `restore(n)` sends the version on screen as baseVersion
 * and offers an Undo that restores the version that was current before, itself undoable.
 */
export function useRestoreVersion(productId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ number, baseVersion }: { number: number; baseVersion: number }) => restoreVersion(productId, number, baseVersion),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(productId), product);
      void queryClient.invalidateQueries({ queryKey: versionKeys.list(productId), exact: true });
    },
    onError: (error) => {
      const current = conflictOf(error);
      if (!current) return void toast.error(errorMessage(error, RESTORE_TEXTS.failed));
      toast.error(RESTORE_TEXTS.conflict, { description: RESTORE_TEXTS.conflictDetail(current.version) });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
  });

  /** `current`: the newest version when the caller knows one the cached product may not hold yet. */
  const restore = (number: number, { current, onRestored }: { current?: number; onRestored?: () => void } = {}) => {
    const cached = queryClient.getQueryData<ApiProduct>(productKeys.detail(productId))?.version;
    const before = Math.max(cached ?? 0, current ?? 0);
    if (before === 0) return;
    mutation.mutate(
      { number, baseVersion: before },
      {
        onSuccess: () => {
          onRestored?.();
          toast.success(RESTORE_TEXTS.restored(number), { action: { label: RESTORE_TEXTS.undo, onClick: () => restore(before) } });
        },
      },
    );
  };
  return { restore, isPending: mutation.isPending };
}
