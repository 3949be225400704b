import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { ApiProductFile } from "../../core/marketplaces/api-types";
import { DIGITAL_FILE_MAX_BYTES, DIGITAL_FILE_TYPES, fileNameProblem, PRODUCT_FILE_COUNT } from "../../core/marketplaces/digital-files";
import type { UploadAllowance } from "../config";
import type { Db } from "../db/client";
import { productFiles } from "../db/schema";
import { AppError } from "../http/errors";
import type { ObjectStorage } from "../storage/storage";
import { lockAccount, quotaExceeded, storedBytes } from "../uploads/upload-allowance";

export const toApiFile = (row: typeof productFiles.$inferSelect): ApiProductFile => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
});

/** Bytes of the account's buyer files: they count against the plan's storage with its images. */
async function fileBytes(tx: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${productFiles.size}), 0)::float8` })
    .from(productFiles)
    .where(eq(productFiles.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** A name a download may carry: no path, no control or quote characters, at most 120 characters. */
const safeName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "file")
    .replace(/[\p{Cc}"<>|*?:]/gu, "")
    .trim()
    .slice(-120) || "file";

/**
 * Stores a buyer's file for the product: its type read from its bytes (file-type) must be one we
 * accept and the one its name says; written to storage first, then recorded under the account's
 * lock with the storage quota checked again, so concurrent uploads cannot pass it together.
 */
export async function storeProductFile(
  deps: { db: Db; storage: ObjectStorage },
  input: { userId: string; productId: string; name: string; bytes: Buffer; allowance: UploadAllowance },
): Promise<ApiProductFile> {
  const { db, storage } = deps;
  const name = safeName(input.name);
  if (input.bytes.length === 0) throw new AppError("VALIDATION_FAILED", `${name}: the file is empty`);
  if (input.bytes.length > DIGITAL_FILE_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", `${name}: a file may be at most ${DIGITAL_FILE_MAX_BYTES / 1024 / 1024} MB`);
  const detected = (await fileTypeFromBuffer(input.bytes))?.ext;
  const problem = fileNameProblem(name, detected);
  if (problem) throw new AppError("UNSUPPORTED_MEDIA_TYPE", problem);
  const type = DIGITAL_FILE_TYPES[detected as string] as { mime: string };
  const key = `files/${new Date().toISOString().slice(0, 10)}/${randomBytes(16).toString("hex")}.bin`;
  await storage.put(key, input.bytes, type.mime);
  try {
    const [row] = await db.transaction(async (tx) => {
      await lockAccount(tx, input.userId);
      const used = (await storedBytes(tx, input.userId)) + (await fileBytes(tx, input.userId));
      if (used + input.bytes.length > input.allowance.quotaBytes) throw quotaExceeded(input.allowance, used);
      const [existing] = await tx.select({ n: count() }).from(productFiles).where(eq(productFiles.productId, input.productId));
      if ((existing?.n ?? 0) >= PRODUCT_FILE_COUNT) throw new AppError("CONFLICT", `A product may have at most ${PRODUCT_FILE_COUNT} files; remove one first.`);
      return tx
        .insert(productFiles)
        .values({ productId: input.productId, userId: input.userId, storageKey: key, name, contentType: type.mime, size: input.bytes.length })
        .returning();
    });
    return toApiFile(row as typeof productFiles.$inferSelect);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
