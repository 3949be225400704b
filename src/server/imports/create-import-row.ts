import { and, eq } from "drizzle-orm";
import { DEFAULT_SALE_DETAILS } from "../../core/marketplaces/sale-details";
import type { Tier } from "../../core/plans";
import { createProductRequest } from "../../core/products/create-product-schema";
import type { UploadAllowance } from "../config";
import { isDatabaseUnavailable } from "../db/errors";
import { productImportRows } from "../db/schema";
import { queueGeneration } from "../pipeline/job/generate-job";
import { AppError } from "../http/errors";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../runtime/logger";
import { saveSaleDetails } from "../marketplaces/sale-details";
import { ensureSubscription } from "../plan/ensure-subscription";
import { createProduct } from "../products/create-product";
import { storeUploads, type StoreDeps } from "../uploads/store-uploads";
import { ZipRejected } from "./read-zip";
import type { ScreenshotArchive } from "./screenshot-archive";

export interface ImportRowDeps extends StoreDeps {
  queue: Queue;
  allowances: Record<Tier, UploadAllowance>;
  logger: Logger;
}

type ImportRow = typeof productImportRows.$inferSelect;

/** A reason the row cannot be created that the seller can act on; its message is shown on the row. */
class RowFailed extends Error {}

/** The row's screenshots out of the ZIP, in the row's order. */
function screenshotFiles(archive: ScreenshotArchive | null, names: string[]) {
  return names.map((name) => {
    if (!archive) throw new RowFailed("The ZIP with the screenshots is no longer there; upload the file again.");
    const found = archive.find(name);
    if ("problem" in found) throw new RowFailed(found.problem);
    return { name, bytes: archive.unpack(found.entry) };
  });
}

/**
 * Creates one waiting row's product the way the wizard's submit does (decision 065): its
 * screenshots stored as uploads (re-encoded, within the plan's storage), then the create call's
 * schema and `createProduct` (the plan's cap checked again under its lock), the price saved and
 * the row marked created in the same transaction, and the generation queued. A row that is no
 * longer waiting (a retried job) is skipped, so each row makes at most one product. A failure the
 * seller can act on is written on the row; the database being down is thrown for the job to retry.
 */
export async function createImportRow(deps: ImportRowDeps, userId: string, row: ImportRow, archive: ScreenshotArchive | null): Promise<void> {
  const { db } = deps;
  const rowKey = and(eq(productImportRows.importId, row.importId), eq(productImportRows.row, row.row));
  try {
    const input = row.input;
    if (!input) throw new RowFailed("The row has no product to create.");
    const files = screenshotFiles(archive, input.screenshots);
    const { tier } = await ensureSubscription(db, userId);
    const { stored, failed } = await storeUploads(deps, userId, files, deps.allowances[tier]);
    if (failed.length > 0) throw new RowFailed(failed.map((file) => `${file.name}: ${file.reason}`).join(" "));
    const idOf = new Map(stored.map((upload) => [upload.name, upload.id]));
    const request = createProductRequest.parse({
      productName: input.productName,
      description: input.description,
      category: input.category,
      targetPlatform: input.targetPlatform,
      fileFormats: input.fileFormats,
      screenshotIds: input.screenshots.map((name) => idOf.get(name.slice(0, 255))),
      // Rows that share a title with a product (or each other) get a " (n)", as "Create with Unique Title" does.
      onDuplicate: "unique",
    });
    const product = await db.transaction(async (tx) => {
      const [current] = await tx.select({ status: productImportRows.status }).from(productImportRows).where(rowKey).for("update");
      if (current?.status !== "waiting") return null;
      const { row: created } = await createProduct(tx, userId, request);
      if (input.priceCents !== null) await saveSaleDetails(tx, created.id, { ...DEFAULT_SALE_DETAILS, priceCents: input.priceCents });
      await tx.update(productImportRows).set({ status: "created", productId: created.id, updatedAt: new Date() }).where(rowKey);
      return created;
    });
    // A send lost to a crash is found by the reconciler, like a create's (the product is pending).
    if (product) await queueGeneration(deps.queue, product.id);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const known = error instanceof RowFailed || error instanceof AppError || error instanceof ZipRejected;
    if (!known) deps.logger.error("an import row could not be created", { importId: row.importId, row: row.row, error });
    const failure = known ? error.message : "The product could not be created. Please try this row again in a new import.";
    await db
      .update(productImportRows)
      .set({ status: "failed", failure, updatedAt: new Date() })
      .where(and(rowKey, eq(productImportRows.status, "waiting")));
  }
}
