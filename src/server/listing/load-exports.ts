import type { ExportProduct } from "../../core/listing/exports/export-product";
import { isComplete } from "../../core/products/status";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { getOwnProduct } from "../products/own-product";
import { loadExportRows, requireExportPlan, SIGNED_IMAGE_LIFETIME_MS, toExportProduct, type ImageLinks } from "./export-products";

export interface ExportDeps {
  db: Db;
  appUrl: string;
  /** Signs image links for files another service fetches (a Shopify CSV). */
  secret: string;
}

const notFinished = () => new AppError("CONFLICT", "This listing is still being written; export it once it is complete.");

function imageLinks(deps: ExportDeps, signed: boolean): ImageLinks {
  if (!signed) return { appUrl: deps.appUrl };
  return { appUrl: deps.appUrl, sign: { secret: deps.secret, expiresAt: new Date(Date.now() + SIGNED_IMAGE_LIFETIME_MS) } };
}

/** One finished listing of the user's, for export (decision 023): the plan, then the product, each refusal before anything about the product is read. */
export async function loadOwnExport(deps: ExportDeps, userId: string, id: string, signed = false): Promise<ExportProduct> {
  await requireExportPlan(deps.db, userId);
  const row = await getOwnProduct(deps.db, userId, id);
  if (!isComplete(row)) throw notFinished();
  return toExportProduct(row, imageLinks(deps, signed));
}

/** A selection of the user's finished listings for one Shopify CSV, with signed image links. */
export async function loadSelectedExports(deps: ExportDeps, userId: string, ids: string[]): Promise<ExportProduct[]> {
  await requireExportPlan(deps.db, userId);
  const rows = await loadExportRows(deps.db, userId, ids);
  return rows.map((row) => toExportProduct(row, imageLinks(deps, true)));
}
