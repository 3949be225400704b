import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiImport, ImportRejectedBody, ImportResponse } from "../../core/imports/api-types";
import type { ImportProblem } from "../../core/imports/problems";
import { ApiError, route } from "../lib/api-client";
import { sendForm } from "../lib/send-form";
import { productKeys } from "./products-shell";
import type { Reactions } from "./reactions";
import { subscriptionKey } from "./subscription";

// Create → Import many (issue 33): the preview, the one confirm and the progress of an import.

export const importKeys = {
  all: ["imports"] as const,
  list: ["imports", "list"] as const,
  detail: (id: string) => ["imports", "detail", id] as const,
};

/** While rows are being created or written, the progress view reads the import again this often. */
export const IMPORT_POLL_MS = 2_000;

/** Rows are still changing: the job has rows to create, or listings are being written. */
export const importIsActive = (imported: ApiImport | undefined) =>
  imported !== undefined && (imported.status === "running" || imported.rows.some((row) => row.state === "waiting" || row.state === "generating"));

/** The import, read again every 2 s while its rows are still changing, so a reload shows where it is. */
export function useImport(id: string) {
  return useQuery({
    queryKey: importKeys.detail(id),
    queryFn: () => route("GET /api/imports/:id", { params: { id } }).then((r) => r.import),
    refetchInterval: (query) => (importIsActive(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

/** The account's latest imports, to find one again. */
export function useRecentImports() {
  return useQuery({ queryKey: importKeys.list, queryFn: () => route("GET /api/imports").then((r) => r.imports) });
}

export interface ImportFiles {
  csv: File;
  zip: File | null;
  onProgress?: (fraction: number) => void;
}

/** Uploads the CSV (and ZIP) for a preview; nothing is created until the import is confirmed. */
export function useUploadImport(reactions: Reactions<ApiImport, ImportFiles> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ csv, zip, onProgress }: ImportFiles) => {
      const form = new FormData();
      form.append("csv", csv, csv.name);
      if (zip) form.append("zip", zip, zip.name);
      return sendForm<ImportResponse>("/api/imports", form, onProgress).then((r) => r.import);
    },
    onSuccess: async (...args) => {
      queryClient.setQueryData(importKeys.detail(args[0].id), args[0]);
      void queryClient.invalidateQueries({ queryKey: importKeys.list });
      await reactions.onSuccess?.(...args);
    },
  });
}

/** The one click that creates the import's products; a second click gets the same import back. */
export function useConfirmImport(id: string, reactions: Reactions<ApiImport, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: () => route("POST /api/imports/:id/confirm", { params: { id }, body: {} }).then((r) => r.import),
    onSuccess: async (...args) => {
      queryClient.setQueryData(importKeys.detail(id), args[0]);
      for (const queryKey of [productKeys.all, subscriptionKey, importKeys.list]) void queryClient.invalidateQueries({ queryKey });
      await reactions.onSuccess?.(...args);
    },
  });
}

/** The problems of a file the server refused whole (IMPORT_REJECTED), else null. */
export function rejectedProblems(error: unknown): ImportProblem[] | null {
  if (!(error instanceof ApiError) || error.code !== "IMPORT_REJECTED") return null;
  return (error.payload as ImportRejectedBody | undefined)?.problems ?? [];
}
