import { zipSync, type Zippable } from "fflate";
import { ZIP_LEVEL, zipEntryName } from "../../../core/products/zip";

export interface FetchedImage {
  url: string;
  contentType: string | null;
  /** null when the image could not be fetched. */
  bytes: Uint8Array | null;
}

/**
 * The zip of every image that arrived with content, named image-1, image-2, ... in order (a
 * missing or empty image is skipped without leaving a gap). No zip when nothing arrived.
 */
export function buildImagesZip(images: FetchedImage[]): { zip: Uint8Array; count: number } | null {
  const entries: Zippable = {};
  let count = 0;
  for (const image of images) {
    if (!image.bytes || image.bytes.byteLength === 0) continue;
    count += 1;
    entries[zipEntryName(count, image.contentType, image.url)] = image.bytes;
  }
  return count === 0 ? null : { zip: zipSync(entries, { level: ZIP_LEVEL }), count };
}
