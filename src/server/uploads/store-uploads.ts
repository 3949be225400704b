import type { ApiUpload } from "../../core/api-types";
import { randomBytes } from "node:crypto";
import type { UploadAllowance } from "../config";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import { AppError } from "../http/errors";
import type { ObjectStorage } from "../storage/storage";
import { ImageRejected, processImage, type ImageLimits, type ProcessedImage } from "./process-image";
import { lockAccount, quotaExceeded, storedBytes } from "./upload-allowance";
import { QueueTimeout, type WorkLimiter } from "./work-limiter";

export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

export const mediaUrl = (key: string) => `/media/${key}`;

export interface StoreDeps {
  db: Db;
  storage: ObjectStorage;
  limits: ImageLimits;
  images: WorkLimiter;
  queueWaitMs: number;
}

type Outcome = { file: IncomingFile; processed: ProcessedImage } | { file: IncomingFile; reason: string };

/**
 * Each file takes its turn in the process-wide image queue (a file waiting there holds only its
 * encoded bytes, nothing is decoded before its turn); all files of the request share one
 * deadline, so a request that waits too long leaves the queue whole with a 503 and stores
 * nothing. The good files are written to storage and recorded in one insert, the bad ones are
 * reported by name. The quota is checked again at the insert, under the account's lock; a
 * refused or failed insert removes what was written.
 */
export async function storeUploads(deps: StoreDeps, userId: string, files: IncomingFile[], allowance: UploadAllowance) {
  const deadline = Date.now() + deps.queueWaitMs;
  const settled = await Promise.allSettled(files.map((file) => deps.images.run(() => processImage(file.bytes, deps.limits), deadline)));
  if (settled.some((r) => r.status === "rejected" && r.reason instanceof QueueTimeout)) {
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "Many images are being processed right now. Please try again in a moment.",
      undefined,
      Math.ceil(deps.queueWaitMs / 1000),
    );
  }
  const results: Outcome[] = settled.map((r, i) => {
    const file = files[i] as IncomingFile;
    if (r.status === "fulfilled") return { file, processed: r.value };
    return { file, reason: r.reason instanceof ImageRejected ? r.reason.message : "The image could not be processed." };
  });
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
    const adding = rows.reduce((sum, r) => sum + r.row.size, 0);
    const inserted = rows.length
      ? await deps.db.transaction(async (tx) => {
          await lockAccount(tx, userId);
          const used = await storedBytes(tx, userId);
          if (used + adding > allowance.quotaBytes) throw quotaExceeded(allowance, used);
          return tx
            .insert(uploads)
            .values(rows.map((r) => r.row))
            .returning();
        })
      : [];
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
