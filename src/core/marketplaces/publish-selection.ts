import { z } from "zod";

/** The most listings one gallery selection publishes (the Shopify CSV export's cap too). */
export const MAX_PUBLISH_SELECTION = 50;

/** The body of POST /api/products/publish/:marketplace: the gallery's selection, each listing once. */
export const publishSelectionSchema = z.strictObject({
  ids: z
    .array(z.uuid("must be a product id"))
    .min(1, "choose at least one listing")
    .max(MAX_PUBLISH_SELECTION, `at most ${MAX_PUBLISH_SELECTION} listings at once`)
    .refine((ids) => new Set(ids).size === ids.length, "must not repeat a listing"),
});
