import type { ReactNode } from "react";
import type { TextRun } from "../../../../core/listing/diff";

const MARKS = {
  insert: { Tag: "ins", said: "added", className: "bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2 underline-offset-2" },
  delete: { Tag: "del", said: "removed", className: "bg-red-100 text-red-950 line-through decoration-red-700 decoration-2" },
} as const;

/** Insertions underlined, deletions struck through, each announced: colour is only a third cue. */
export function Mark({ op, children }: { op: "insert" | "delete"; children: ReactNode }) {
  const { Tag, said, className } = MARKS[op];
  return (
    <Tag className={`rounded-sm ${className}`}>
      <span className="sr-only">[{said}: </span>
      {children}
      <span className="sr-only">]</span>
    </Tag>
  );
}

export function Runs({ runs }: { runs: TextRun[] }) {
  return (
    <span className="whitespace-pre-wrap break-words">
      {runs.map((run, index) =>
        run.op === "equal" ? (
          <span key={index}>{run.text}</span>
        ) : (
          <Mark key={index} op={run.op}>
            {run.text}
          </Mark>
        ),
      )}
    </span>
  );
}
