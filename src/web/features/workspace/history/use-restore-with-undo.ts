import { toast } from "sonner";
import { conflictOf, useRestoreVersion } from "../../../api/listing";
import { useCachedProduct } from "../../../api/products";
import { errorMessage } from "../../../lib/api-client";

const RESTORE_TEXTS = {
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
export function useRestoreWithUndo(productId: string) {
  const cachedProduct = useCachedProduct(productId);
  const mutation = useRestoreVersion(productId, {
    onError: (error) => {
      const current = conflictOf(error);
      if (!current) return void toast.error(errorMessage(error, RESTORE_TEXTS.failed));
      toast.error(RESTORE_TEXTS.conflict, { description: RESTORE_TEXTS.conflictDetail(current.version) });
    },
  });

  /** `current`: the newest version when the caller knows one the cached product may not hold yet. */
  const restore = (number: number, { current, onRestored }: { current?: number; onRestored?: () => void } = {}) => {
    const before = Math.max(cachedProduct()?.version ?? 0, current ?? 0);
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
