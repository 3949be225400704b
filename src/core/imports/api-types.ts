import type { ImportProblem } from "./problems";

/** previewed until confirmed once; running while the job creates the products; finished; expired when never confirmed. */
export type ImportStatus = "previewed" | "running" | "finished" | "expired";

/**
 * A row as the preview and the progress view show it. Before the confirm: ready (will be
 * created), invalid (has errors) or over_limit (beyond the plan's free slots). After: over_limit
 * rows stay as they were; the rest are waiting (not yet created), generating (created, its
 * listing being written), done, or failed.
 */
export type ImportRowState = "ready" | "invalid" | "over_limit" | "waiting" | "generating" | "done" | "failed";

export interface ApiImportRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  /** The product name, else the title derived from the description. */
  label: string;
  state: ImportRowState;
  errors: ImportProblem[];
  productId: string | null;
  failure: string | null;
}

export interface ApiImport {
  id: string;
  status: ImportStatus;
  csvName: string;
  zipName: string | null;
  createdAt: string;
  /** The plan's slots free now for rows still to be created. */
  slotsLeft: number;
  planName: string;
  maxProducts: number;
  rows: ApiImportRow[];
}

export interface ImportResponse {
  import: ApiImport;
}

export interface ApiImportSummary {
  id: string;
  status: ImportStatus;
  csvName: string;
  createdAt: string;
  rows: number;
}

export interface ImportListResponse {
  imports: ApiImportSummary[];
}

/** The 422 answer to a file that cannot be imported at all (code IMPORT_REJECTED): nothing was stored. */
export interface ImportRejectedBody {
  error: { code: "IMPORT_REJECTED"; message: string };
  problems: ImportProblem[];
}

export function countImportStates(rows: Array<{ state: ImportRowState }>): Record<ImportRowState, number> {
  const counts: Record<ImportRowState, number> = { ready: 0, invalid: 0, over_limit: 0, waiting: 0, generating: 0, done: 0, failed: 0 };
  for (const { state } of rows) counts[state] += 1;
  return counts;
}
