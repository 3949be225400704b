import { z } from "zod";
import { CURRENCIES, ETSY_WHEN_MADE, ETSY_WHO_MADE, ourWhenMade } from "./marketplaces";

/** The most a listing may cost here, in minor units: Etsy's own ceiling is 50,000 in the shop's currency. */
export const MAX_PRICE_CENTS = 5_000_000;

/** The sale details form and `PUT /api/products/:id/sale-details` (one schema for both). */
export const saleDetailsSchema = z.strictObject({
  priceCents: z
    .number()
    .int("must be a whole number of cents")
    .min(20, "must be at least 0.20 (Etsy's lowest price)")
    .max(MAX_PRICE_CENTS, `must be at most ${MAX_PRICE_CENTS / 100}`)
    .nullable(),
  currency: z.enum(CURRENCIES),
  whoMade: z.enum(ETSY_WHO_MADE),
  whenMade: z.preprocess(ourWhenMade, z.enum(ETSY_WHEN_MADE)),
  etsyTaxonomyId: z.number().int().positive().max(1_000_000_000).nullable(),
  madeWithAi: z.boolean(),
});

export type SaleDetails = z.output<typeof saleDetailsSchema>;

export const DEFAULT_SALE_DETAILS: SaleDetails = {
  priceCents: null,
  currency: "USD",
  whoMade: "i_did",
  whenMade: "made_to_order",
  etsyTaxonomyId: null,
  madeWithAi: false,
};

/** "12.50" for 1250 cents: Etsy and Shopify take prices as decimals. */
export const priceText = (cents: number) => (cents / 100).toFixed(2);
