import { useId, useMemo } from "react";
import type { ApiListingVersionSummary } from "../../../../core/api-types";
import { diffListings } from "../../../../core/listing/diff";
import { LoadError } from "../../../components/load-error";
import { Loading } from "../../../components/loading";
import { ListingDiff } from "./listing-diff";
import { useVersion } from "../../../api/listing";
import { versionLabel } from "./version-label";

interface VersionCompareProps {
  productId: string;
  items: ApiListingVersionSummary[];
  selected: number;
  compare: number | null;
  onCompareChange: (number: number | null) => void;
}

/** The chosen version against another one (the one before it unless the creator picks), older → newer. */
export function VersionCompare({ productId, items, selected, compare, onCompareChange }: VersionCompareProps) {
  const selectId = useId();
  const older = compare === null ? null : Math.min(selected, compare);
  const newer = compare === null ? selected : Math.max(selected, compare);
  const before = useVersion(productId, older);
  const after = useVersion(productId, newer);
  const diffs = useMemo(() => (before.data && after.data ? diffListings(before.data.listing, after.data.listing) : null), [before.data, after.data]);
  const failed = before.isError || after.isError;

  return (
    <div className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          Compare version {selected} with
        </label>
        <select
          id={selectId}
          value={compare ?? ""}
          onChange={(event) => onCompareChange(event.target.value ? Number(event.target.value) : null)}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm"
        >
          <option value="">Nothing (first version)</option>
          {items
            .filter((version) => version.number !== selected)
            .map((version) => (
              <option key={version.number} value={version.number}>
                Version {version.number}: {versionLabel(version)}
              </option>
            ))}
        </select>
      </div>
      {compare === null ? (
        <p className="text-muted-foreground">Version {selected} is shown without a comparison.</p>
      ) : (
        <p className="text-sm">
          Changes from version {older} to version {newer}: removed text is struck through, added text underlined.
        </p>
      )}
      {failed ? (
        <LoadError
          message="This version could not be loaded."
          onRetry={() => void Promise.all([before.refetch(), after.refetch()])}
          retrying={before.isFetching || after.isFetching}
        />
      ) : diffs ? (
        <ListingDiff diffs={diffs} />
      ) : compare === null ? null : (
        <Loading label="Loading the changes..." />
      )}
    </div>
  );
}
