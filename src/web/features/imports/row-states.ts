import type { ImportRowState } from "../../../core/imports/api-types";
import type { ImportColumn } from "../../../core/imports/columns";
import type { BadgeProps } from "../../components/ui/badge";

export const ROW_STATES: Record<ImportRowState, { label: string; variant: NonNullable<BadgeProps["variant"]> }> = {
  ready: { label: "Will be created", variant: "success" },
  invalid: { label: "Has errors", variant: "destructive" },
  over_limit: { label: "Over plan limit", variant: "warning" },
  waiting: { label: "Waiting", variant: "outline" },
  generating: { label: "Generating", variant: "secondary" },
  done: { label: "Done", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

/** "File format" for "file format": a column named in a sentence's first place. */
export const columnLabel = (column: ImportColumn) => column.charAt(0).toUpperCase() + column.slice(1);
