import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiProduct, ExportFormat, ExportPreset, ProductExportResponse } from "../../core/api-types";
import { ApiError, route } from "../lib/api-client";
import { saveFile } from "../lib/save-file";
import { productKeys } from "./products-shell";
import type { Reactions } from "./reactions";
import { subscriptionKey } from "./subscription";

const exportKeys = {
  preset: (productId: string, preset: ExportPreset) => ["products", "detail", productId, "preset", preset] as const,
};

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

const fetchPreset = (productId: string, preset: ExportPreset) => route("GET /api/products/:id/presets/:preset", { params: { id: productId, preset } });

/** Which of the product's images the plan may export (the zip is made in the browser, decision 007). */
const fetchExportImages = (productId: string) => route("GET /api/products/:id/export", { params: { id: productId } });

/** A non-JSON answer (text, a file), or the server's error as an ApiError. */
async function fetchFile(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { credentials: "same-origin", ...init });
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiError(response.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? `Request failed with status ${response.status}`);
}

/** The export as text, for the copy-all buttons. */
const fetchExportText = (productId: string, format: ExportFormat) =>
  fetchFile(`${productPath(productId)}/exports/${format}?inline=1`).then((response) => response.text());

/** Saves a response as the file the server named in Content-Disposition. */
async function saveResponse(response: Response, fallbackName: string) {
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
  return name;
}

const downloadExport = async (productId: string, format: ExportFormat) =>
  saveResponse(await fetchFile(`${productPath(productId)}/exports/${format}`), `listing.${format}`);

const downloadPreset = async (productId: string, preset: ExportPreset) =>
  saveResponse(await fetchFile(`${productPath(productId)}/presets/${preset}/download`), `listing-${preset}.${preset === "shopify" ? "csv" : "txt"}`);

const downloadShopifySelection = async (ids: string[]) =>
  saveResponse(
    await fetchFile("/api/products/exports/shopify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ids }) }),
    "listcraft-shopify.csv",
  );

export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "PLAN_REQUIRED";

/** One marketplace preset of the product's listing, field by field. */
export function usePreset(productId: string, preset: ExportPreset) {
  return useQuery({ queryKey: exportKeys.preset(productId, preset), queryFn: () => fetchPreset(productId, preset) });
}

/** Puts the whole listing on the clipboard in a format; answers with the format. */
export function useCopyExport(productId: string, reactions: Reactions<ExportFormat, ExportFormat> = {}) {
  return useMutation({
    ...reactions,
    mutationFn: async (format: ExportFormat) => {
      const text = await fetchExportText(productId, format);
      await navigator.clipboard.writeText(text);
      return format;
    },
  });
}

type ExportTarget = { format: ExportFormat } | { preset: ExportPreset };

/** Saves the listing in a format or as a marketplace's file; answers with the file's name. */
export function useDownloadExport(productId: string, reactions: Reactions<string, ExportTarget> = {}) {
  return useMutation({
    ...reactions,
    mutationFn: (target: ExportTarget) => ("format" in target ? downloadExport(productId, target.format) : downloadPreset(productId, target.preset)),
  });
}

/** One Shopify CSV for the chosen products; answers with the file's name. */
export function useShopifySelectionExport(reactions: Reactions<string, string[]> = {}) {
  return useMutation({ ...reactions, mutationFn: downloadShopifySelection });
}

/**
 * Asks which images the plan may export; the caller's onSuccess zips them (the mutation runs until
 * it is done). A refusal for the plan re-reads the plan and the product after the caller's onError:
 * both changed since the page loaded.
 */
export function useExportImages(reactions: Reactions<ProductExportResponse, ApiProduct> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (product: ApiProduct) => fetchExportImages(product.id),
    onError: async (...args) => {
      await reactions.onError?.(...args);
      const [error, product] = args;
      if (isPlanRequired(error)) for (const queryKey of [subscriptionKey, productKeys.detail(product.id)]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
