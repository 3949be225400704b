import { Link } from "react-router";
import type { ApiImportRow } from "../../../core/imports/api-types";
import type { ImportProblem } from "../../../core/imports/problems";
import { Badge } from "../../components/ui/badge";
import { columnLabel, ROW_STATES } from "./row-states";

/** What is wrong with a row, each under the column it is about (the row is the list item's heading). */
export function RowErrors({ errors }: { errors: ImportProblem[] }) {
  return (
    <ul className="grid gap-0.5 pl-4 text-sm text-red-800 list-disc">
      {errors.map((error, index) => (
        <li key={index}>
          {error.column ? <span className="font-medium">{columnLabel(error.column)}: </span> : null}
          {error.message}
        </li>
      ))}
    </ul>
  );
}

export function ImportRows({ rows, label }: { rows: ApiImportRow[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-2">
      {rows.map((row) => (
        <li key={row.row} className="grid gap-1 rounded-md border border-border px-3 py-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 break-words text-sm">
              <span className="text-muted-foreground">Row {row.row} · </span>
              {row.productId && row.state === "done" ? (
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/product/${row.productId}`}>
                  {row.label}
                </Link>
              ) : (
                <span className="font-medium">{row.label}</span>
              )}
            </p>
            <Badge variant={ROW_STATES[row.state].variant}>{ROW_STATES[row.state].label}</Badge>
          </div>
          {row.errors.length > 0 && row.state === "invalid" ? <RowErrors errors={row.errors} /> : null}
          {row.failure ? <p className="text-sm text-red-800">{row.failure}</p> : null}
        </li>
      ))}
    </ol>
  );
}
