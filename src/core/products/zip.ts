export const ZIP_LEVEL = 6;

/** Download progress: fetching fills 0-90, zipping shows 95, done is 100. */
export const ZIP_PROGRESS = { fetched: 90, zipping: 95, done: 100 } as const;

export function fetchProgress(fetched: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(fetched, 0), total) / total) * ZIP_PROGRESS.fetched);
}

export const DOWNLOAD_TEXTS = {
  noImages: { title: "No images to download", description: "This product doesn't have any images." },
  noValidImages: {
    title: "No valid images to download",
    description: "This product doesn't have any valid image URLs.",
  },
  preparing: (count: number) => `Preparing to download ${count} images...`,
  progress: (percent: number) => `Downloading images... ${percent}%`,
  success: {
    title: "Images downloaded successfully!",
    description: (count: number) => `All ${count} product images have been downloaded as a zip file.`,
  },
  failed: { title: "Download failed", fallback: "Failed to download images. Please try again." },
  errors: {
    noImages: "No images to download",
    noValidUrls: "No valid image URLs found after cleaning",
    allFailed: "Failed to download any images. This might be due to CORS restrictions or network issues.",
  },
} as const;

export function zipFileName(title: string): string {
  const name = title.trim();
  return `${name ? name.replace(/[^a-zA-Z0-9]/g, "_") : "product"}_images.zip`;
}

const TYPE_EXTENSIONS = new Map([
  ["image/jpeg", "jpg"],
  ["image/jpg", "jpg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
  ["image/gif", "gif"],
  ["image/svg+xml", "svg"],
]);
const URL_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "webp", "svg"]);

function urlExtension(url: string): string | undefined {
  let path: string;
  try {
    // The base only lets same-origin paths (/media/...) parse; it never reaches the result.
    path = new URL(url, "http://localhost").pathname;
  } catch {
    return undefined;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension && URL_EXTENSIONS.has(extension) ? extension.replace("jpeg", "jpg") : undefined;
}

/** `image-N.ext` (N from 1): the response's type decides, then the URL, then jpg. */
export function zipEntryName(index: number, contentType: string | null, url: string): string {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const extension = TYPE_EXTENSIONS.get(type) ?? urlExtension(url) ?? "jpg";
  return `image-${index}.${extension}`;
}
