import type { ApiListingVersion, ListingConflictBody, ListingVersionsResponse, SaveListingResponse } from "../../../core/api-types";
import { api, ApiError } from "../../lib/api-client";
import { productKeys } from "../products/api";

// Below the product's key: refreshing the product refreshes its history too.
export const versionKeys = {
  list: (productId: string) => [...productKeys.detail(productId), "versions"] as const,
  detail: (productId: string, number: number) => [...productKeys.detail(productId), "versions", number] as const,
};

const base = (productId: string) => `/api/products/${encodeURIComponent(productId)}/versions`;

export const fetchVersions = (productId: string) => api<ListingVersionsResponse>(base(productId));

export const fetchVersion = (productId: string, number: number) => api<ApiListingVersion>(`${base(productId)}/${number}`);

export const restoreVersion = (productId: string, number: number, baseVersion: number) =>
  api<SaveListingResponse>(`${base(productId)}/${number}/restore`, { method: "POST", body: { baseVersion } }).then((r) => r.product);

/** The newer listing when the server refused a change based on an older version (409), else null. */
export function conflictOf(error: unknown): ListingConflictBody["current"] | null {
  if (!(error instanceof ApiError) || error.code !== "VERSION_CONFLICT") return null;
  return (error.payload as Partial<ListingConflictBody> | undefined)?.current ?? null;
}
