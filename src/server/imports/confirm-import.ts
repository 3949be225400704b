import { and, asc, eq, inArray } from "drizzle-orm";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { productImportRows, productImports } from "../db/schema";
import { AppError } from "../http/errors";
import { IMPORT_PRODUCTS_JOB } from "./import-job";
import type { Queue } from "../jobs/queue";
import { lockPlan } from "../plan/claim-slot";
import { ensureSubscription } from "../plan/ensure-subscription";
import { freeSlots, getOwnImport } from "./own-import";

/**
 * The one click that creates an import's products (decision 065). Under the plan's lock (the lock
 * every create takes) the import's status moves from previewed to running exactly once: the ready
 * rows the free slots hold become waiting, in row order, the rest over_limit, and the job that
 * creates them is sent. A second confirm (a double submit, another tab) finds it running and
 * changes nothing; so does a confirm that fails (no slot, nothing to create).
 */
export async function confirmImport(deps: { db: Db; queue: Queue }, userId: string, id: string): Promise<void> {
  const { db } = deps;
  await ensureSubscription(db, userId);
  const started = await db.transaction(async (tx) => {
    const plan = await lockPlan(tx, userId);
    const record = await getOwnImport(tx, userId, id, true);
    if (record.status === "running" || record.status === "finished") return false;
    if (record.status === "expired") throw new AppError("CONFLICT", "This import has expired: upload the file again.");
    const ready = await tx
      .select({ row: productImportRows.row })
      .from(productImportRows)
      .where(and(eq(productImportRows.importId, id), eq(productImportRows.status, "ready")))
      .orderBy(asc(productImportRows.row));
    if (ready.length === 0) throw new AppError("UNPROCESSABLE", "No row of this import can be created: correct the file and upload it again.");
    const free = await freeSlots(tx, userId, plan.maxProducts);
    if (free === 0) {
      throw new AppError("PLAN_LIMIT", `Your ${PLANS[plan.tier].name} plan has no free slot for these products. Upgrade your plan to create more.`);
    }
    const setRows = (rows: Array<{ row: number }>, status: "waiting" | "over_limit") =>
      rows.length === 0
        ? undefined
        : tx
            .update(productImportRows)
            .set({ status, updatedAt: new Date() })
            .where(
              and(
                eq(productImportRows.importId, id),
                inArray(
                  productImportRows.row,
                  rows.map((r) => r.row),
                ),
              ),
            );
    await setRows(ready.slice(0, free), "waiting");
    await setRows(ready.slice(free), "over_limit");
    await tx.update(productImports).set({ status: "running", confirmedAt: new Date(), updatedAt: new Date() }).where(eq(productImports.id, id));
    return true;
  });
  // A send lost to a crash here is made again by the reconciler (enqueueOrphanedImports).
  if (started) await deps.queue.send(IMPORT_PRODUCTS_JOB, { importId: id }, { singletonKey: id });
}
