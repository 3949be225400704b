import { useState } from "react";
import { toast } from "sonner";
import type { ApiProduct } from "../../../core/api-types";
import { isUsableImageUrl, parseImages } from "../../../core/products/images";
import { DOWNLOAD_TEXTS, ZIP_PROGRESS, fetchProgress, zipFileName } from "../../../core/products/zip";
import { buildImagesZip, type FetchedImage } from "./build-zip";

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

function saveFile(data: Uint8Array, fileName: string) {
  const href = URL.createObjectURL(new Blob([data as Uint8Array<ArrayBuffer>], { type: "application/zip" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches the product's images in parallel and saves them as one zip, reporting in one toast. */
export function useDownloadImages() {
  const [downloading, setDownloading] = useState(false);

  const download = async (product: ApiProduct) => {
    const all = parseImages(product.images);
    if (all.length === 0) return void toast.error(DOWNLOAD_TEXTS.noImages.title, { description: DOWNLOAD_TEXTS.noImages.description });
    const urls = all.filter(isUsableImageUrl);
    if (urls.length === 0) {
      return void toast.error(DOWNLOAD_TEXTS.noValidImages.title, { description: DOWNLOAD_TEXTS.noValidImages.description });
    }

    setDownloading(true);
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
      saveFile(result.zip, zipFileName(product.title));
      progress(ZIP_PROGRESS.done);
      toast.success(DOWNLOAD_TEXTS.success.title, { id, description: DOWNLOAD_TEXTS.success.description(result.count) });
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : DOWNLOAD_TEXTS.failed.fallback;
      toast.error(DOWNLOAD_TEXTS.failed.title, { id, description });
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading };
}
