import { eq } from "drizzle-orm";
import { ourWhenMade } from "../../core/marketplaces/marketplaces";
import { DEFAULT_SALE_DETAILS, type SaleDetails } from "../../core/marketplaces/sale-details";
import type { Db } from "../db/client";
import { productSaleDetails } from "../db/schema";

type SaleRow = typeof productSaleDetails.$inferSelect;

const toSaleDetails = (row: SaleRow): SaleDetails => ({
  priceCents: row.priceCents,
  currency: row.currency as SaleDetails["currency"],
  whoMade: row.whoMade as SaleDetails["whoMade"],
  whenMade: ourWhenMade(row.whenMade) as SaleDetails["whenMade"],
  etsyTaxonomyId: row.etsyTaxonomyId,
  madeWithAi: row.madeWithAi,
});

/** The product's price and Etsy fields; the defaults until its owner saves them. */
export async function readSaleDetails(db: Db, productId: string): Promise<SaleDetails> {
  const [row] = await db.select().from(productSaleDetails).where(eq(productSaleDetails.productId, productId));
  return row ? toSaleDetails(row) : DEFAULT_SALE_DETAILS;
}

export async function saveSaleDetails(db: Db, productId: string, details: SaleDetails): Promise<SaleDetails> {
  const values = { ...details, updatedAt: new Date() };
  const [row] = await db
    .insert(productSaleDetails)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productSaleDetails.productId, set: values })
    .returning();
  return toSaleDetails(row as SaleRow);
}
