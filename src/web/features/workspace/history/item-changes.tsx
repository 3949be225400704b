import type { ReactNode } from "react";
import type { ItemChange, TextRun } from "../../../../core/listing/diff";
import { Badge } from "../../../components/ui/badge";
import { Mark, Runs } from "./diff-runs";

interface ItemChangesProps<T> {
  changes: Array<ItemChange<T> & { runs?: TextRun[] }>;
  render: (item: T) => ReactNode;
  /** A changed item, when it is more than one text (a module); else its `runs`. */
  renderChanged?: (change: Extract<ItemChange<T>, { op: "changed" }>) => ReactNode;
}

const TAGS = {
  added: { text: "Added", variant: "success" },
  removed: { text: "Removed", variant: "destructive" },
  changed: { text: "Changed", variant: "warning" },
  moved: { text: "Moved", variant: "secondary" },
} as const;

/** A list's items in order, each change named in words; unchanged items stay as context. */
export function ItemChanges<T>({ changes, render, renderChanged }: ItemChangesProps<T>) {
  return (
    <ul className="grid gap-2">
      {changes.map((change, index) => (
        <li key={index} className={change.op === "equal" ? "text-muted-foreground" : undefined}>
          {change.op !== "equal" && (
            <Badge variant={TAGS[change.op].variant} className="mr-2 align-middle">
              {change.op === "moved" ? `Moved from ${change.from + 1} to ${change.to + 1}` : TAGS[change.op].text}
            </Badge>
          )}
          {change.op === "added" ? (
            <Mark op="insert">{render(change.item)}</Mark>
          ) : change.op === "removed" ? (
            <Mark op="delete">{render(change.item)}</Mark>
          ) : change.op === "changed" ? (
            (renderChanged?.(change) ?? <Runs runs={change.runs ?? []} />)
          ) : (
            render(change.item)
          )}
        </li>
      ))}
    </ul>
  );
}
