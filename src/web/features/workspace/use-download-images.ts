import { toast } from "sonner";
import type { ApiProduct } from "../../../core/api-types";
import { isUsableImageUrl, parseImages } from "../../../core/products/images";
import { DOWNLOAD_TEXTS, ZIP_PROGRESS, fetchProgress, zipFileName } from "../../../core/products/zip";
import { useExportImages } from "../../api/exports";
import { errorMessage } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";
import type { FetchedImage } from "./build-zip";

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
    // The zip code (fflate) loads only when someone downloads (decision 033).
    const { buildImagesZip } = await import("./build-zip");
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

/** Asks the API for the product's current images (they may have changed since the page loaded), then zips them; every plan may. */
export function useDownloadImages() {
  const exportImages = useExportImages({
    onSuccess: ({ images }, product) => saveImagesZip(images, product.title),
    onError: (error) => void toast.error(DOWNLOAD_TEXTS.failed.title, { description: errorMessage(error, DOWNLOAD_TEXTS.failed.fallback) }),
  });
  return { download: (product: ApiProduct) => exportImages.mutate(product), downloading: exportImages.isPending };
}
