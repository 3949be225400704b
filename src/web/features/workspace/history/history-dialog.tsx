import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ApiProduct } from "../../../../core/api-types";
import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { useVersions } from "../../../api/listing";
import { VersionCompare } from "./version-compare";
import { ShowOlderVersions } from "./show-older-versions";
import { VersionList } from "./version-list";

/** Which versions the history opens on; `compare` undefined means the one before `selected`. */
export interface HistoryView {
  selected?: number;
  compare?: number | null;
}

interface HistoryDialogProps {
  product: ApiProduct;
  /** null: closed. */
  view: HistoryView | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  restore: (number: number, options: { onRestored: () => void }) => void;
  restoring: boolean;
}

export function HistoryDialog({ product, view, onClose, onCloseAutoFocus, restore, restoring }: HistoryDialogProps) {
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-5xl">
        <DialogTitle className="flex items-center gap-2 pr-8">
          <History className="size-5 shrink-0" aria-hidden="true" />
          Version history
        </DialogTitle>
        <DialogDescription>
          Every generation, regeneration, edit and restore of this listing, newest first. Saves made minutes apart count as one edit; the first version and the
          latest 99 are kept. Restoring adds a new version.
        </DialogDescription>
        {view && <HistoryBody product={product} view={view} restore={(number) => restore(number, { onRestored: onClose })} restoring={restoring} />}
      </DialogContent>
    </Dialog>
  );
}

interface HistoryBodyProps {
  product: ApiProduct;
  view: HistoryView;
  restore: (number: number) => void;
  restoring: boolean;
}

function HistoryBody({ product, view, restore, restoring }: HistoryBodyProps) {
  const versions = useVersions(product.id);
  const [selected, setSelected] = useState(view.selected);
  const [compare, setCompare] = useState(view.compare);
  // After "Show older versions": the oldest number shown before, so focus moves on to the first version it brought.
  const [focusBelow, setFocusBelow] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = versions;

  const items = versions.data?.pages.flatMap((page) => page.items) ?? [];
  const current = versions.data?.pages[0]?.current ?? product.version;
  const chosen = selected ?? current;
  const previous = items.find((version) => version.number < chosen)?.number ?? null;
  // The version before the chosen one is on an older page: read it, so the comparison is the usual one.
  const previousUnread = versions.data !== undefined && compare === undefined && previous === null && hasNextPage;
  useEffect(() => {
    if (previousUnread && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [previousUnread, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const firstOlder = focusBelow === null ? undefined : items.find((version) => version.number < focusBelow)?.number;
  useEffect(() => {
    if (firstOlder === undefined) return;
    list.current?.querySelector<HTMLElement>(`[data-version="${firstOlder}"]`)?.focus();
    setFocusBelow(null);
  }, [firstOlder]);

  if (versions.isError && !isFetchNextPageError) {
    return <LoadError message="The history could not be loaded." onRetry={() => void versions.refetch()} retrying={versions.isFetching} />;
  }
  if (!versions.data) return <Loading label="Loading the history..." />;
  const select = (number: number) => {
    setSelected(number);
    setCompare(undefined);
  };
  const showOlder = () => {
    setFocusBelow(items.at(-1)?.number ?? null);
    void fetchNextPage({ cancelRefetch: false });
  };

  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
      <div ref={list} className="max-h-[40dvh] min-w-0 overflow-y-auto pr-1 md:max-h-[70dvh]">
        <VersionList items={items} current={current} selected={chosen} onSelect={select} />
        {hasNextPage && <ShowOlderVersions onShow={showOlder} loading={isFetchingNextPage} failed={isFetchNextPageError} />}
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">Version {chosen}</h3>
          {chosen === current ? (
            <p className="text-sm text-muted-foreground">This is the current version.</p>
          ) : (
            <Button onClick={() => restore(chosen)} disabled={restoring}>
              {restoring ? "Restoring..." : "Restore this version"}
            </Button>
          )}
        </div>
        <VersionCompare
          productId={product.id}
          items={items}
          selected={chosen}
          compare={compare === undefined ? previous : compare}
          onCompareChange={setCompare}
        />
      </div>
    </div>
  );
}
