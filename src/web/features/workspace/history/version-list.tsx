import type { ApiListingVersionSummary } from "../../../../core/api-types";
import { SECTION_LABELS } from "../../../../core/listing/editable";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { absoluteTime, relativeTime, versionLabel } from "./version-label";

interface VersionListProps {
  items: ApiListingVersionSummary[];
  current: number;
  selected: number | null;
  onSelect: (number: number) => void;
}

/** Newest first; each entry a button, the chosen one pressed, with when its text was last saved. */
export function VersionList({ items, current, selected, onSelect }: VersionListProps) {
  return (
    <ol aria-label="Versions" className="grid gap-2">
      {items.map((version) => (
        <li key={version.number}>
          <button
            type="button"
            data-version={version.number}
            aria-pressed={version.number === selected}
            onClick={() => onSelect(version.number)}
            className={cn(
              "grid w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted",
              version.number === selected ? "border-primary bg-muted ring-1 ring-primary" : "border-border",
            )}
          >
            <span className="flex flex-wrap items-center gap-2 font-medium">
              Version {version.number}
              {version.number === current && <Badge variant="secondary">Current</Badge>}
            </span>
            <span className="break-words">{versionLabel(version)}</span>
            <span className="text-muted-foreground">
              <time dateTime={version.updatedAt} title={absoluteTime(version.updatedAt)}>
                {relativeTime(version.updatedAt)}
              </time>
              {" · "}
              {absoluteTime(version.updatedAt)}
            </span>
            {version.changed.length > 0 && (
              <span className="text-muted-foreground">Changed: {version.changed.map((section) => SECTION_LABELS[section]).join(", ")}</span>
            )}
          </button>
        </li>
      ))}
    </ol>
  );
}
