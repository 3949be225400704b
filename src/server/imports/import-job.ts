import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { productImportRows, productImports } from "../db/schema";
import { defineJob, type JobDeps } from "../jobs/define-job";
import { readObjectIfAny } from "../storage/read-object";
import { createWorkLimiter } from "../uploads/work-limiter";
import { createImportRow, type ImportRowDeps } from "./create-import-row";
import { ZipRejected } from "./read-zip";
import { screenshotArchive, type ScreenshotArchive } from "./screenshot-archive";

/** The job's image work waits its turn behind nothing but itself: one image at a time per worker. */
const JOB_QUEUE_WAIT_MS = 10 * 60_000;

/**
 * Works a confirmed import (IMPORT_PRODUCTS_JOB): creates its waiting rows' products one after
 * another in row order, then marks it finished and deletes its ZIP. Run again after a crash, it
 * takes up the rows still waiting.
 */
export function importProductsJob(deps: Omit<ImportRowDeps, "images" | "queueWaitMs">) {
  const rowDeps: ImportRowDeps = { ...deps, images: createWorkLimiter(1), queueWaitMs: JOB_QUEUE_WAIT_MS };
  const { db } = deps;
  return async ({ importId }: { importId: string }) => {
    const [record] = await db.select().from(productImports).where(eq(productImports.id, importId));
    if (!record || record.status !== "running") return;
    const waiting = await db
      .select()
      .from(productImportRows)
      .where(and(eq(productImportRows.importId, importId), eq(productImportRows.status, "waiting")))
      .orderBy(asc(productImportRows.row));
    let archive: ScreenshotArchive | null = null;
    const zip = record.zipKey && waiting.length > 0 ? await readObjectIfAny(deps.storage, record.zipKey) : null;
    try {
      archive = zip ? screenshotArchive(zip) : null;
    } catch (error) {
      // Checked at the preview and read back from our own storage: only a damaged copy gets here.
      if (!(error instanceof ZipRejected)) throw error;
      deps.logger.error("an import's ZIP could not be read again", { importId, error: error.message });
    }
    for (const row of waiting) await createImportRow(rowDeps, record.userId, row, archive);
    await db
      .update(productImports)
      .set({ status: "finished", finishedAt: new Date(), zipKey: null, updatedAt: new Date() })
      .where(and(eq(productImports.id, importId), eq(productImports.status, "running")));
    if (record.zipKey)
      await deps.storage.delete(record.zipKey).catch((error: unknown) => deps.logger.warn("an import's ZIP was not deleted", { importId, error }));
  };
}

export const IMPORT_PRODUCTS_JOB = defineJob({
  name: "import-products",
  payload: z.object({ importId: z.uuid() }),
  // A row's failure is written on the row, so the job itself fails only when the database does;
  // pg-boss's retries then pick up the rows still waiting (each is created once, under its lock).
  queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 * 60 },
  handler: ({ config, db, queue, storage, logger }: JobDeps) =>
    importProductsJob({
      db,
      queue,
      storage,
      logger,
      limits: { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS },
      allowances: config.uploadAllowance,
    }),
});
