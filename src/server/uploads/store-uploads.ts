import type { ApiUpload } from "../../core/api-types";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import type { ObjectStorage } from "../storage/storage";
import { ImageRejected, processImage, type ImageLimits, type ProcessedImage } from "./process-image";

export interface IncomingFile {
  name: string;
  bytes: Buffer;
}


export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * Processes every file in parallel; the good ones are written to storage and recorded in one
 * insert, the bad ones are reported by name. A failed insert removes what was written.
 */
export async function storeUploads(deps: { db: Db; storage: ObjectStorage; limits: ImageLimits }, userId: string, files: IncomingFile[]) {
  type Outcome = { file: IncomingFile; processed: ProcessedImage } | { file: IncomingFile; reason: string };
  const results = await Promise.all(
    files.map(async (file): Promise<Outcome> => {
      try {
        return { file, processed: await processImage(file.bytes, deps.limits) };
      } catch (error) {
        const reason = error instanceof ImageRejected ? error.message : "The image could not be processed.";
        return { file, reason };
      }
    }),
  );
  const failed = results.flatMap((r) => ("reason" in r ? [{ name: r.file.name, reason: r.reason }] : []));
  const good = results.flatMap((r) => ("processed" in r ? [r] : []));
  const rows = good.map(({ file, processed }) => {
    const stem = `${new Date().toISOString().slice(0, 10)}/${randomBytes(16).toString("hex")}`;
    return {
      processed,
      row: {
        userId,
        storageKey: `${stem}.${processed.extension}`,
        thumbnailKey: `${stem}-thumb.webp`,
        contentType: processed.contentType,
        size: processed.image.length,
        width: processed.width,
        height: processed.height,
        originalName: file.name.slice(0, 255),
      },
    };
  });
  const written: string[] = [];
  try {
    for (const { processed, row } of rows) {
      await deps.storage.put(row.storageKey, processed.image, processed.contentType);
      written.push(row.storageKey);
      await deps.storage.put(row.thumbnailKey, processed.thumbnail, "image/webp");
      written.push(row.thumbnailKey);
    }
    const inserted = rows.length ? await deps.db.insert(uploads).values(rows.map((r) => r.row)).returning() : [];
    const stored: ApiUpload[] = inserted.map((row) => ({
      id: row.id,
      name: row.originalName ?? "",
      url: mediaUrl(row.storageKey),
      thumbnailUrl: mediaUrl(row.thumbnailKey),
      contentType: row.contentType,
      width: row.width,
      height: row.height,
      size: row.size,
    }));
    return { stored, failed };
  } catch (error) {
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}
