import { asc, eq } from "drizzle-orm";
import type { EditableListing } from "../../core/listing/editable";
import { etsyPreset } from "../../core/listing/exports/etsy";
import { EDIT_LIMITS } from "../../core/listing/editable";
import { AI_DISCLOSURE_LINE } from "../../core/marketplaces/marketplaces";
import { preflight, type PreflightProblem } from "../../core/marketplaces/preflight";
import type { Marketplace } from "../../core/marketplaces/marketplaces";
import type { SaleDetails } from "../../core/marketplaces/sale-details";
import { parseImages } from "../../core/products/images";
import type { Db } from "../db/client";
import { productFiles, products } from "../db/schema";
import { toEditable } from "../pipeline/store/versions";
import { readSaleDetails } from "./sale-details";

type ProductRow = typeof products.$inferSelect;

/** Everything a publish sends, read once from the product: the listing, its stored images and files, its sale details. */
export interface PublishInput {
  product: ProductRow;
  listing: EditableListing;
  /** Storage keys of the product's own images (/media/…), in the listing's order, with their alt text. */
  images: Array<{ key: string; altText: string }>;
  files: Array<typeof productFiles.$inferSelect>;
  sale: SaleDetails;
}

export async function loadPublishInput(db: Db, product: ProductRow): Promise<PublishInput> {
  const listing = toEditable(product);
  const images = parseImages(product.images)
    .slice(0, EDIT_LIMITS.altTexts)
    .map((url, i) => ({ url, altText: listing.altTexts[i] ?? "" }))
    .filter((image) => image.url.startsWith("/media/"))
    .map((image) => ({ key: image.url.slice("/media/".length), altText: image.altText }));
  const files = await db.select().from(productFiles).where(eq(productFiles.productId, product.id)).orderBy(asc(productFiles.createdAt));
  return { product, listing, images, files, sale: await readSaleDetails(db, product.id) };
}

export const preflightOf = (marketplace: Marketplace, input: PublishInput): PreflightProblem[] =>
  preflight(marketplace, { listing: input.listing, imageCount: input.images.length, files: input.files, sale: input.sale });

/** The description a marketplace gets: Etsy's plain text, with the AI disclosure line when the artwork was made with AI tools. */
export function descriptionFor(input: PublishInput): string {
  const text =
    etsyPreset({
      listing: input.listing,
      category: input.product.category,
      version: input.product.version,
      images: [],
      facts: input.product.facts,
    }).fields.find((field) => field.key === "description")?.value ?? input.listing.longDescription;
  return input.sale.madeWithAi ? `${text}\n\n${AI_DISCLOSURE_LINE}` : text;
}
