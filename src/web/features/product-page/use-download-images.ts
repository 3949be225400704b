import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { ApiProduct, ProductExportResponse } from "../../../core/api-types";
import { isUsableImageUrl, parseImages } from "../../../core/products/images";
import { DOWNLOAD_TEXTS, ZIP_PROGRESS, fetchProgress, zipFileName } from "../../../core/products/zip";
import { api, ApiError, errorMessage } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";
import { productKeys } from "../products/api";
import { subscriptionKey } from "../subscription/api";
import { buildImagesZip, type FetchedImage } from "./build-zip";

const fetchExport = (id: string) => api<ProductExportResponse>(`/api/products/${encodeURIComponent(id)}/export`);

const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "PLAN_REQUIRED";

async function fetchImage(url: string): Promise<FetchedImage> {
  try {
    const response = await fetch(url, { credentials: "include" });
    if (!response.ok) return { url, contentType: null, bytes: null };
    const blob = await response.blob();
    return { url, contentType: response.headers.get("content-type") || blob.type || null, bytes: new Uint8Array(await blob.arrayBuffer()) };
  } catch {
    return { url, contentType: null, bytes: null };
  }
}

/** Fetches the listed images in parallel and saves them as one zip, reporting in one toast. */
async function saveImagesZip(listed: string[], title: string) {
  const all = parseImages(listed);
  if (all.length === 0) return void toast.error(DOWNLOAD_TEXTS.noImages.title, { description: DOWNLOAD_TEXTS.noImages.description });
  const urls = all.filter(isUsableImageUrl);
  if (urls.length === 0) {
    return void toast.error(DOWNLOAD_TEXTS.noValidImages.title, { description: DOWNLOAD_TEXTS.noValidImages.description });
  }

  const id = toast.loading(DOWNLOAD_TEXTS.preparing(urls.length));
  const progress = (percent: number) => toast.loading(DOWNLOAD_TEXTS.progress(percent), { id });
  try {
    let fetched = 0;
    progress(0);
    const images = await Promise.all(
      urls.map(async (url) => {
        const image = await fetchImage(url);
        progress(fetchProgress(++fetched, urls.length));
        return image;
      }),
    );
    progress(ZIP_PROGRESS.zipping);
    // Let the 95% toast paint before the synchronous compression.
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    const result = buildImagesZip(images);
    if (!result) throw new Error(DOWNLOAD_TEXTS.errors.allFailed);
    saveFile(new Blob([result.zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), zipFileName(title));
    progress(ZIP_PROGRESS.done);
    toast.success(DOWNLOAD_TEXTS.success.title, { id, description: DOWNLOAD_TEXTS.success.description(result.count) });
  } catch (error) {
    const description = error instanceof Error && error.message ? error.message : DOWNLOAD_TEXTS.failed.fallback;
    toast.error(DOWNLOAD_TEXTS.failed.title, { id, description });
  }
}

/**
 * Asks the API which images the plan may export, then zips them. A refusal for the plan calls
 * onPlanRequired and refreshes the plan and the product, which changed since the page loaded.
 */
export function useDownloadImages({ onPlanRequired }: { onPlanRequired: () => void }) {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  const download = async (product: ApiProduct) => {
    setDownloading(true);
    try {
      const { images } = await fetchExport(product.id);
      await saveImagesZip(images, product.title);
    } catch (error) {
      if (!isPlanRequired(error)) {
        return void toast.error(DOWNLOAD_TEXTS.failed.title, { description: errorMessage(error, DOWNLOAD_TEXTS.failed.fallback) });
      }
      onPlanRequired();
      for (const queryKey of [subscriptionKey, productKeys.detail(product.id)]) void queryClient.invalidateQueries({ queryKey });
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading };
}
