import { z } from "zod";
import { restoreSchema, saveListingSchema } from "../listing/editable";
import { historyPageQuery } from "../listing/history-page";
import { pickTitleSchema } from "../listing/title-choices";
import { apiErrorBodySchema, json, other, routes } from "./define";
import {
  apiListingVersionSchema,
  apiPresetSchema,
  exportFormatSchema,
  exportPresetSchema,
  listingConflictBodySchema,
  listingVersionsResponseSchema,
  productResponseSchema,
} from "./schemas";

/** POST /api/products/exports/shopify: the products one CSV holds. */
export const shopifySelectionSchema = z.strictObject({ ids: z.array(z.uuid()).min(1, "choose at least one product").max(50, "at most 50 products at once") });

const versionParams = z.object({ id: z.string(), number: z.string().regex(/^[1-9]\d{0,6}$/) });
const presetParams = z.object({ id: z.string(), preset: exportPresetSchema });
/** A save or restore based on an older version answers the newer text (decision 052); an unfinished listing, a plain error. */
const conflict = json(
  z.union([listingConflictBodySchema, apiErrorBodySchema]).refine((body) => body.error.code !== "VERSION_CONFLICT" || "current" in body, {
    message: "a VERSION_CONFLICT carries the current version",
  }),
);

/** Editing, versions, exports and presets of a product's listing (src/server/listing; issue 13). */
export const listingContract = routes({
  "PUT /api/products/:id/listing": {
    summary: "Saves the creator's edit as a new version",
    access: "user",
    body: saveListingSchema,
    responses: { 200: json(productResponseSchema), 409: conflict },
  },
  "POST /api/products/:id/title": {
    summary: "Picks one of the offered titles (issue 33)",
    access: "user",
    body: pickTitleSchema,
    responses: { 200: json(productResponseSchema), 409: conflict },
  },
  "GET /api/products/:id/versions": {
    summary: "One page of the listing's history, newest first",
    access: "user",
    query: historyPageQuery,
    responses: { 200: json(listingVersionsResponseSchema) },
  },
  "GET /api/products/:id/versions/:number": {
    summary: "One version",
    access: "user",
    params: versionParams,
    responses: { 200: json(apiListingVersionSchema) },
  },
  "POST /api/products/:id/versions/:number/restore": {
    summary: "Makes an older version current again",
    access: "user",
    params: versionParams,
    body: restoreSchema,
    responses: { 200: json(productResponseSchema), 409: conflict },
  },
  "GET /api/products/:id/exports/:format": {
    summary: "The listing as a file (paid plans); ?inline=1 as plain text to copy",
    access: "user",
    params: z.object({ id: z.string(), format: exportFormatSchema }),
    query: z.object({ inline: z.literal("1").optional() }),
    responses: { 200: other("text/plain | text/markdown | application/json", "The listing as an attachment, in the format asked for.") },
  },
  "GET /api/products/:id/presets/:preset": {
    summary: "A marketplace preset's fields (paid plans)",
    access: "user",
    params: presetParams,
    responses: { 200: json(apiPresetSchema) },
  },
  "GET /api/products/:id/presets/:preset/download": {
    summary: "A marketplace preset as a file",
    access: "user",
    params: presetParams,
    responses: { 200: other("text/plain | text/csv", "Text for Etsy, Gumroad and Udemy; Shopify's product CSV.") },
  },
  "POST /api/products/exports/shopify": {
    summary: "Several listings as one Shopify product CSV",
    access: "user",
    body: shopifySelectionSchema,
    responses: { 200: other("text/csv", "Shopify's product CSV.") },
  },
});
