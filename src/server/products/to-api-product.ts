import type { ApiProduct, ApiProductSummary } from "../../core/api-types";
import { isComplete } from "../../core/products/status";
import { parseAddons } from "../../core/products/addons";
import type { products } from "../db/schema";

type ProductRow = typeof products.$inferSelect;

const derivedStatus = (row: Pick<ProductRow, "status" | "features" | "benefits" | "keywords">) =>
  isComplete(row) ? "complete" : row.status === "failed" ? "failed" : "pending";

/** `paid`: whether the viewer's plan includes the paid sections (use cases). */
export function toApiProduct(row: ProductRow, paid = false): ApiProduct {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    features: row.features,
    benefits: row.benefits,
    keywords: row.keywords,
    usp: row.usp,
    useCases: paid ? row.useCases : null,
    cta: row.cta,
    whyChooseUs: row.whyChooseUs,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    images: row.images,
    archived: row.archived,
    status: derivedStatus(row),
    addons: parseAddons(row.addons) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toApiSummary(
  row: Pick<ProductRow, "id" | "title" | "shortDescription" | "thumbnailUrl" | "category" | "status" | "features" | "benefits" | "keywords" | "createdAt">,
): ApiProductSummary {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    thumbnailUrl: row.thumbnailUrl,
    category: row.category,
    status: derivedStatus(row),
    createdAt: row.createdAt.toISOString(),
  };
}
