import { z } from "zod";
import type { ApiMarketplaces, ApiProductFile, ApiPublication, ApiPublishing, ApiPublishSelection } from "../marketplaces/api-types";
import { MARKETPLACES } from "../marketplaces/marketplaces";
import { publishSelectionSchema } from "../marketplaces/publish-selection";
import { saleDetailsSchema, type SaleDetails } from "../marketplaces/sale-details";
import { json, noContent, other, redirect, routes, shaped } from "./define";

// The marketplace types stay interfaces in core/marketplaces/api-types.ts (shaped): these schemas
// check each answer field by field.
const marketplace = z.enum(MARKETPLACES);
/** POST /api/marketplaces/:marketplace/connect: the shop a Shopify connection is for. */
export const connectBody = z.strictObject({ shop: z.string().max(255).optional() });
const fileSchema = shaped<ApiProductFile>(z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number() }));
const connectionSchema = z.object({ marketplace, shopId: z.string(), shopName: z.string().nullable(), needsReconnect: z.boolean(), connectedAt: z.string() });
const publishErrorSchema = z.object({
  kind: z.enum(["field", "rate_limited", "unavailable", "reconnect", "failed"]),
  message: z.string(),
  field: z.string().optional(),
  fix: z.string().optional(),
});
const publicationSchema = shaped<ApiPublication>(
  z.object({
    id: z.string(),
    marketplace,
    status: z.enum(["queued", "publishing", "draft", "failed"]),
    listingVersion: z.number(),
    remoteId: z.string().nullable(),
    remoteUrl: z.string().nullable(),
    lastError: publishErrorSchema.nullable(),
    requestedAt: z.string(),
    publishedAt: z.string().nullable(),
  }),
);
const problemSchema = z.object({ field: z.string(), message: z.string() });
const previewSchema = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  price: z.number().nullable(),
  currency: z.string(),
  images: z.array(z.object({ position: z.number(), altText: z.string() })),
  files: z.array(z.string()),
  etsy: z
    .object({ whoMade: z.string(), whenMade: z.string(), taxonomyId: z.number(), taxonomyPath: z.string().nullable(), type: z.literal("download") })
    .optional(),
});
// The stored details as sent: the request's limits (Etsy's lowest price …) are not the answer's business.
const saleSchema = shaped<SaleDetails>(
  z.object({
    priceCents: z.number().nullable(),
    currency: z.string(),
    whoMade: z.string(),
    whenMade: z.string(),
    etsyTaxonomyId: z.number().nullable(),
    madeWithAi: z.boolean(),
  }),
);
const marketplaceParam = z.object({ marketplace });
const selection = json(
  shaped<ApiPublishSelection>(
    z.object({
      marketplace,
      results: z.array(
        z.union([
          z.object({ productId: z.string(), title: z.string(), outcome: z.enum(["queued", "running"]), publication: publicationSchema }),
          z.object({
            productId: z.string(),
            title: z.string().nullable(),
            outcome: z.literal("skipped"),
            reason: z.string(),
            problems: z.array(problemSchema),
          }),
        ]),
      ),
    }),
  ),
);
const callback = (name: string) => ({
  summary: `${name} sends the creator back here after its consent page`,
  access: "user" as const,
  query: z.record(z.string(), z.string()),
  responses: { 302: redirect("to Settings → Marketplaces with the outcome.") },
});

/** Marketplace connections, a product's buyer files, sale details and publishing (src/server/marketplaces; issue 32). */
export const marketplacesContract = routes({
  "GET /api/marketplaces": {
    summary: "The offered marketplaces and the account's connections",
    access: "user",
    responses: {
      200: json(
        shaped<ApiMarketplaces>(
          z.object({
            marketplaces: z.array(z.object({ marketplace, name: z.string(), connection: connectionSchema.nullable() })),
            notices: z.array(z.string()),
          }),
        ),
      ),
    },
  },
  "POST /api/marketplaces/:marketplace/connect": {
    summary: "The marketplace's consent page to send the creator to",
    access: "user",
    params: marketplaceParam,
    body: connectBody,
    responses: { 200: json(z.object({ url: z.string() })) },
  },
  "GET /api/marketplaces/gumroad/callback": callback("Gumroad"),
  "GET /api/marketplaces/etsy/callback": callback("Etsy"),
  "GET /api/marketplaces/shopify/callback": callback("Shopify"),
  "DELETE /api/marketplaces/:marketplace": { summary: "Disconnects a marketplace", access: "user", params: marketplaceParam, responses: { 204: noContent } },
  "GET /api/products/:id/files": { summary: "The product's buyer files", access: "user", responses: { 200: json(z.object({ files: z.array(fileSchema) })) } },
  "POST /api/products/:id/files": {
    summary: "Adds a buyer file (up to 100 MB)",
    access: "user",
    body: { contentType: "multipart/form-data", description: "The file in the field 'file'." },
    responses: { 201: json(z.object({ file: fileSchema })) },
  },
  "GET /api/products/:id/files/:fileId/download": {
    summary: "A buyer file",
    access: "user",
    responses: { 200: other("*/*", "The file as stored, with its own content type, as an attachment.") },
  },
  "DELETE /api/products/:id/files/:fileId": { summary: "Removes a buyer file", access: "user", responses: { 204: noContent } },
  "GET /api/products/:id/sale-details": {
    summary: "Price, currency and Etsy's details",
    access: "user",
    responses: { 200: json(z.object({ sale: saleSchema })) },
  },
  "PUT /api/products/:id/sale-details": {
    summary: "Saves the sale details",
    access: "user",
    body: saleDetailsSchema,
    responses: { 200: json(z.object({ sale: saleSchema })) },
  },
  "GET /api/products/:id/publishing": {
    summary: "The publish panel: connections, problems, previews and publications",
    access: "user",
    responses: {
      200: json(
        shaped<ApiPublishing>(
          z.object({
            canPublish: z.boolean(),
            sale: saleSchema,
            files: z.array(fileSchema),
            marketplaces: z.array(
              z.object({
                marketplace,
                name: z.string(),
                connection: connectionSchema.nullable(),
                problems: z.array(problemSchema),
                preview: previewSchema,
                publication: publicationSchema.nullable(),
              }),
            ),
          }),
        ),
      ),
    },
  },
  "POST /api/products/publish/:marketplace": {
    summary: "Publishes the gallery's selection as drafts",
    access: "user",
    params: marketplaceParam,
    body: publishSelectionSchema,
    // 202 when any listing was queued, 200 when every one was skipped.
    responses: { 200: selection, 202: selection },
  },
  "POST /api/products/:id/publish/:marketplace": {
    summary: "Publishes one listing as a draft",
    access: "user",
    params: z.object({ id: z.string(), marketplace }),
    responses: { 202: json(z.object({ publication: publicationSchema, queued: z.boolean() })) },
  },
  "GET /api/products/:id/publications/:marketplace": {
    summary: "The listing's publication on one marketplace",
    access: "user",
    params: z.object({ id: z.string(), marketplace }),
    responses: { 200: json(z.object({ publication: publicationSchema })) },
  },
});
