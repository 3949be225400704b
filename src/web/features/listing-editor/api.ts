import type { ListingConflictBody, SaveListingResponse } from "../../../core/api-types";
import { api, ApiError } from "../../lib/api-client";
import type { SaveListing } from "./listing-to-save";

export interface SaveListingBody {
  baseVersion: number;
  listing: SaveListing;
}

export const saveListing = (id: string, body: SaveListingBody) =>
  api<SaveListingResponse>(`/api/products/${encodeURIComponent(id)}/listing`, { method: "PUT", body }).then((r) => r.product);

export type ConflictCurrent = ListingConflictBody["current"];

/** The newer version a 409 VERSION_CONFLICT carries, else null. */
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
