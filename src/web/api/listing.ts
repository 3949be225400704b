import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiProduct, ListingConflictBody } from "../../core/api-types";
import type { EditableListing } from "../../core/listing/editable";
import { ApiError, route } from "../lib/api-client";
import { productKeys } from "./products-shell";
import type { Reactions } from "./reactions";

// A product's listing: saving an edit, its versions, restoring one (decisions 020, 024).

// Below the product's key: refreshing the product refreshes its history too.
const versionKeys = {
  list: (productId: string) => [...productKeys.detail(productId), "versions"] as const,
  detail: (productId: string, number: number) => [...productKeys.detail(productId), "versions", number] as const,
};

/** The listing a save sends: without the sections the plan hides, which the server then keeps as stored. */
export type SaveListing = Omit<EditableListing, "keywords" | "useCases"> & { keywords?: string[]; useCases?: string[] };

interface SaveListingBody {
  baseVersion: number;
  listing: SaveListing;
}

const saveListing = (id: string, body: SaveListingBody) => route("PUT /api/products/:id/listing", { params: { id }, body }).then((r) => r.product);

/** A page of the history: the newest versions, or those numbered below `before` (decision 052). */
const fetchVersions = (productId: string, before: number | null) =>
  route("GET /api/products/:id/versions", { params: { id: productId }, query: { before: before ?? undefined } });

const fetchVersion = (productId: string, number: number) => route("GET /api/products/:id/versions/:number", { params: { id: productId, number } });

const pickTitle = (productId: string, title: string, baseVersion: number) =>
  route("POST /api/products/:id/title", { params: { id: productId }, body: { baseVersion, title } }).then((r) => r.product);

const restoreVersion = (productId: string, number: number, baseVersion: number) =>
  route("POST /api/products/:id/versions/:number/restore", { params: { id: productId, number }, body: { baseVersion } }).then((r) => r.product);

export type ConflictCurrent = ListingConflictBody["current"];

/** The newer listing when the server refused a change based on an older version (409 VERSION_CONFLICT), else null. */
export function conflictOf(error: unknown): ConflictCurrent | null {
  if (!(error instanceof ApiError) || error.code !== "VERSION_CONFLICT") return null;
  return (error.payload as Partial<ListingConflictBody> | undefined)?.current ?? null;
}

/** Field errors of a 400 VALIDATION_FAILED, keyed by the listing path ("title", "features.2"); null otherwise. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILED" || !error.details) return null;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.details)) {
    const path = key === "listing" ? "" : key.replace(/^listing\./, "");
    errors[path] = [...(errors[path] ?? []), ...messages];
  }
  return errors;
}

/** Saves the edited listing; the product page then shows what the server stored, without a refetch. */
export function useSaveListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveListingBody) => saveListing(id, body),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(id), product);
      // The gallery and the latest card show the title; they re-read it when next shown.
      await queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: "none" });
    },
  });
}

/** The listing's versions, newest first, a page at a time; read only while the history is open. */
export function useVersions(productId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: versionKeys.list(productId),
    queryFn: ({ pageParam }) => fetchVersions(productId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore ?? null,
    enabled,
  });
}

/** One version with its whole listing. A number never shows other text (a folded save takes a new one), so it is read once. */
export function useVersion(productId: string, number: number | null) {
  return useQuery({
    queryKey: versionKeys.detail(productId, number ?? 0),
    queryFn: () => fetchVersion(productId, number ?? 0),
    enabled: number !== null && number > 0,
    staleTime: Infinity,
  });
}

interface PickTitle {
  title: string;
  baseVersion: number;
}

/** Makes one of the offered titles the listing's title, a new version (issue 33): cached and the history re-read, as a restore. */
export function usePickTitle(productId: string, reactions: Reactions<ApiProduct, PickTitle> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ title, baseVersion }: PickTitle) => pickTitle(productId, title, baseVersion),
    onSuccess: async (...args) => {
      queryClient.setQueryData(productKeys.detail(productId), args[0]);
      void queryClient.invalidateQueries({ queryKey: versionKeys.list(productId), exact: true });
      void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: "none" });
      await reactions.onSuccess?.(...args);
    },
    onError: async (...args) => {
      await reactions.onError?.(...args);
      if (conflictOf(args[0])) void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
  });
}

interface RestoreVersion {
  number: number;
  /** The version the viewer sees as the newest: a newer one on the server is a conflict. */
  baseVersion: number;
}

/**
 * Restores a version as a new version: the answer becomes the cached product and the history is
 * read again. A conflict re-reads the product after the caller's onError: a newer version exists.
 */
export function useRestoreVersion(productId: string, reactions: Reactions<ApiProduct, RestoreVersion> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ number, baseVersion }: RestoreVersion) => restoreVersion(productId, number, baseVersion),
    onSuccess: async (...args) => {
      queryClient.setQueryData(productKeys.detail(productId), args[0]);
      void queryClient.invalidateQueries({ queryKey: versionKeys.list(productId), exact: true });
      await reactions.onSuccess?.(...args);
    },
    onError: async (...args) => {
      await reactions.onError?.(...args);
      if (conflictOf(args[0])) void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
  });
}
