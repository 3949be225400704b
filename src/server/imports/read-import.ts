import { asc, desc, eq, sql } from "drizzle-orm";
import type { ApiImport, ApiImportRow, ApiImportSummary, ImportRowState } from "../../core/imports/api-types";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { productImportRows, productImports, products } from "../db/schema";
import { ensureSubscription } from "../plan/ensure-subscription";
import { freeSlots, getOwnImport } from "./own-import";

export const GENERATION_FAILED = "The listing could not be generated; retry it from the product page.";
const PRODUCT_DELETED = "The product was deleted.";

type ProductStatus = (typeof products.$inferSelect)["status"];

/** A created row's state is its product's: generating while pending. */
function createdState(status: ProductStatus | null): { state: ImportRowState; failure: string | null } {
  if (status === "complete") return { state: "done", failure: null };
  if (status === "pending") return { state: "generating", failure: null };
  return { state: "failed", failure: status === "failed" ? GENERATION_FAILED : PRODUCT_DELETED };
}

/**
 * An import as the preview and the progress view show it. Before the confirm, the ready rows the
 * plan's free slots cannot hold are shown over the limit, in row order, as the confirm will decide.
 */
export async function readImport(db: Db, userId: string, id: string): Promise<ApiImport> {
  const record = await getOwnImport(db, userId, id);
  const subscription = await ensureSubscription(db, userId);
  const [rows, slotsLeft] = await Promise.all([
    db
      .select({
        row: productImportRows.row,
        status: productImportRows.status,
        label: productImportRows.label,
        errors: productImportRows.errors,
        productId: productImportRows.productId,
        failure: productImportRows.failure,
        productStatus: products.status,
      })
      .from(productImportRows)
      .leftJoin(products, eq(products.id, productImportRows.productId))
      .where(eq(productImportRows.importId, record.id))
      .orderBy(asc(productImportRows.row)),
    freeSlots(db, userId, subscription.maxProducts),
  ]);
  let room = slotsLeft;
  const apiRows = rows.map((row): ApiImportRow => {
    const base = { row: row.row, label: row.label, errors: row.errors, productId: row.productId, failure: row.failure };
    if (row.status === "created") return { ...base, ...createdState(row.productStatus) };
    if (row.status === "ready" && record.status === "previewed") return { ...base, state: room-- > 0 ? "ready" : "over_limit" };
    return { ...base, state: row.status };
  });
  return {
    id: record.id,
    status: record.status,
    csvName: record.csvName,
    zipName: record.zipName,
    createdAt: record.createdAt.toISOString(),
    slotsLeft,
    planName: PLANS[subscription.tier].name,
    maxProducts: subscription.maxProducts,
    rows: apiRows,
  };
}

/** The account's latest imports, newest first, for the import page to link back to. */
export async function listImports(db: Db, userId: string, limit = 10): Promise<ApiImportSummary[]> {
  const rows = await db
    .select({
      id: productImports.id,
      status: productImports.status,
      csvName: productImports.csvName,
      createdAt: productImports.createdAt,
      rows: sql<number>`(select count(*)::int from ${productImportRows} where ${productImportRows.importId} = ${productImports.id})`,
    })
    .from(productImports)
    .where(eq(productImports.userId, userId))
    .orderBy(desc(productImports.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
