import { useState, type RefObject } from "react";
import { Link } from "react-router";
import type { ApiPublishSelection, ApiSelectionOutcome } from "../../../core/marketplaces/api-types";
import { MARKETPLACE_NAMES, type Marketplace } from "../../../core/marketplaces/marketplaces";
import { useMarketplaces, usePublishSelection } from "../../api/marketplaces";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError, errorMessage } from "../../lib/api-client";
import { plural } from "../../lib/plural";

/** The marketplaces a draft can go to now: offered and connected, not waiting for a reconnect. */
function useConnected() {
  const query = useMarketplaces();
  const connected = (query.data?.marketplaces ?? []).filter((m) => m.connection && !m.connection.needsReconnect).map((m) => m.marketplace);
  return { ...query, connected };
}

function Outcome({ result }: { result: ApiPublishSelection }) {
  const name = MARKETPLACE_NAMES[result.marketplace];
  const sent = result.results.filter((r) => r.outcome !== "skipped");
  const skipped = result.results.filter((r): r is Extract<ApiSelectionOutcome, { outcome: "skipped" }> => r.outcome === "skipped");
  return (
    <div className="grid gap-3 text-sm">
      <p>
        {sent.length > 0
          ? `${plural(sent.length, "listing")} on the way to ${name} as drafts; each listing's page links to its draft once it is made.`
          : `No listing was sent to ${name}.`}
      </p>
      {skipped.length > 0 ? (
        <div className="grid gap-2">
          <p className="font-medium">Skipped ({skipped.length})</p>
          <ul className="grid max-h-64 gap-2 overflow-y-auto" aria-label="Skipped listings">
            {skipped.map((item) => (
              <li key={item.productId} className="grid gap-1 rounded-md border border-border p-2">
                {item.title ? (
                  <Link className="font-medium underline underline-offset-4" to={`/product/${item.productId}#publish`}>
                    {item.title}
                  </Link>
                ) : (
                  <span className="font-medium">A listing that is no longer in your gallery</span>
                )}
                <span className="text-destructive">{item.reason}</span>
                {item.problems.length > 0 ? (
                  <ul className="list-disc pl-5 text-muted-foreground">
                    {item.problems.map((problem) => (
                      <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Why nothing was sent: the plan, the connection or the request, in words, with the way on. */
function Refusal({ error }: { error: Error }) {
  if (error instanceof ApiError && error.code === "PLAN_REQUIRED") {
    return (
      <p role="alert" className="text-sm">
        {error.message}{" "}
        <Link className="underline underline-offset-4" to="/pricing">
          See the plans
        </Link>
      </p>
    );
  }
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(error, "Could not publish the selection. Please try again.")}
    </p>
  );
}

interface PublishSelectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: string[];
  /** Opened from code, so the dialog is told where focus goes back to. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The dialog's body: mounted while it is open, so the marketplaces are read only then and each opening starts afresh. */
function PublishSelection({ ids }: { ids: string[] }) {
  const { connected, isPending, isError, refetch } = useConnected();
  const [chosen, setChosen] = useState<Marketplace | null>(null);
  const publish = usePublishSelection();
  const marketplace = chosen && connected.includes(chosen) ? chosen : (connected[0] ?? null);
  return (
    <>
      <div aria-live="polite" className="grid gap-4">
        {publish.data ? (
          <Outcome result={publish.data} />
        ) : isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : isError ? (
          <Button variant="outline" onClick={() => void refetch()}>
            Could not load your marketplaces; try again
          </Button>
        ) : connected.length === 0 ? (
          <p className="text-sm">
            No marketplace is connected yet.{" "}
            <Link className="underline underline-offset-4" to="/settings?marketplace=etsy#marketplaces">
              Connect one in Settings → Marketplaces
            </Link>
          </p>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Marketplace</legend>
            {connected.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" name="publish-marketplace" checked={marketplace === option} onChange={() => setChosen(option)} className="accent-primary" />
                {MARKETPLACE_NAMES[option]}
              </label>
            ))}
          </fieldset>
        )}
        {publish.error ? <Refusal error={publish.error} /> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{publish.data ? "Done" : "Cancel"}</Button>
        </DialogClose>
        {publish.data ? null : (
          <Button disabled={!marketplace || ids.length === 0 || publish.isPending} onClick={() => marketplace && publish.mutate({ marketplace, ids })}>
            {publish.isPending ? "Publishing..." : `Publish ${plural(ids.length, "listing")} as drafts`}
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * The gallery's "Publish as drafts" (issue 33): the selected listings, each through the same publish
 * path as its own page, to one connected marketplace; listings with preflight problems are skipped
 * and named with them.
 */
export function PublishSelectionDialog({ open, onOpenChange, ids, returnFocusTo }: PublishSelectionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-8">Publish as drafts</DialogTitle>
        <DialogDescription>Each listing becomes a draft you review and activate on the marketplace; nothing goes live from here.</DialogDescription>
        <PublishSelection ids={ids} />
      </DialogContent>
    </Dialog>
  );
}
