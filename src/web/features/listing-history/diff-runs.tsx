import type { ReactNode } from "react";
import type { TextRun } from "../../../core/listing/diff";

/** Insertions underlined, deletions struck through, each announced: colour is only a third cue. */
export function Inserted({ children }: { children: ReactNode }) {
  return (
    <ins className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2 underline-offset-2">
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

export function Deleted({ children }: { children: ReactNode }) {
  return (
    <del className="rounded-sm bg-red-100 text-red-950 line-through decoration-red-700 decoration-2">
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

export function Runs({ runs }: { runs: TextRun[] }) {
  return (
    <span className="whitespace-pre-wrap break-words">
      {runs.map((run, index) =>
        run.op === "insert" ? (
          <Inserted key={index}>{run.text}</Inserted>
        ) : run.op === "delete" ? (
          <Deleted key={index}>{run.text}</Deleted>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </span>
  );
}
