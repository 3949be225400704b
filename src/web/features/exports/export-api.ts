import type { ApiPreset, ExportFormat, ExportPreset } from "../../../core/api-types";
import { api, ApiError } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";

export const exportKeys = {
  preset: (productId: string, preset: ExportPreset) => ["products", "detail", productId, "preset", preset] as const,
};

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

export const fetchPreset = (productId: string, preset: ExportPreset) => api<ApiPreset>(`${productPath(productId)}/presets/${preset}`);

/** A non-JSON answer (text, a file), or the server's error as an ApiError. */
async function fetchFile(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { credentials: "same-origin", ...init });
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiError(response.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? `Request failed with status ${response.status}`);
}

/** The export as text, for the copy-all buttons. */
export const fetchExportText = (productId: string, format: ExportFormat) =>
  fetchFile(`${productPath(productId)}/exports/${format}?inline=1`).then((response) => response.text());

/** Saves a response as the file the server named in Content-Disposition. */
async function saveResponse(response: Response, fallbackName: string) {
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
  return name;
}

export const downloadExport = async (productId: string, format: ExportFormat) =>
  saveResponse(await fetchFile(`${productPath(productId)}/exports/${format}`), `listing.${format}`);

export const downloadPreset = async (productId: string, preset: ExportPreset) =>
  saveResponse(await fetchFile(`${productPath(productId)}/presets/${preset}/download`), `listing-${preset}.${preset === "shopify" ? "csv" : "txt"}`);

export const downloadShopifySelection = async (ids: string[]) =>
  saveResponse(
    await fetchFile("/api/products/exports/shopify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ids }) }),
    "listcraft-shopify.csv",
  );

export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "PLAN_REQUIRED";
