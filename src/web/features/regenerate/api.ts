import type { RegenerateResponse } from "../../../core/api-types";
import type { ListingSection } from "../../../core/listing/editable";
import { api } from "../../lib/api-client";

export interface RegenerateRequest {
  /** null: the whole listing, except the locked sections. */
  section: ListingSection | null;
  instruction: string | null;
  locked: ListingSection[];
  baseVersion: number;
}

// Not below the product's key: refreshing the product must not re-read a finished regeneration.
export const regenerationKeys = {
  detail: (productId: string, regenerationId: string) => ["regenerations", productId, regenerationId] as const,
};

const base = (productId: string) => `/api/products/${encodeURIComponent(productId)}`;

export const postRegenerate = (productId: string, body: RegenerateRequest) =>
  api<RegenerateResponse>(`${base(productId)}/regenerate`, { method: "POST", body });

export const fetchRegeneration = (productId: string, regenerationId: string) =>
  api<RegenerateResponse>(`${base(productId)}/regenerations/${encodeURIComponent(regenerationId)}`);

export const regenerationEventsUrl = (productId: string, regenerationId: string) =>
  `${base(productId)}/regenerations/${encodeURIComponent(regenerationId)}/events`;
