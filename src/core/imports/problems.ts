import type { ImportColumn } from "./columns";

/** One thing wrong with an import: where (the spreadsheet's row number, 1 being the header; the column) and what. */
export interface ImportProblem {
  /** null: the file as a whole. */
  row: number | null;
  column: ImportColumn | null;
  message: string;
}

/** At most this many problems are listed; one more line says how many were left out. */
export const MAX_LISTED_PROBLEMS = 50;

export function capProblems(problems: ImportProblem[]): ImportProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return problems;
  const left = problems.length - MAX_LISTED_PROBLEMS;
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), { row: null, column: null, message: `…and ${left} more problem${left === 1 ? "" : "s"} like these.` }];
}
