import type { ApiProduct, ApiProductSummary, ApiRegeneration } from "../../core/api-types";
import type { Entitlements } from "../../core/billing";
import { isComplete } from "../../core/products/status";
import { parseAddons } from "../../core/products/addons";
import type { products } from "../db/schema";
import { visibleCheck } from "./visible-check";
import { visibleDraft } from "./visible-draft";

type ProductRow = typeof products.$inferSelect;

const derivedStatus = (row: Pick<ProductRow, "status"> & Partial<Pick<ProductRow, "features" | "benefits" | "keywords">>) =>
  isComplete(row) ? "complete" : row.status === "failed" ? "failed" : "pending";

/**
 * `plan`: what the viewer's plan includes; SEO keywords and use cases are left out (null) below
 * the paid plans, so the free plan's limits hold in the API and not only in the page.
 */
export function toApiProduct(row: ProductRow, plan: Pick<Entitlements, "seoTags" | "useCases">, regeneration: ApiRegeneration | null = null): ApiProduct {
  return {
    id: row.id,
    title: row.title,
    productName: row.productName,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    features: row.features,
    benefits: row.benefits,
    keywords: plan.seoTags ? row.keywords : null,
    usp: row.usp,
    useCases: plan.useCases ? row.useCases : null,
    cta: row.cta,
    whyChooseUs: row.whyChooseUs,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    images: row.images,
    archived: row.archived,
    status: derivedStatus(row),
    addons: parseAddons(row.addons) as Record<string, unknown>,
    facts: row.facts,
    listingCheck: visibleCheck(row.listingCheck, plan),
    version: row.version,
    altTexts: row.images.map((_, index) => row.altTexts[index] ?? ""),
    draft: row.status === "pending" ? visibleDraft(row.draft, plan) : null,
    regeneration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Without the lists (features, benefits, keywords) a product counts as complete only by its status. */
export function toApiSummary(
  row: Pick<ProductRow, "id" | "title" | "shortDescription" | "thumbnailUrl" | "category" | "status" | "createdAt"> &
    Partial<Pick<ProductRow, "features" | "benefits" | "keywords">>,
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
